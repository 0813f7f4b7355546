import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createList, createProduct, type ProductWithVariants } from '../../../test/factories.ts';

let t: TestApp;
let owner: LoggedIn;
let other: LoggedIn;
let editor: LoggedIn;
let admin: LoggedIn;
let kayak: ProductWithVariants;
let food: ProductWithVariants;

beforeAll(async () => {
  t = await buildTestApp();
  [owner, other, editor, admin] = await Promise.all([
    loginAs(t, 'user'),
    loginAs(t, 'user'),
    loginAs(t, 'editor'),
    loginAs(t, 'admin'),
  ]);
  kayak = await createProduct(t.database.db, {
    market: 'GTA',
    name: 'Harbour Kayak Tour',
    variants: [
      { name: 'Adult', priceCents: 5000, image: '/images/adult.svg' },
      { name: 'Private', priceCents: 9000, isPrivateSale: true },
      { name: 'Child', priceCents: 3000, image: '/images/child.svg' },
    ],
  });
  food = await createProduct(t.database.db, { market: 'GTA', name: 'Market Food Walk' });
});
afterAll(() => t.close());

type Who = LoggedIn | null;
const inject = (
  who: Who,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: who?.headers, ...(payload ? { payload } : {}) });
const put = (who: Who, id: string, payload: object) =>
  inject(who, 'PUT', `/api/lists/${id}`, payload);

async function newList(name = 'Summer plans') {
  const res = await inject(owner, 'POST', '/api/lists', { name });
  expect(res.statusCode).toBe(201);
  return res.json() as { _id: string; experiences: { _id: string }[] };
}

describe('creating and reading lists', () => {
  it('creates a list owned by the session user', async () => {
    const res = await inject(owner, 'POST', '/api/lists', { name: '  Weekend  ', email: 'x@y.z' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Weekend',
      email: owner.user.email,
      owner: true,
      count: 0,
      experiences: [],
    });
    expect((await inject(null, 'POST', '/api/lists', { name: 'x' })).statusCode).toBe(401);
    for (const name of ['', '   ', 'x'.repeat(101)])
      expect((await inject(owner, 'POST', '/api/lists', { name })).statusCode).toBe(400);
    const markup = await inject(owner, 'POST', '/api/lists', {
      name: '<img src=x onerror=alert(1)>Hi',
    });
    expect(markup.json().name).toBe('Hi');
  });

  it("shows a user's lists with counts and up to 5 thumbnails to the owner and staff only", async () => {
    const someone = await loginAs(t, 'user');
    const many = await Promise.all(
      Array.from({ length: 6 }, () => createProduct(t.database.db, { market: 'GTA' })),
    );
    await createList(t.database.db, {
      email: someone.user.email,
      name: 'Big',
      items: many.map((p) => ({ productId: p.id })),
    });
    const url = `/api/lists/email/${someone.user.email}`;
    const mine = await inject(someone, 'GET', url);
    expect(mine.json()).toEqual([
      expect.objectContaining({ name: 'Big', count: 6, owner: true, email: someone.user.email }),
    ]);
    expect(mine.json()[0].images).toEqual(many.slice(0, 5).map((p) => p.featuredImage));
    expect((await inject(other, 'GET', url)).statusCode).toBe(403);
    expect((await inject(null, 'GET', url)).statusCode).toBe(401);
    for (const staff of [editor, admin])
      expect((await inject(staff, 'GET', url)).json()[0]).toMatchObject({ owner: false, count: 6 });
    const alias = await inject(someone, 'GET', `/api/favorites/email/${someone.user.email}`);
    expect(alias.json()).toEqual(mine.json());
    const full = await inject(someone, 'GET', `${url}/full`);
    expect(full.json()[0].experiences).toHaveLength(6);
    expect((await inject(other, 'GET', `${url}/full`)).statusCode).toBe(403);
  });

  it('shares a list publicly without the owner email; unknown ids are 404', async () => {
    const list = await newList();
    await put(owner, list._id, { add: { partnerId: kayak.id, index: -1 } });
    for (const url of [
      `/api/lists/${list._id}`,
      `/api/favorites/${list._id}`,
      `/api/favorites/id/${list._id}`,
    ]) {
      const res = await inject(null, 'GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ _id: list._id, owner: false, count: 1 });
      expect(res.json().email).toBeUndefined();
      expect(res.json().experiences[0].product).toMatchObject({
        _id: kayak.id,
        name: 'Harbour Kayak Tour',
        slug: kayak.slug,
        market: 'GTA',
        lowestPrice: 30,
        location: { lat: kayak.lat, lng: kayak.lng },
      });
    }
    expect(
      (await inject(null, 'GET', '/api/lists/6d1f4a4e-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await inject(null, 'GET', '/api/lists/not-a-list')).statusCode).toBe(404);
  });
});

describe('changing a list', () => {
  it('adds whole products and listed variants once each (spec and named body forms)', async () => {
    const list = await newList();
    const whole = await put(owner, list._id, { partnerId: kayak.id, index: -1 });
    expect(whole.statusCode).toBe(200);
    const child = await put(owner, list._id, { add: { partnerId: kayak.id, index: 1 } });
    const items = child.json().experiences;
    expect(items).toHaveLength(2);
    expect(items[1]).toMatchObject({
      id: kayak.id,
      variant: 1,
      experienceSku: kayak.variants[2]!.experienceSku,
      variantSummary: { name: 'Child', price: 30, image: '/images/child.svg' },
    });
    expect((await put(owner, list._id, { partnerId: kayak.id, index: 1 })).statusCode).toBe(409);
    expect((await put(owner, list._id, { partnerId: kayak.id, index: 2 })).statusCode).toBe(400);
    const missing = { partnerId: '6d1f4a4e-0000-4000-8000-000000000000', index: -1 };
    expect((await put(owner, list._id, missing)).statusCode).toBe(404);
    expect((await put(owner, list._id, {})).statusCode).toBe(400);
  });

  it('renames, reorders, removes and edits flavour text and notes', async () => {
    const list = await newList();
    await put(owner, list._id, { add: { partnerId: kayak.id, index: -1 } });
    const added = await put(owner, list._id, { add: { partnerId: food.id, index: -1 } });
    const [a, b] = added.json().experiences.map((i: { _id: string }) => i._id);

    expect((await put(owner, list._id, { name: 'Trip' })).json().name).toBe('Trip');
    const reordered = await put(owner, list._id, { order: [b, a] });
    expect(reordered.json().experiences.map((i: { _id: string }) => i._id)).toEqual([b, a]);
    for (const order of [[a], [a, a], [a, b, b], [a, '6d1f4a4e-0000-4000-8000-000000000000']])
      expect((await put(owner, list._id, { order })).statusCode).toBe(400);

    const flavour = await put(owner, list._id, { id: a, flavorText: 'Bring a towel' });
    expect(flavour.json().experiences[1].flavorText).toBe('Bring a towel');
    expect((await put(owner, list._id, { item: a, flavorText: '   ' })).statusCode).toBe(400);
    const notes = await put(owner, list._id, { item: b, notes: '<p>Book <b>early</b></p>' });
    expect(notes.json().experiences[0].notes).toBe('<p>Book <b>early</b></p>');

    const removed = await put(owner, list._id, { remove: b });
    expect(removed.json().experiences.map((i: { _id: string }) => i._id)).toEqual([a]);
    expect((await put(owner, list._id, { remove: b })).statusCode).toBe(404);
  });

  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '<svg onload=alert(1)>',
  ])('keeps %s in flavour text and notes inert', async (payload) => {
    const list = await newList();
    const item = (await put(owner, list._id, { partnerId: kayak.id })).json().experiences[0]._id;
    await put(owner, list._id, { item, flavorText: `Fun ${payload}` });
    await put(owner, list._id, { item, notes: `<p>Note ${payload}</p>` });
    const shared = await inject(null, 'GET', `/api/lists/${list._id}`);
    const [entry] = shared.json().experiences;
    expect(entry.flavorText).toMatch(/^Fun( x)?$/);
    expect(entry.flavorText + entry.notes).not.toMatch(
      /<script|<img|<svg|onerror|onload|javascript:/i,
    );
    expect(entry.notes).toMatch(/^<p>Note/);
  });

  it('lets only the owner change a list', async () => {
    const list = await newList();
    const item = (await put(owner, list._id, { partnerId: kayak.id })).json().experiences[0]._id;
    const changes = [
      { name: 'Mine now' },
      { partnerId: food.id },
      { remove: item },
      { order: [item] },
      { item, flavorText: 'x' },
      { item, notes: 'x' },
    ];
    for (const change of changes) {
      for (const who of [other, editor, admin])
        expect((await put(who, list._id, change)).statusCode).toBe(403);
      expect((await put(null, list._id, change)).statusCode).toBe(401);
    }
    const after = await inject(owner, 'GET', `/api/lists/${list._id}`);
    expect(after.json()).toMatchObject({ name: 'Summer plans', count: 1 });
  });

  it('deletes for the owner or an admin only', async () => {
    const first = await newList();
    const second = await newList();
    const del = (who: Who, id: string) => inject(who, 'DELETE', `/api/lists/${id}`);
    expect((await del(null, first._id)).statusCode).toBe(401);
    expect((await del(other, first._id)).statusCode).toBe(403);
    expect((await del(editor, first._id)).statusCode).toBe(403);
    expect((await del(owner, first._id)).statusCode).toBe(204);
    expect((await del(admin, second._id)).statusCode).toBe(204);
    expect((await inject(null, 'GET', `/api/lists/${second._id}`)).statusCode).toBe(404);
  });
});

describe('copies', () => {
  it('duplicates for admins and editors only, for the same owner', async () => {
    const list = await newList('Date night');
    await put(owner, list._id, { partnerId: kayak.id });
    const url = `/api/lists/${list._id}/duplicate`;
    expect((await inject(owner, 'POST', url)).statusCode).toBe(403);
    expect((await inject(null, 'POST', url)).statusCode).toBe(401);
    const dup = await inject(editor, 'POST', url);
    expect(dup.statusCode).toBe(201);
    expect(dup.json()).toMatchObject({
      name: 'Date night (copy)',
      email: owner.user.email,
      count: 1,
    });
    expect(dup.json()._id).not.toBe(list._id);
  });

  it("saves a copy of someone's list into the caller's lists, items included", async () => {
    const list = await newList('Best of Toronto');
    const item = (await put(owner, list._id, { partnerId: kayak.id, index: 0 })).json()
      .experiences[0]._id;
    await put(owner, list._id, { item, flavorText: 'Sunset paddle' });
    await put(owner, list._id, { item, notes: '<p>Pack snacks</p>' });
    const copy = await inject(other, 'POST', `/api/lists/${list._id}/copy`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      name: 'Best of Toronto',
      email: other.user.email,
      owner: true,
    });
    expect(copy.json().experiences).toEqual([
      expect.objectContaining({
        id: kayak.id,
        variant: 0,
        flavorText: 'Sunset paddle',
        notes: '<p>Pack snacks</p>',
      }),
    ]);
    const theirs = await inject(other, 'GET', `/api/lists/email/${other.user.email}`);
    expect(theirs.json().map((l: { _id: string }) => l._id)).toContain(copy.json()._id);
    expect((await inject(null, 'POST', `/api/lists/${list._id}/copy`)).statusCode).toBe(401);
  });
});

describe('itinerary export', () => {
  it('answers an iCalendar file with one all-day event per item, in order', async () => {
    const list = await newList('Toronto, day by day');
    await put(owner, list._id, { partnerId: food.id });
    const kayakItem = (await put(owner, list._id, { partnerId: kayak.id, index: 0 })).json()
      .experiences[1]._id;
    await put(owner, list._id, {
      item: kayakItem,
      notes: `<p>Meet at the dock; bring water, sunscreen</p><p>${'Long note '.repeat(12)}</p>`,
    });
    const res = await inject(null, 'GET', `/api/lists/${list._id}/itinerary.ics?start=2025-07-01`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const body = res.body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const lines = body.split('\r\n');
    expect(lines.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    const unfolded = body.replace(/\r\n /g, '');
    const events = unfolded.split('BEGIN:VEVENT').slice(1);
    expect(events).toHaveLength(2);
    expect(events[0]).toContain('SUMMARY:Market Food Walk\r\n');
    expect(events[0]).toContain('DTSTART;VALUE=DATE:20250701\r\n');
    expect(events[1]).toContain('SUMMARY:Harbour Kayak Tour: Adult\r\n');
    expect(events[1]).toContain('DTSTART;VALUE=DATE:20250702\r\n');
    expect(events[1]).toContain(
      `URL:${t.config.publicUrl}/gta/${kayak.slug}/${kayak.variants[0]!.slug}\r\n`,
    );
    expect(events[1]).toContain(
      'DESCRIPTION:Meet at the dock\\; bring water\\, sunscreen\\nLong note',
    );
    const street = kayak.address.street!;
    expect(events[1]).toContain(`LOCATION:${street}\\, ${kayak.address.city}`);
    expect(unfolded).toContain('X-WR-CALNAME:Toronto\\, day by day');
    expect((await inject(null, 'GET', '/api/lists/not-a-list/itinerary.ics')).statusCode).toBe(404);
  });

  it("links each event to its product page under the market's slug, its canonical address", async () => {
    // A market whose code is not its slug in lower case: 'Salt Spring' is /salt-spring.
    const market = await inject(admin, 'POST', '/api/admin/tables/feature', {
      key: 'Market',
      val: 'Salt Spring',
    });
    expect(market.statusCode).toBe(201);
    const cheese = await createProduct(t.database.db, {
      market: 'Salt Spring',
      name: 'Island Cheese Tasting',
    });
    const list = await newList('Island weekend');
    await put(owner, list._id, { partnerId: cheese.id });
    const res = await inject(null, 'GET', `/api/lists/${list._id}/itinerary.ics`);
    expect(res.body.replace(/\r\n /g, '')).toContain(
      `URL:${t.config.publicUrl}/salt-spring/${encodeURIComponent(cheese.slug)}\r\n`,
    );
  });
});
