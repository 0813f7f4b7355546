import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PRODUCT_CARD_SELECT } from '@jaunt/contract';
import { products } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createProduct } from '../../../test/factories.ts';
import { buildCatalogFixture } from '../catalog/catalog.fixture.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await buildCatalogFixture(t.database.db);
  for (let i = 1; i <= 14; i++) {
    await createProduct(t.database.db, {
      name: `Zebra Safari Walk ${i}`,
      market: 'GTA',
      city: 'Toronto',
      variants: [{ name: 'Adult', priceCents: 1000 }],
    });
  }
});
afterAll(() => t.close());

const search = (query: Record<string, string>) => t.app.inject({ url: '/api/search', query });
const names = (res: { json(): unknown }) => (res.json() as { name: string }[]).map((p) => p.name);

describe('GET /api/search', () => {
  it('finds kayak products from a typo, scoped by market, best match first', async () => {
    const res = await search({ q: 'kayk', market: 'gta' });
    expect(res.statusCode).toBe(200);
    const found = names(res);
    expect(found).toEqual(
      expect.arrayContaining([
        'Harbour Sunset Kayak Tour',
        'Island Kayak Adventure',
        'Paddle Kayak Clinic',
      ]),
    );
    expect(found).not.toContain('Hudson River Kayak');
    expect(found).not.toContain('Hidden Kayak Secret');
    expect(names(await search({ q: 'kayk', market: 'NYC' }))).toEqual(['Hudson River Kayak']);
  });

  it('ranks full-text matches over info and finds products by category name', async () => {
    expect(names(await search({ q: 'sailing cruise', market: 'GTA' }))[0]).toBe(
      'Lake Sailing Cruise',
    );
    const byCategory = names(await search({ q: 'walking tours', market: 'GTA' }));
    expect(byCategory[0]).toBe('Old Town Walking Tour');
  });

  it("answers a select with a card's fields, the same values as the whole summaries", async () => {
    const whole = (await search({ q: 'kayak', market: 'GTA' })).json() as Record<string, unknown>[];
    expect(whole.length).toBeGreaterThan(1);
    for (const select of [PRODUCT_CARD_SELECT, 'name,market', 'category']) {
      const res = await search({ q: 'kayak', market: 'GTA', select });
      expect(res.statusCode).toBe(200);
      const fields = ['_id', ...select.split(',')];
      const expected = whole.map((p) =>
        Object.fromEntries(fields.filter((f) => f in p).map((f) => [f, p[f]])),
      );
      expect(res.json()).toEqual(expected);
    }
    const bad = await search({ q: 'kayak', select: 'name,password' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('password is not a field that can be selected.');
  });

  it('pages with limit and skip and validates the query', async () => {
    const page = names(await search({ q: 'zebra', market: 'GTA', limit: '5', skip: '5' }));
    expect(page).toHaveLength(5);
    expect((await search({ q: '' })).statusCode).toBe(400);
    expect((await search({ q: 'x'.repeat(101) })).statusCode).toBe(400);
  });

  it('adds close spellings only while the words themselves find fewer than 20 products', async () => {
    const add = (name: string) =>
      createProduct(t.database.db, { name, market: 'NYC', city: 'New York', variants: [] });
    for (let i = 1; i <= 19; i++) await add(`Quokka Meetup ${i}`);
    await add('Quokko Picnic');
    // Each question asked once (answers are cached, and these rows are written behind the API).
    const scopes: Record<string, string>[] = [{ market: 'NYC' }, {}];
    const found = async (query: Record<string, string>, limit: string) =>
      names(await search({ q: 'quokka', limit, ...query }));
    // 19 products have the word: the close spelling joins them, ranked after them.
    for (const query of scopes) {
      const few = await found(query, '100');
      expect(few).toHaveLength(20);
      expect(few.at(-1)).toBe('Quokko Picnic');
    }
    // With a 20th, the word matches fill a first page and a scroll on their own.
    await add('Quokka Meetup 20');
    for (const query of scopes) {
      const enough = await found(query, '99');
      expect(enough).toHaveLength(20);
      expect(enough).not.toContain('Quokko Picnic');
    }
    // A typo, which no word matches, finds them all by spelling.
    expect(await found({ q: 'quokk' }, '100')).toHaveLength(21);
  });

  it('ranks every product that has the words above the close spellings of them', async () => {
    await createProduct(t.database.db, {
      name: 'Harbour Lantern Walk',
      info: 'Spot a marmot on the ridge at dusk.',
      market: 'NYC',
      city: 'New York',
      variants: [],
    });
    await createProduct(t.database.db, {
      name: 'Marmut Picnic',
      market: 'NYC',
      city: 'New York',
      variants: [],
    });
    // The word is only in the first one's description; the second's name is one letter off.
    expect(names(await search({ q: 'marmot', market: 'NYC' }))).toEqual([
      'Harbour Lantern Walk',
      'Marmut Picnic',
    ]);
  });

  it('finds close spellings among the words of the active products, as they are now', async () => {
    const db = t.database.db;
    const walk = await createProduct(db, {
      name: 'Wombat Walk',
      market: 'NYC',
      city: 'New York',
      variants: [],
    });
    // Each question asked once (answers are cached): a new misspelling after each change.
    const typo = async (q: string) => names(await search({ q, market: 'NYC' }));
    expect(await typo('wombt')).toEqual(['Wombat Walk']);
    const rename = { name: 'Koala Walk', nameLower: 'koala walk' };
    await db.update(products).set(rename).where(eq(products.id, walk.id));
    expect(await typo('wombbat')).toEqual([]);
    expect(await typo('koalla')).toEqual(['Koala Walk']);
    await db.update(products).set({ active: false }).where(eq(products.id, walk.id));
    expect(await typo('koaala')).toEqual([]);
  });
});

/** The labels suggested for `q` in a market (GTA unless told; null: across markets). */
async function labels(q: string, market: string | null = 'GTA') {
  const query: Record<string, string> = market ? { q, market } : { q };
  const res = await t.app.inject({ url: '/api/search/suggestions', query });
  return (res.json() as { label: string }[]).map((s) => s.label);
}

describe('GET /api/search/suggestions', () => {
  it('suggests at most 10 entries', async () => {
    const res = await t.app.inject({
      url: '/api/search/suggestions',
      query: { q: 'zebra', market: 'GTA' },
    });
    const body = res.json() as { type: string; label: string; url: string }[];
    expect(body).toHaveLength(10);
    expect(body[0]).toMatchObject({
      type: 'product',
      url: expect.stringMatching(/^\/gta\/zebra-safari-walk/),
    });
  });

  it('suggests the names starting with the text best rated first, in a market and across', async () => {
    for (const [name, rating] of [
      ['Quokka Cove Paddle', 3.1],
      ['Quokka Island Walk', 4.9],
      ['Quokka Night Tour', 4.2],
    ] as const) {
      const p = await createProduct(t.database.db, {
        name,
        market: 'GTA',
        city: 'Toronto',
        variants: [],
      });
      await t.database.db
        .update(products)
        .set({ computedRating: rating })
        .where(eq(products.id, p.id));
    }
    // Close spellings (from 3 characters) may follow the names that start with the text.
    const best = ['Quokka Island Walk', 'Quokka Night Tour', 'Quokka Cove Paddle'];
    expect((await labels('qu')).slice(0, 3)).toEqual(best);
    expect((await labels('quok')).slice(0, 3)).toEqual(best);
    expect((await labels('quokka', null)).slice(0, 3)).toEqual(best);
    expect(await labels('quokka', 'NYC')).not.toContain('Quokka Island Walk');
  });

  it('suggests names that start with accented text first, then close spellings', async () => {
    for (const name of ['Crème Brûlée Class', 'Crèpe Crawl']) {
      await createProduct(t.database.db, { name, market: 'GTA', city: 'Toronto', variants: [] });
    }
    const both = await labels('crè');
    expect(both.slice(0, 2).sort()).toEqual(['Crème Brûlée Class', 'Crèpe Crawl']);
    expect((await labels('crèm'))[0]).toBe('Crème Brûlée Class');
    expect((await labels('crèp'))[0]).toBe('Crèpe Crawl');
    expect(await labels('cs')).toEqual([]);
  });

  it('suggests names containing the text after those starting with it, close spellings only when few start with it', async () => {
    const names = [
      ...[1, 2, 3, 4, 5, 6].map((i) => `Platypus Paddle ${i}`),
      'River Platypus Walk',
      'Platypos Float',
    ];
    for (const name of names) {
      await createProduct(t.database.db, { name, market: 'GTA', city: 'Toronto', variants: [] });
    }
    // Six of ten start with it: the one containing it follows them, the close spelling does not.
    const typed = await labels('platypus');
    expect(typed.slice(0, 6).sort()).toEqual(names.slice(0, 6));
    expect(typed[6]).toBe('River Platypus Walk');
    expect(typed).not.toContain('Platypos Float');
    // One starts with it: close spellings fill the list.
    const typo = await labels('platypos');
    expect(typo[0]).toBe('Platypos Float');
    expect(typo).toEqual(expect.arrayContaining(['Platypus Paddle 1', 'River Platypus Walk']));
  });

  it('mixes categories, cities and product names, with typos', async () => {
    const res = await t.app.inject({
      url: '/api/search/suggestions',
      query: { q: 'kayak', market: 'gta' },
    });
    expect(res.json()).toEqual(
      expect.arrayContaining([
        { type: 'category', label: 'Kayaking', url: '/gta/list/water-sports/kayaking' },
        {
          type: 'product',
          label: 'Harbour Sunset Kayak Tour',
          url: expect.stringMatching(/^\/gta\/harbour/),
        },
      ]),
    );
    const city = await t.app.inject({
      url: '/api/search/suggestions',
      query: { q: 'missisauga', market: 'GTA' },
    });
    expect(city.json()).toContainEqual({
      type: 'city',
      label: 'Mississauga',
      url: '/gta/location/mississauga',
    });
  });
});
