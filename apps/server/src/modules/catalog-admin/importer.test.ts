import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRecords, PRODUCT_TEXTS } from '@jaunt/contract';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createCategory, createCity, createMarket } from '../../../test/factories.ts';
import { createFoursquarePlaces } from './places-search.ts';
import { createTripadvisorSearch } from './tripadvisor-search.ts';

let t: TestApp;
let admin: LoggedIn;
let editor: LoggedIn;
let user: LoggedIn;
let partner: LoggedIn;
let categoryId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  await createMarket(db, { val: 'FL' });
  await createCity(db, { val: 'Miami', market: 'FL' });
  await createCity(db, { val: 'Toronto', market: 'GTA' });
  categoryId = (await createCategory(db, { name: 'Boat Tours', slug: 'boat-tours' })).id;
  [admin, editor, user, partner] = await Promise.all([
    loginAs(t, 'admin'),
    loginAs(t, 'editor'),
    loginAs(t, 'user'),
    loginAs(t, 'partner'),
  ]);
});
afterAll(() => t.close());

const CSV = `sku,name,category,market,city,variantName,variantDescription,price,minPeople
BOAT1,Bay Boat Co,boat-tours,FL,Miami,Adult,"Two hours, drinks included",49,1
BOAT1,Bay Boat Co,boat-tours,FL,Miami,Child,Under 12,29,
BOAT2,Reef Runners,Boat Tours,fl,,Snorkel,Reef trip,75,2
BAD1,,boat-tours,FL,,Adult,x,10,
BAD2,Nope,boat-tours,FL,Toronto,Adult,x,10,
BAD3,Nope,boat-tours,FL,,Adult,x,-5,1.5
`;

describe('POST /api/products/import', () => {
  it('imports good rows, reports each bad row by field, and leaves nothing half-made', async () => {
    const { records } = csvRecords(CSV);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products/import',
      headers: admin.headers,
      payload: { firstRow: 2, rows: records },
    });
    expect(res.statusCode).toBe(200);
    const results = res.json();
    expect(results.filter((r: { ok: boolean }) => r.ok).map((r: { row: number }) => r.row)).toEqual(
      [2, 3, 4],
    );
    const bad = results.filter((r: { ok: boolean }) => !r.ok);
    expect(bad.map((r: { row: number }) => r.row)).toEqual([5, 6, 7]);
    expect(bad[0].errors.name).toBe("Don't forget to set the name");
    expect(bad[1].errors.city).toBe('Toronto is not in the FL market. The save was undone.');
    expect(Object.keys(bad[2].errors).sort()).toEqual(['minPeople', 'price']);
    expect(results[1].experienceSku).toBe('BOAT10001');
    // Imported products are inactive: staff see them, guests do not.
    const staff = await t.app.inject({ url: '/api/products/sku/BOAT1', headers: editor.headers });
    expect(staff.json()).toMatchObject({ active: false, lowestPrice: 29 });
    expect(staff.json().variants).toHaveLength(2);
    expect((await t.app.inject('/api/products/sku/BOAT1')).statusCode).toBe(404);
    // The failed rows left no product behind.
    for (const sku of ['BAD1', 'BAD2', 'BAD3']) {
      expect(
        (await t.app.inject({ url: `/api/products/sku/${sku}`, headers: admin.headers }))
          .statusCode,
      ).toBe(404);
    }
  });

  it('is for admins only, and checks its body', async () => {
    const payload = { firstRow: 2, rows: [{ sku: 'X' }] };
    for (const [who, code] of [
      [null, 401],
      [user, 403],
      [partner, 403],
      [editor, 403],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/products/import',
        headers: who?.headers,
        payload,
      });
      expect(res.statusCode).toBe(code);
    }
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/products/import',
      headers: admin.headers,
      payload: { firstRow: 1, rows: Array.from({ length: 101 }, () => ({})) },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(Object.keys(tooMany.json().fields)).toContain('rows');
  });
});

describe('importer places', () => {
  it('the stand-in answers the same believable places for the same search; import makes inactive products', async () => {
    const url = '/api/factual/FL/kayak%20tours/Miami';
    const a = await t.app.inject({ url, headers: admin.headers });
    expect(a.statusCode).toBe(200);
    expect(a.json().length).toBeGreaterThan(3);
    expect((await t.app.inject({ url, headers: admin.headers })).json()).toEqual(a.json());
    expect(a.json()[0].name).toMatch(/^Miami Kayak Tours /);
    for (const [who, code] of [
      [null, 401],
      [editor, 403],
      [user, 403],
    ] as const) {
      expect((await t.app.inject({ url, headers: who?.headers })).statusCode).toBe(code);
    }
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/factual/import',
      headers: admin.headers,
      payload: { market: 'FL', categoryId, places: a.json().slice(0, 2) },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toHaveLength(2);
    const p = await t.app.inject({
      url: `/api/products/${created.json()[0]._id}`,
      headers: admin.headers,
    });
    expect(p.json()).toMatchObject({ active: false, market: 'FL', city: 'Miami' });
  });

  it('importing without market or category names the field with the spec texts', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/factual/import',
      headers: admin.headers,
      payload: { market: '', categoryId: 'x', places: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.market).toBe(PRODUCT_TEXTS.importerMarket);
    expect(res.json().fields.categoryId).toBe(PRODUCT_TEXTS.importerCategory);
  });
});

describe('Tripadvisor search and attach', () => {
  it('needs a name; editors search and attach a location id', async () => {
    const empty = await t.app.inject({
      url: '/api/tripadvisor/search?searchQuery=',
      headers: editor.headers,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.searchQuery).toBe('Name is required');
    const res = await t.app.inject({
      url: '/api/tripadvisor/search?searchQuery=Bay%20Boat%20Co&address=Miami',
      headers: editor.headers,
    });
    expect(res.statusCode).toBe(200);
    const [first] = res.json();
    expect(first).toMatchObject({ name: 'Bay Boat Co', address_obj: { city: 'Miami' } });
    expect(first.location_id).toMatch(/^\d+$/);
    expect(
      (await t.app.inject({ url: '/api/tripadvisor/search?searchQuery=x', headers: user.headers }))
        .statusCode,
    ).toBe(403);
    const staff = (
      await t.app.inject({ url: '/api/products/sku/BOAT1', headers: editor.headers })
    ).json();
    const attach = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${staff._id}/tripadvisor`,
      headers: editor.headers,
      payload: { tripadvisorLocationId: first.location_id },
    });
    expect(attach.statusCode).toBe(200);
    expect(attach.json().tripadvisorLocationId).toBe(first.location_id);
  });
});

describe('real adapters against local stand-in servers', () => {
  let server: Server;
  let base = '';
  const seen: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(`${req.url} ${req.headers.authorization ?? ''}`);
      res.setHeader('content-type', 'application/json');
      if (req.url?.startsWith('/places/search')) {
        res.end(
          JSON.stringify({
            results: [
              {
                fsq_id: 'abc',
                name: 'Harbour Kayaks',
                geocodes: { main: { latitude: 25.77, longitude: -80.19 } },
                location: {
                  address: '1 Bay St',
                  locality: 'Miami',
                  region: 'FL',
                  country: 'US',
                  postcode: '33101',
                },
                tel: '(305) 555-0100',
                website: 'https://kayaks.example',
                categories: [{ name: 'Kayaking' }],
              },
            ],
          }),
        );
      } else if (req.url?.startsWith('/location/search')) {
        res.end(
          JSON.stringify({
            data: [
              { location_id: '123', name: '<b>Harbour</b> Kayaks', address_obj: { city: 'Miami' } },
            ],
          }),
        );
      } else {
        res.statusCode = 500;
        res.end('{}');
      }
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('Foursquare places map to the importer shape, with the key sent', async () => {
    const places = createFoursquarePlaces({ apiKey: 'fsq-key', apiUrl: base }, t.app.log);
    const [p] = await places.search({ query: 'kayak', near: 'Miami, FL', limit: 5 });
    expect(p).toMatchObject({
      id: 'abc',
      name: 'Harbour Kayaks',
      location: { lat: 25.77, lng: -80.19 },
      address: { city: 'Miami' },
    });
    expect(seen.at(-1)).toMatch(/query=kayak.*near=Miami.* fsq-key$/);
  });

  it('Tripadvisor search maps results and strips markup', async () => {
    const ta = createTripadvisorSearch({ apiKey: 'ta-key', apiUrl: base }, t.app.log);
    const [r] = await ta.search({ searchQuery: 'Harbour', address: 'Miami' });
    expect(r).toMatchObject({
      name: 'Harbour Kayaks',
      location_id: '123',
      address_obj: { city: 'Miami' },
    });
    expect(seen.at(-1)).toMatch(/key=ta-key/);
  });

  it('a failing provider is a 502-style error, not a crash', async () => {
    const places = createFoursquarePlaces({ apiKey: 'k', apiUrl: `${base}/down` }, t.app.log);
    await expect(places.search({ query: 'x', near: 'y', limit: 1 })).rejects.toMatchObject({
      code: 'BAD_GATEWAY',
    });
  });
});
