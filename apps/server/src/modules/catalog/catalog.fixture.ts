import type { Db } from '../../db/client.ts';
import {
  createBusiness,
  createCategory,
  createCity,
  createMarket,
  createProduct,
} from '../../../test/factories.ts';

/**
 * Test-only: a small catalogue for the browse tests. GTA (active) with Water Sports >
 * Kayaking / Sailing and Tours > Walking Tours, NYC (active), OUS (inactive).
 */
export async function buildCatalogFixture(db: Db) {
  const gta = await createMarket(db, { val: 'GTA' });
  const nyc = await createMarket(db, { val: 'NYC' });
  const ous = await createMarket(db, { val: 'OUS', active: false });
  await createCity(db, { val: 'Toronto', market: 'GTA' });
  await createCity(db, { val: 'Mississauga', market: 'GTA' });
  await createCity(db, { val: 'Oakville', market: 'GTA', active: false });
  const water = await createCategory(db, { name: 'Water Sports', slug: 'water-sports' });
  const tours = await createCategory(db, { name: 'Tours', slug: 'tours' });
  const kayaking = await createCategory(db, { name: 'Kayaking', slug: 'kayaking', parent: water });
  const sailing = await createCategory(db, { name: 'Sailing', slug: 'sailing', parent: water });
  const walking = await createCategory(db, {
    name: 'Walking Tours',
    slug: 'walking-tours',
    parent: tours,
  });
  await createCategory(db, { name: 'Hidden Things', slug: 'hidden-things', active: false });
  const biz = await createBusiness(db, { market: 'GTA' });
  const tag = (city: string, activity: string) => [
    { key: 'Market', val: 'GTA' },
    { key: 'City', val: city },
    { key: 'Activity', val: activity },
  ];
  const p = (name: string, extra: Parameters<typeof createProduct>[1] & { price?: number }) => {
    const { price = 5000, ...rest } = extra;
    return createProduct(db, {
      name,
      market: 'GTA',
      city: 'Toronto',
      businessId: biz.businessId,
      variants: [{ name: 'Adult', priceCents: price }],
      ...rest,
    });
  };
  const kayak = await p('Harbour Sunset Kayak Tour', {
    categoryId: kayaking.id,
    price: 5000,
    computedRating: 4.5,
    reviewCount: 12,
    lat: 43.64,
    lng: -79.38,
    features: tag('Toronto', 'Kayaking'),
    variants: [
      { name: 'Adult', priceCents: 5000, commission: 15, promoCode: 'SECRET' },
      { name: 'Private Party', priceCents: 30000, isPrivateSale: true },
      { name: 'Retired Option', priceCents: 1000, active: false },
    ],
  });
  const island = await p('Island Kayak Adventure', {
    categoryId: kayaking.id,
    price: 12000,
    city: 'Mississauga',
    computedRating: 3.9,
    lat: 43.59,
    lng: -79.64,
    features: tag('Mississauga', 'Kayaking'),
  });
  const sail = await p('Lake Sailing Cruise', {
    categoryId: sailing.id,
    price: 8000,
    computedRating: 4.8,
    lat: 43.62,
    lng: -79.4,
    features: tag('Toronto', 'Sailing'),
  });
  const walk = await p('Old Town Walking Tour', {
    categoryId: walking.id,
    price: 2500,
    computedRating: 4.1,
    features: tag('Toronto', 'Walking'),
  });
  const varies = await p('Paddle Kayak Clinic', {
    categoryId: kayaking.id,
    variants: [{ name: 'Ask us', priceCents: 0 }],
    features: tag('Toronto', 'Kayaking'),
  });
  const hidden = await p('Hidden Kayak Secret', {
    categoryId: kayaking.id,
    active: false,
    features: tag('Toronto', 'Kayaking'),
  });
  const hudson = await createProduct(db, {
    name: 'Hudson River Kayak',
    market: 'NYC',
    city: 'Manhattan',
    categoryId: kayaking.id,
    variants: [{ name: 'Adult', priceCents: 7000 }],
  });
  return {
    markets: { gta, nyc, ous },
    categories: { water, tours, kayaking, sailing, walking },
    business: biz,
    products: { kayak, island, sail, walk, varies, hidden, hudson },
  };
}
export type CatalogFixture = Awaited<ReturnType<typeof buildCatalogFixture>>;
