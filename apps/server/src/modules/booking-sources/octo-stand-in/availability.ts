/**
 * OCTO availability: the seats a slot has left (confirmed bookings and unexpired holds take them,
 * an expired hold is marked EXPIRED and frees them) and POST /availability.
 */
import { toLocalIso, zonedToUtc } from '@jaunt/contract';
import { json, octoError, type OctoRoute } from './http.ts';
import { productById, type OctoStandInProduct, type OctoState } from './state.ts';

export const seatsTaken = (
  s: OctoState,
  productId: string,
  optionId: string,
  availabilityId: string,
) => {
  const now = Date.now();
  let taken = 0;
  for (const b of s.bookings.values()) {
    if (b.productId !== productId || b.optionId !== optionId || b.availabilityId !== availabilityId)
      continue;
    if (b.status === 'ON_HOLD' && b.expiresAt <= now) b.status = 'EXPIRED';
    if (b.status === 'CONFIRMED' || b.status === 'ON_HOLD') taken += b.seats;
  }
  return taken;
};

/** The product's availability on one local date and time, or null when that time does not exist. */
export function slotOf(
  s: OctoState,
  p: OctoStandInProduct,
  optionId: string,
  date: string,
  time: string,
) {
  const at = zonedToUtc(date, time, p.timeZone);
  if (!at) return null;
  const id = toLocalIso(at, p.timeZone);
  const vacancies = Math.max(0, p.capacity - seatsTaken(s, p.id, optionId, id));
  const option = p.options.find((o) => o.id === optionId)!;
  return {
    id,
    localDateTimeStart: id,
    localDateTimeEnd: toLocalIso(new Date(at.getTime() + p.durationMinutes * 60_000), p.timeZone),
    allDay: false,
    available: vacancies > 0,
    status: vacancies <= 0 ? 'SOLD_OUT' : vacancies <= p.capacity / 4 ? 'LIMITED' : 'AVAILABLE',
    vacancies,
    capacity: p.capacity,
    maxUnits: vacancies,
    utcCutoffAt: new Date(at.getTime() - p.cutoffMinutes * 60_000).toISOString(),
    openingHours: [],
    unitPricing: option.units.map((u) => ({
      unitId: u.id,
      original: u.retailCents,
      retail: u.retailCents,
      net: Math.round(u.retailCents * 0.8),
      currency: p.currency,
      currencyPrecision: 2,
      includedTaxes: [],
    })),
  };
}

export const availabilityRoutes: OctoRoute = ({ s, res, method, path, body }) => {
  if (method !== 'POST' || path !== '/availability') return false;
  const p = productById(s, body.productId);
  if (!p)
    return octoError(res, 400, 'INVALID_PRODUCT_ID', 'The productId was not recognised', {
      productId: String(body.productId),
    });
  if (!p.options.some((o) => o.id === body.optionId))
    return octoError(res, 400, 'INVALID_OPTION_ID', 'The optionId was not recognised', {
      optionId: String(body.optionId),
    });
  const from = String(body.localDateStart ?? '');
  const to = String(body.localDateEnd ?? '');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to))
    return octoError(res, 400, 'BAD_REQUEST', 'localDateStart and localDateEnd are required');
  const out = [];
  for (let d = Date.parse(`${from}T00:00:00Z`); d <= Date.parse(`${to}T00:00:00Z`);) {
    const date = new Date(d).toISOString().slice(0, 10);
    for (const time of p.times) {
      const slot = slotOf(s, p, String(body.optionId), date, time);
      if (slot) out.push(slot);
    }
    d += 86_400_000;
  }
  return json(res, 200, out);
};
