import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityDto } from '@jaunt/contract';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createBusiness, createMarket, createProduct } from '../../../test/factories.ts';
import { availability, daysFromNow } from '../availability/availability.test-kit.ts';
import { startBookeoStandIn } from '../booking-sources/bookeo-stand-in.ts';
import { startFareharborStandIn } from '../booking-sources/fareharbor-stand-in.ts';
import { startOctoStandIn } from '../booking-sources/octo-stand-in.ts';
import { demoRezdyProducts, startRezdyStandIn } from '../booking-sources/rezdy-stand-in.ts';

/**
 * The External SKU picker's list, read from each platform's stand-in (real HTTP servers with
 * the products they serve availability for).
 */
let bookeo: Awaited<ReturnType<typeof startBookeoStandIn>>;
let fareharbor: Awaited<ReturnType<typeof startFareharborStandIn>>;
let octo: Awaited<ReturnType<typeof startOctoStandIn>>;
let rezdy: Awaited<ReturnType<typeof startRezdyStandIn>>;
let t: TestApp;
let editor: LoggedIn;

type Integration = { name: string; apiKey?: string } | null;
const business = async (integration: Integration, companyId?: string) =>
  (await createBusiness(t.database.db, { market: 'NYC', integration, companyId })).businessId;
const list = (businessId: string, headers: Record<string, string> = editor.headers, query = '') =>
  t.app.inject({
    url: `/api/admin/businesses/${businessId}/platform-products${query}`,
    headers,
  });

beforeAll(async () => {
  [bookeo, fareharbor, octo, rezdy] = await Promise.all([
    startBookeoStandIn(),
    startFareharborStandIn(),
    startOctoStandIn(),
    startRezdyStandIn(),
  ]);
  t = await buildTestApp({
    BOOKEO_API_URL: bookeo.url,
    FAREHARBOR_API_URL: fareharbor.url,
    OCTO_API_URL: octo.url,
    REZDY_API_URL: rezdy.url,
  });
  await createMarket(t.database.db, { val: 'NYC', currency: 'USD' });
  editor = await loginAs(t, 'editor');
});
afterAll(async () => {
  await t?.close();
  await Promise.all([bookeo?.close(), fareharbor?.close(), octo?.close(), rezdy?.close()]);
});

describe('GET /api/admin/businesses/{id}/platform-products', () => {
  it("lists a Bookeo account's products with the business's API key", async () => {
    const id = await business({ name: 'Bookeo', apiKey: 'bookeo-demo-api-key' });
    const res = await list(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { externalSku: '41560PWEAP1744EA7A4B5F', name: 'Sunrise Kayak on the Hudson' },
    ]);
  });

  it("lists a FareHarbor company's items, the company named by the business or by its product", async () => {
    const named = await business({ name: 'FareHarbor' }, 'jaunt-demo-hawaii');
    expect((await list(named)).json()).toEqual([
      { externalSku: '7001', name: 'Sunset Snorkel Cruise' },
    ]);

    const unnamed = await business({ name: 'FareHarbor', apiKey: 'partner-user-key' });
    const refused = await list(unnamed);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/No FareHarbor company is named for this business/);
    const product = await createProduct(t.database.db, {
      market: 'NYC',
      businessId: unnamed,
      integration: { name: 'Fareharbor', fields: { id: 'jaunt-demo-toronto' } },
    });
    const own = await list(unnamed, editor.headers, `?productId=${product.id}`);
    expect(own.json()).toEqual([{ externalSku: '8001', name: 'Toronto Islands Kayak Tour' }]);
    // Named on the business by an admin (Business Management's Company ID): read without a
    // product, and a product's own id still wins.
    const admin = await loginAs(t, 'admin');
    const detail = (
      await t.app.inject({ url: `/api/admin/businesses/${unnamed}`, headers: admin.headers })
    ).json();
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/businesses/${detail._id}`,
      headers: admin.headers,
      payload: { ...detail, staff: [], billingAddress: {}, companyId: 'jaunt-demo-hawaii' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await list(unnamed)).json()).toEqual([
      { externalSku: '7001', name: 'Sunset Snorkel Cruise' },
    ]);
    expect((await list(unnamed, editor.headers, `?productId=${product.id}`)).json()).toEqual([
      { externalSku: '8001', name: 'Toronto Islands Kayak Tour' },
    ]);
  });

  it("lists a FareHarbor API (OCTO) supplier's options, and a picked one books from that calendar", async () => {
    const id = await business({ name: 'FareHarbor API', apiKey: 'octo-demo-token' });
    const admin = await loginAs(t, 'admin');
    const res = await list(id, admin.headers);
    expect(res.statusCode).toBe(200);
    const products = res.json() as { externalSku: string; name: string }[];
    expect(products).toEqual([
      { externalSku: 'octo-demo-lisbon-tram:DEFAULT', name: 'Lisbon Hills Tram Tour' },
    ]);
    const product = await createProduct(t.database.db, {
      market: 'NYC',
      active: true,
      businessId: id,
      integration: { name: 'FareHarbor API' },
      variants: [
        { name: 'Tram', priceCents: 3500, active: true, externalSku: products[0].externalSku },
      ],
    });
    const day = daysFromNow(12);
    const slots = (await availability(t, product.variants[0].experienceSku, day)).json();
    expect((slots as AvailabilityDto[]).map((s) => s.vacancies)).toEqual([20, 20]);
  });

  it("lists a Rezdy account's products, only its supplier's when the business or product names one", async () => {
    const [sail] = demoRezdyProducts();
    rezdy.state.products = [
      sail,
      { ...sail, productCode: 'PX2KAY', name: 'Other Supplier Kayak', supplierId: 555 },
    ];
    try {
      const key = { name: 'Rezdy', apiKey: 'rezdy-demo-api-key' };
      expect((await list(await business(key))).json()).toEqual([
        { externalSku: 'PWQF1Y', name: 'Harbour Bridge Sunset Sail' },
        { externalSku: 'PX2KAY', name: 'Other Supplier Kayak' },
      ]);
      expect((await list(await business(key, '555'))).json()).toEqual([
        { externalSku: 'PX2KAY', name: 'Other Supplier Kayak' },
      ]);
      const id = await business(key);
      const product = await createProduct(t.database.db, {
        market: 'NYC',
        businessId: id,
        integration: { name: 'Rezdy', fields: { supplier: '14213' } },
      });
      const own = await list(id, editor.headers, `?productId=${product.id}`);
      expect(own.json()).toEqual([{ externalSku: 'PWQF1Y', name: 'Harbour Bridge Sunset Sail' }]);
    } finally {
      rezdy.state.products = demoRezdyProducts();
    }
  });

  it('is for admins and editors only', async () => {
    const id = await business({ name: 'Bookeo', apiKey: 'bookeo-demo-api-key' });
    for (const role of ['partner', 'user'] as const) {
      const res = await list(id, (await loginAs(t, role)).headers);
      expect(res.statusCode).toBe(403);
    }
    expect((await list(id, {})).statusCode).toBe(401);
  });

  it('says in a sentence why there is nothing to list', async () => {
    const refusal = async (businessId: string) => {
      const res = await list(businessId);
      return [res.statusCode, res.json().message];
    };
    expect(await refusal(await business(null))).toEqual([
      400,
      'This business has no booking platform integration.',
    ]);
    expect(await refusal(await business({ name: 'Bookeo' }))).toEqual([
      400,
      'This business has no API key for Bookeo yet.',
    ]);
    expect(await refusal(await business({ name: 'FareHarbor API' }))).toEqual([
      400,
      'This business has no API key for FareHarbor API yet.',
    ]);
    expect(await refusal(await business({ name: 'Rezdy' }))).toEqual([
      400,
      'This business has no API key for Rezdy yet.',
    ]);
    expect(await refusal(await business({ name: 'Group Bookings' }))).toEqual([
      400,
      'Products on Group Bookings cannot be listed here: type the External SKU.',
    ]);
    expect(await refusal('B99999')).toEqual([404, 'No business has that id.']);
    const bad = await list(await business(null), editor.headers, '?productId=nope');
    expect(bad.statusCode).toBe(400);
  });

  it('answers 502 when the platform cannot be reached', async () => {
    const id = await business({ name: 'Bookeo', apiKey: 'bookeo-demo-api-key' });
    bookeo.state.down = true;
    try {
      const res = await list(id);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(
        'Could not get the products from Bookeo. Please try again in a moment.',
      );
    } finally {
      bookeo.state.down = false;
    }
  });
});
