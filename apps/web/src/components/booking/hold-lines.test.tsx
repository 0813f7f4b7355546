import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { HoldLines } from './hold-lines.tsx';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

const hold = (localDateTimeStart: string, timeZone: string) => ({
  uuid: '0b7f3c0e-1111-4222-8333-444455556666',
  utcExpiresAt: '2027-03-01T12:10:00.000Z',
  localDateTimeStart,
  timeZone,
  people: [{ name: 'Adult', price: 75, quantity: 1 }],
  total: 75,
});

describe('HoldLines', () => {
  it("shows a held platform time on the platform's clock, in Tokyo as anywhere", () => {
    process.env.TZ = 'Asia/Tokyo';
    // A Toronto company's 10:00 after the daylight-saving change, sold in a Hawaii market.
    renderWithProviders(
      <HoldLines hold={hold('2027-03-15T10:00:00-04:00', 'Etc/GMT+4')} currency="USD" />,
    );
    expect(screen.getByTestId('hold-date')).toHaveTextContent('Monday, March 15, 2027');
    expect(screen.getByTestId('hold-time')).toHaveTextContent('10:00 AM (UTC-4 time)');
  });

  it('names a named zone by its city', () => {
    renderWithProviders(
      <HoldLines hold={hold('2027-04-03T09:30:00+11:00', 'Australia/Sydney')} currency="USD" />,
    );
    expect(screen.getByTestId('hold-time')).toHaveTextContent('9:30 AM (Sydney time)');
  });
});
