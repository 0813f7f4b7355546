import { useQuery } from '@tanstack/react-query';
import type { AvailabilityDto } from '@jaunt/contract';
import { api } from '../../../../lib/api-client.ts';

export const availabilityKey = (experienceSku: string) =>
  ['bookings', 'availability', experienceSku] as const;

/** POST /api/bookings/getAvailability: the slots of local dates `from`..`to` (at most 93 days). */
export const useAvailability = (experienceSku: string, from: string, to: string) =>
  useQuery({
    queryKey: [...availabilityKey(experienceSku), from, to],
    queryFn: ({ signal }) =>
      api<AvailabilityDto[]>('/api/bookings/getAvailability', {
        method: 'POST',
        body: { experienceSku, from, to },
        signal,
      }),
    enabled: !!from && !!to,
    // Seats change as others book: refresh on focus, and keep a minute at most.
    staleTime: 60_000,
  });
