import { useEffect, useState } from 'react';
import { retryMessage } from '@jaunt/contract';

/**
 * The rate-limit text 'Please try again in {m} minutes and {s} seconds', recomputed every
 * second from nextValidRequestDate; null once that moment has passed.
 */
export function useRetryCountdown(until: string | null): string | null {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!until) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  if (!until || new Date(until).getTime() <= now.getTime()) return null;
  return retryMessage(until, now);
}
