/** After this many consecutive failures for one email, further attempts wait. */
export const MAX_FAILURES = 5;
const MINUTE_MS = 60 * 1000;
const MAX_WAIT_MS = 60 * MINUTE_MS;

/**
 * When the next attempt is allowed after `failures` consecutive failures: 1 minute after
 * the 5th, doubling with each further failure, at most 1 hour; null below the threshold.
 */
export function nextValidRequestDate(failures: number, now = new Date()): Date | null {
  if (failures < MAX_FAILURES) return null;
  const wait = Math.min(MINUTE_MS * 2 ** (failures - MAX_FAILURES), MAX_WAIT_MS);
  return new Date(now.getTime() + wait);
}
