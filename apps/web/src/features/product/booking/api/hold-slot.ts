import { useMutation } from '@tanstack/react-query';
import type { HoldDto, HoldSlotBody } from '@jaunt/contract';
import { api } from '../../../../lib/api-client.ts';

/** POST /api/bookings/holdSlot: seats held for a few minutes; the uuid makes a retry safe. */
export const holdSlot = (body: HoldSlotBody) =>
  api<HoldDto>('/api/bookings/holdSlot', { method: 'POST', body });

export const useHoldSlot = () => useMutation({ mutationFn: holdSlot });

/** POST /api/bookings/cancelHold/{uuid}: gives the seats back. */
export const cancelHold = (uuid: string) =>
  api<HoldDto>(`/api/bookings/cancelHold/${encodeURIComponent(uuid)}`, { method: 'POST' });
