import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { formatRemaining, HoldCountdown } from './hold-countdown.tsx';

describe('HoldCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    vi.setSystemTime(new Date('2026-05-01T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts down m:ss, then says the hold has expired', () => {
    renderWithProviders(
      <HoldCountdown expiresAt="2026-05-01T12:10:00Z" chooseAgainHref="/GTA/cruise/sunset" />,
    );
    expect(screen.getByTestId('hold-countdown')).toHaveTextContent('Your seats are held for 10:00');
    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByTestId('hold-countdown')).toHaveTextContent('Your seats are held for 8:59');
    act(() => vi.advanceTimersByTime(9 * 60_000));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your hold has expired. Choose your time again.',
    );
    expect(screen.getByRole('link', { name: 'Choose your time again.' })).toHaveAttribute(
      'href',
      '/GTA/cruise/sunset',
    );
  });

  it('formats the time left', () => {
    expect(formatRemaining(600_000)).toBe('10:00');
    expect(formatRemaining(65_500)).toBe('1:06');
    expect(formatRemaining(0)).toBe('0:00');
    expect(formatRemaining(-5)).toBe('0:00');
  });
});
