import { randomUUID } from 'node:crypto';
import type { ScheduleInput } from '@jaunt/contract';
import { createBusiness, createMarket, createProduct } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { setSchedule } from './availability.service.ts';

export const UNITS = [
  { id: 'adult', type: 'ADULT', label: 'Adult', priceCents: 4500, maxQuantity: 10 },
  { id: 'child', type: 'CHILD', label: 'Child', priceCents: 2500 },
  {
    id: 'family',
    type: 'FAMILY',
    label: 'Family (4)',
    priceCents: 12000,
    paxCount: 4,
    maxQuantity: 2,
  },
] as const;

/** A product in `market` with one variant per schedule given (null: no schedule). */
export async function scheduledVariants(
  t: TestApp,
  market: string,
  schedules: (Partial<ScheduleInput> | null)[],
) {
  const db = t.database.db;
  await createMarket(db, { val: market }).catch(() => undefined);
  const product = await createProduct(db, {
    market,
    active: true,
    variants: schedules.map((_, i) => ({
      name: `Option ${i + 1}`,
      priceCents: 4500,
      active: true,
    })),
  });
  for (const [i, s] of schedules.entries()) {
    if (!s) continue;
    await setSchedule(db, product.variants[i].id, {
      schedule: { startTimes: ['09:00'], capacity: 10, ...s },
      units: UNITS.map((u) => ({ ...u })),
      market,
    });
  }
  return product.variants.map((v) => v.experienceSku);
}

export const availability = (t: TestApp, experienceSku: string, from: string, to = from) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings/getAvailability',
    payload: { experienceSku, from, to },
  });

export interface HoldInput {
  experienceSku: string;
  startUtc?: string;
  availabilityId?: string;
  units?: { id: string; quantity: number }[];
  uuid?: string;
}

export const hold = (t: TestApp, input: HoldInput, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings/holdSlot',
    headers,
    payload: { uuid: randomUUID(), units: [{ id: 'adult', quantity: 1 }], ...input },
  });

/** A local date `days` from today (UTC), as YYYY-MM-DD. */
export const daysFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A product of a business connected to FareHarbor (its user key from the integration login),
 * in market HI, booked through the FareHarbor stand-in's company and item; its variant's sku.
 */
export async function fareharborVariant(
  t: TestApp,
  itemId = '7001',
  company = 'jaunt-demo-hawaii',
) {
  const business = await createBusiness(t.database.db, {
    market: 'HI',
    integration: { name: 'FareHarbor', apiKey: 'partner-user-key' },
  });
  const product = await createProduct(t.database.db, {
    market: 'HI',
    active: true,
    businessId: business.businessId,
    integration: { name: 'Fareharbor', fields: { id: company } },
    variants: [{ name: 'Snorkel', priceCents: 8900, active: true, externalSku: itemId }],
  });
  return product.variants[0].experienceSku;
}
