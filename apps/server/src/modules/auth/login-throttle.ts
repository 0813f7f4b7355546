/**
 * Login throttling (OWASP Authentication Cheat Sheet: by account and by IP, with backoff),
 * designed so a stranger cannot lock an owner out (docs/decisions/009-login-throttling.md):
 *
 * - account + IP: 5 failures in a row from one address for one email lock that pair out, 1 minute
 *   doubling to at most 1 hour. Only the failing address waits; the owner elsewhere does not.
 * - IP: 20 failures from one address (any emails) lock that address out, 1 minute doubling to
 *   at most 1 hour (a password-spraying address).
 * - account: 20 failures for one email from any addresses (a distributed guess) slow it down by
 *   15 seconds doubling to at most 1 minute: short and capped, never a lockout.
 *
 * Counters forget failures older than an hour; a success clears the pair and account counters.
 */
export const MAX_FAILURES = 5;
export const IP_MAX_FAILURES = 20;
export const ACCOUNT_MAX_FAILURES = 20;
/** A counter whose last failure is older than this starts again from 1. */
export const FAILURE_WINDOW_MS = 60 * 60 * 1000;
const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

export type ThrottleScope = 'pair' | 'ip' | 'account';

interface Rule {
  threshold: number;
  firstWaitMs: number;
  maxWaitMs: number;
}

const RULES: Record<ThrottleScope, Rule> = {
  pair: { threshold: MAX_FAILURES, firstWaitMs: MINUTE_MS, maxWaitMs: 60 * MINUTE_MS },
  ip: { threshold: IP_MAX_FAILURES, firstWaitMs: MINUTE_MS, maxWaitMs: 60 * MINUTE_MS },
  account: { threshold: ACCOUNT_MAX_FAILURES, firstWaitMs: 15 * SECOND_MS, maxWaitMs: MINUTE_MS },
};

/** The row key of each counter in login_throttle. */
export function throttleKeys(email: string, ip: string): Record<ThrottleScope, string> {
  const address = ip || 'unknown';
  return {
    pair: `login:${email}|${address}`,
    ip: `login-ip:${address}`,
    account: `login-account:${email}`,
  };
}

/**
 * When the next attempt is allowed after `failures` consecutive failures: the scope's first
 * wait at its threshold, doubling with each further failure, capped; null below the threshold.
 */
export function nextValidRequestDate(
  failures: number,
  now = new Date(),
  scope: ThrottleScope = 'pair',
): Date | null {
  const rule = RULES[scope];
  if (failures < rule.threshold) return null;
  const wait = Math.min(rule.firstWaitMs * 2 ** (failures - rule.threshold), rule.maxWaitMs);
  return new Date(now.getTime() + wait);
}
