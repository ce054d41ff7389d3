import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from '../lib/format';

/**
 * The seconds left, counted down locally from the server's `remainingSeconds` as received at `receivedAt`
 * (so the browser's clock setting does not matter); `sync` re-aligns it with each answer the server confirms.
 */
export function useCountdown(remainingSeconds: number, receivedAt: number) {
  const [deadline, setDeadline] = useState(() => receivedAt + remainingSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    setDeadline(receivedAt + remainingSeconds * 1000);
  }, [remainingSeconds, receivedAt]);

  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, []);

  const sync = useCallback((seconds: number) => {
    const next = Date.now() + seconds * 1000;
    // The server rounds up to whole seconds: only a real drift moves the deadline.
    setDeadline((prev) => (Math.abs(next - prev) > 1500 ? next : prev));
  }, []);

  return { secondsLeft: secondsLeft(deadline, now), sync };
}
