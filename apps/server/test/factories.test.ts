import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICING_VARIES_CENTS } from '@jaunt/contract';
import { verifyPassword } from '../src/lib/passwords.ts';
import type { Database } from '../src/db/client.ts';
import { openTestDatabase } from './test-db.ts';
import {
  buildProduct,
  createBusiness,
  createCategory,
  createCity,
  createList,
  createMarket,
  createOrder,
  createProduct,
  createUser,
  seedFactories,
} from './factories.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('factories', () => {
  it('creates a known market with its real currency and coordinates', async () => {
    const gta = await createMarket(database.db, { val: 'GTA' });
    const nyc = await createMarket(database.db, { val: 'NYC', description: 'Big apple.' });
    expect(gta).toMatchObject({
      key: 'Market',
      market: 'Toronto Area',
      currency: 'CAD',
      coordinates: '43.6532,-79.3832',
    });
    expect(nyc).toMatchObject({
      market: 'New York City',
      currency: 'USD',
      description: 'Big apple.',
    });
    const city = await createCity(database.db, { val: 'Etobicoke', market: 'GTA' });
    expect(city).toMatchObject({ key: 'City', market: 'GTA', slug: 'etobicoke' });
  });

  it('creates users whose default password verifies', async () => {
    const user = await createUser(database.db, { role: 'partner', email: 'Owner@Example.test' });
    expect(user.email).toBe('owner@example.test');
    expect(user.role).toBe('partner');
    expect(user.confirmedEmail).toBe(true);
    expect(await verifyPassword(user.passwordHash, 'jaunt-demo')).toBe(true);
    const other = await createUser(database.db, { password: 'secret-1', confirmedEmail: false });
    expect(await verifyPassword(other.passwordHash, 'secret-1')).toBe(true);
    expect(other.confirmedEmail).toBe(false);
  });

  it('creates a product with variants and the lowest bookable price', async () => {
    const parent = await createCategory(database.db, { name: 'Water Sports' });
    const kayak = await createCategory(database.db, { name: 'Kayaking', parent });
    expect(kayak).toMatchObject({
      parentCategoryId: parent.id,
      parentCategoryName: 'Water Sports',
      slug: 'kayaking',
    });
    const business = await createBusiness(database.db, { market: 'GTA' });
    const product = await createProduct(database.db, {
      market: 'GTA',
      categoryId: kayak.id,
      businessId: business.businessId,
      variants: [
        { name: 'Private', priceCents: 1500, isPrivateSale: true },
        { name: 'Off season', priceCents: 1000, active: false },
        { name: 'Free', priceCents: 0 },
        { name: 'Adult', priceCents: 5900 },
        { name: 'Adult', priceCents: 4900 },
      ],
    });
    expect(product.lowestPriceCents).toBe(4900);
    expect(product.variants.map((v) => v.slug)).toEqual([
      'private',
      'off-season',
      'free',
      'adult',
      'adult-2',
    ]);
    expect(product.variants[0].experienceSku).toBe(`${product.sku}0001`);
    expect(product.features).toContainEqual({ key: 'Market', val: 'GTA' });
    const varies = await createProduct(database.db, {
      variants: [{ name: 'Quote', priceCents: 0 }],
    });
    expect(varies.lowestPriceCents).toBe(PRICING_VARIES_CENTS);
  });

  it('builds the same rows again after the same seed', () => {
    seedFactories(7);
    const a = buildProduct({ market: 'VAN' });
    seedFactories(7);
    const b = buildProduct({ market: 'VAN' });
    expect(b).toEqual(a);
    expect(a.product.address?.postalCode).toMatch(/^V\d[A-Z] \d[A-Z]\d$/);
  });

  it('creates lists and orders that point at real products', async () => {
    const user = await createUser(database.db);
    const product = await createProduct(database.db, {
      variants: [{ name: 'Adult', priceCents: 10000 }],
    });
    const list = await createList(database.db, {
      email: user.email,
      items: [{ productId: product.id }, { productId: product.id, variant: 0 }],
    });
    expect(list.items.map((i) => [i.position, i.variant])).toEqual([
      [0, -1],
      [1, 0],
    ]);
    const order = await createOrder(database.db, {
      product,
      userId: user.id,
      quantity: 2,
      statusVal: 800,
    });
    expect(order.shipping).toMatchObject({
      totalCents: 20000,
      taxCents: 2600,
      afterTaxCents: 22600,
    });
    expect(order.entered.status).toBe(true);
    expect(order.transactionId).toMatch(/^[A-Z0-9]{16}$/);
  });
});
