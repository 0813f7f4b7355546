import { useEffect, useState } from 'react';
import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';

export const HOLD_EXPIRED = 'Your hold has expired.';
export const CHOOSE_AGAIN = 'Choose your time again.';

/** Milliseconds as 'm:ss' (rounded up, so 0:00 shows only at the end). */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

const remaining = (expiresAt: string) => Date.parse(expiresAt) - Date.now();

interface HoldCountdownProps {
  /** The hold's utcExpiresAt (ISO instant). */
  expiresAt: string;
  /** Where 'Choose your time again.' leads (the variant page); plain text without it. */
  chooseAgainHref?: string;
}

/**
 * 'Your seats are held for m:ss', ticking each second; at zero 'Your hold has expired. Choose
 * your time again.' (an alert, announced once). The ticking text is a timer, not read out on
 * every tick.
 */
export function HoldCountdown({ expiresAt, chooseAgainHref }: HoldCountdownProps) {
  const [left, setLeft] = useState(() => remaining(expiresAt));
  const expired = left <= 0;
  useEffect(() => {
    setLeft(remaining(expiresAt));
    const timer = window.setInterval(() => {
      const next = remaining(expiresAt);
      setLeft(next);
      if (next <= 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);

  return (
    <div data-testid="hold-countdown">
      {expired ? (
        <Alert color="red" variant="light">
          {HOLD_EXPIRED}{' '}
          {chooseAgainHref ? (
            <Anchor component={Link} to={chooseAgainHref} inherit>
              {CHOOSE_AGAIN}
            </Anchor>
          ) : (
            CHOOSE_AGAIN
          )}
        </Alert>
      ) : (
        // A timer is a live region that is not read out on every tick.
        <Alert color="blue" variant="light" role="timer" aria-live="off">
          Your seats are held for {formatRemaining(left)}
        </Alert>
      )}
    </div>
  );
}
