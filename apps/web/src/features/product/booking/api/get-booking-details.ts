import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { bookingDetailsDto, unitDto } from '@jaunt/contract';
import { api } from '../../../../lib/api-client.ts';

export type BookingDetails = z.infer<typeof bookingDetailsDto>;
export type BookingUnit = z.infer<typeof unitDto>;

export const bookingDetailsQuery = (experienceSku: string) => ({
  queryKey: ['bookings', 'details', experienceSku] as const,
  queryFn: () =>
    api<BookingDetails>('/api/bookings/getDetails', {
      method: 'POST',
      body: { experienceSku },
    }),
  staleTime: 5 * 60_000,
});

/** POST /api/bookings/getDetails: whether the variant has a calendar, its zone and unit types. */
export const useBookingDetails = (experienceSku: string) =>
  useQuery(bookingDetailsQuery(experienceSku));
