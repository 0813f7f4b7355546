/**
 * Request and response shapes of the booking calls (POST /api/bookings/*), OCTO-style.
 * Money is dollars in responses, like the rest of the API. Also re-exports the availability
 * rules (schedule, units, slot generation) so the index needs one line.
 */
import { z } from 'zod';
import {
  AVAILABILITY_STATUSES,
  HOLD_STATES,
  MAX_AVAILABILITY_DAYS,
  UNIT_TYPES,
  daysBetween,
  unitChoiceSchema,
} from './availability.ts';

export * from './availability.ts';

const sku = z.string().trim().min(1).max(100);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD dates.');

export const getAvailabilityBody = z
  .object({ experienceSku: sku, from: date, to: date })
  .refine((b) => daysBetween(b.from, b.to) >= 0, {
    message: '"to" must not be before "from".',
    path: ['to'],
  })
  .refine((b) => daysBetween(b.from, b.to) < MAX_AVAILABILITY_DAYS, {
    message: `Ask for at most ${MAX_AVAILABILITY_DAYS} days at a time.`,
    path: ['to'],
  });
export type GetAvailabilityBody = z.infer<typeof getAvailabilityBody>;

export const availabilityDto = z.object({
  /** The slot's id: pass it to holdSlot as availabilityId. */
  id: z.string(),
  localDateTimeStart: z.string(),
  localDateTimeEnd: z.string(),
  startUtc: z.string(),
  utcCutoffAt: z.string(),
  allDay: z.boolean(),
  available: z.boolean(),
  status: z.enum(AVAILABILITY_STATUSES),
  vacancies: z.number(),
  capacity: z.number(),
});
export type AvailabilityDto = z.infer<typeof availabilityDto>;
export const availabilityListResponse = z.array(availabilityDto);

export const getDetailsBody = z.object({ experienceSku: sku });

export const unitDto = z.object({
  id: z.string(),
  type: z.enum(UNIT_TYPES),
  label: z.string(),
  price: z.number(),
  minQuantity: z.number(),
  maxQuantity: z.number(),
  paxCount: z.number(),
});

export const bookingDetailsDto = z.object({
  experienceSku: z.string(),
  /** False when the variant has no native schedule: its calendar is empty. */
  scheduled: z.boolean(),
  timeZone: z.string(),
  units: z.array(unitDto),
  capacity: z.number(),
  exclusive: z.boolean(),
  cutoffMinutes: z.number(),
  durationMinutes: z.number(),
});

export const holdSlotBody = z
  .object({
    /** The client's booking uuid: repeating it returns the same hold. */
    uuid: z.uuid(),
    experienceSku: sku,
    /** The slot's id (availability id) or its start instant. */
    availabilityId: z.uuid().optional(),
    startUtc: z.iso.datetime({ offset: true }).optional(),
    units: z.array(unitChoiceSchema).min(1).max(20),
  })
  .refine((b) => !!b.availabilityId || !!b.startUtc, {
    message: 'Choose a time.',
    path: ['startUtc'],
  });
export type HoldSlotBody = z.infer<typeof holdSlotBody>;

export const holdParams = z.object({ uuid: z.uuid() });

export const personDto = z.object({
  name: z.string(),
  price: z.number(),
  quantity: z.number(),
});

export const holdDto = z.object({
  uuid: z.string(),
  status: z.enum(HOLD_STATES),
  experienceSku: z.string(),
  availabilityId: z.string(),
  localDateTimeStart: z.string(),
  startUtc: z.string(),
  timeZone: z.string(),
  utcCreatedAt: z.string(),
  utcExpiresAt: z.string(),
  pax: z.number(),
  units: z.array(unitChoiceSchema),
  /** The order's people[]: one line per ticket type. */
  people: z.array(personDto),
  total: z.number(),
  orderId: z.string().nullable(),
});
export type HoldDto = z.infer<typeof holdDto>;

/** GET /api/bookings/schedules: the partner's variants and their native schedules. */
export const partnerScheduleDto = z.object({
  experienceSku: z.string(),
  productName: z.string(),
  variantName: z.string(),
  market: z.string(),
  zone: z.string().nullable(),
  schedule: z.record(z.string(), z.unknown()).nullable(),
  units: z.array(z.record(z.string(), z.unknown())).nullable(),
});
export type PartnerScheduleDto = z.infer<typeof partnerScheduleDto>;
export const partnerSchedulesResponse = z.array(partnerScheduleDto);

/** PUT /api/bookings/schedule/{experienceSku}: the schedule and ticket types (validated). */
export const saveScheduleBody = z.object({
  schedule: z.record(z.string(), z.unknown()),
  units: z.array(z.record(z.string(), z.unknown())).min(1).max(20),
});

/** GET /api/bookings/slots/{experienceSku}?month=YYYY-MM: what each slot of a month holds. */
export const slotMonthQuery = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use YYYY-MM.'),
});
export const slotUsageDto = z.object({
  localDateTimeStart: z.string(),
  status: z.enum(AVAILABILITY_STATUSES),
  capacity: z.number(),
  sold: z.number(),
  held: z.number(),
  free: z.number(),
});
export type SlotUsageDto = z.infer<typeof slotUsageDto>;
export const slotMonthResponse = z.array(slotUsageDto);
