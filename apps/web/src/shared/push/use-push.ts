import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../lib/api-client';
import {
  existingSubscription,
  PushSetupError,
  type PushSupport,
  pushSupport,
  subscribeBrowser,
  subscriptionBody,
} from './push';
import { deletePushSubscription, fetchPushPublicKey, savePushSubscription } from './push-subscriptions';

export type PushProblem = PushSetupError['reason'];

/**
 * This browser's side of the push setting: what the browser allows, whether it is subscribed, and the two actions.
 * `enable` must run from a click (it may show the browser's permission prompt).
 */
export function usePushSubscription() {
  const [support, setSupport] = useState<PushSupport>(() => pushSupport());
  /** Whether this browser has a subscription (null while looking). */
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [problem, setProblem] = useState<PushProblem | null>(null);
  const [busy, setBusy] = useState(false);
  /** False when the server has no VAPID keys (push is off there, whatever this browser allows). */
  const [serverHasPush, setServerHasPush] = useState<boolean | null>(null);

  useEffect(() => {
    let live = true;
    // A server without VAPID keys has no push at all: say so before anyone tries the switch.
    fetchPushPublicKey()
      .then((publicKey) => live && setServerHasPush(publicKey !== null))
      .catch(() => {});
    existingSubscription()
      .then((subscription) => live && setSubscribed(subscription !== null))
      .catch(() => live && setSubscribed(false));
    // The permission can change in the browser's site settings while the page is open.
    const recheck = () => setSupport(pushSupport());
    window.addEventListener('focus', recheck);
    return () => {
      live = false;
      window.removeEventListener('focus', recheck);
    };
  }, []);

  const enable = useCallback(async () => {
    setBusy(true);
    setProblem(null);
    try {
      const publicKey = await fetchPushPublicKey();
      if (!publicKey) throw new PushSetupError('unavailable');
      const subscription = await subscribeBrowser(publicKey);
      await savePushSubscription(subscriptionBody(subscription)).catch((error: unknown) => {
        throw isApiError(error) && error.errorCode === 'PUSH_NOT_CONFIGURED'
          ? new PushSetupError('unavailable')
          : error;
      });
      setSubscribed(true);
      return true;
    } catch (error) {
      setProblem(error instanceof PushSetupError ? error.reason : 'failed');
      return false;
    } finally {
      setSupport(pushSupport());
      setBusy(false);
    }
  }, []);

  const disable = useCallback(async () => {
    setBusy(true);
    setProblem(null);
    try {
      const subscription = await existingSubscription();
      if (subscription) {
        await deletePushSubscription(subscription.endpoint).catch(() => {});
        await subscription.unsubscribe().catch(() => false);
      }
      setSubscribed(false);
    } finally {
      setBusy(false);
    }
  }, []);

  return { support, subscribed, problem: serverHasPush === false ? 'unavailable' : problem, busy, enable, disable };
}

/**
 * Sessions own push subscriptions on the server, so after signing in again this browser's existing subscription is
 * sent once more (when the account's push flag is on and the browser still allows notifications).
 */
export function usePushResync(pushOn: boolean) {
  useEffect(() => {
    if (!pushOn || pushSupport() !== 'granted') return;
    let live = true;
    existingSubscription()
      .then((subscription) => {
        if (live && subscription) return savePushSubscription(subscriptionBody(subscription));
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [pushOn]);
}
