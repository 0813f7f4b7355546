import type { Db, Tx } from '../src/db/client.ts';
import { CATEGORIES } from './content/categories.ts';
import { createBusiness, createProduct, type Category } from './factories/index.ts';

/** The demo experience booked through FareHarbor (the embedded stand-in's Hawaii company). */
export const FAREHARBOR_DEMO = {
  sku: 'HIFH0001',
  company: 'jaunt-demo-hawaii',
  item: '7001',
} as const;

/**
 * One partner on FareHarbor: its business (connected, with a user key, its company named) and a
 * Water Sports experience whose calendar, prices and bookings live on FareHarbor (item 7001 of
 * jaunt-demo-hawaii, which the embedded stand-in serves when FAREHARBOR_API_URL is unset).
 */
export async function seedFareharborDemo(db: Db | Tx, categories: Category[]) {
  const business = await createBusiness(db, {
    market: 'HI',
    name: 'Aloha Reef Adventures',
    companyId: FAREHARBOR_DEMO.company,
    integration: { name: 'FareHarbor', apiKey: 'demo-fareharbor-user-key' },
  });
  const vocabulary = CATEGORIES.find((c) => c.slug === 'water-sports');
  await createProduct(db, {
    market: 'HI',
    sku: FAREHARBOR_DEMO.sku,
    name: 'Sunset Snorkel Cruise',
    active: true,
    businessId: business.businessId,
    categoryId: categories.find((c) => c.slug === 'water-sports')?.id,
    vocabulary,
    integration: { name: 'Fareharbor', fields: { id: FAREHARBOR_DEMO.company } },
    variants: [
      {
        name: 'Snorkel Cruise',
        priceCents: 8900,
        active: true,
        externalSku: FAREHARBOR_DEMO.item,
        maxPeople: 12,
      },
    ],
  });
}
