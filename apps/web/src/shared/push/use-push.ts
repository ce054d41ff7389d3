import { useCallback, useEffect, useState } from 'react';
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

  useEffect(() => {
    let live = true;
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
      await savePushSubscription(subscriptionBody(subscription));
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

  return { support, subscribed, problem, busy, enable, disable };
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
