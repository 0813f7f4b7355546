import { afterAll, beforeAll, expect, it } from 'vitest';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createProduct } from '../../../test/factories.ts';

// Caches on, with a TTL far longer than the test: only invalidation can make the change visible.
let t: TestApp;
let user: LoggedIn;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_CACHE_SECONDS: 600 });
  user = await loginAs(t, 'user');
});
afterAll(() => t.close());

it('a new review shows on the public product answers at once, not after the cache TTL', async () => {
  const p = await createProduct(t.database.db, { market: 'GTA' });
  const urls = [
    `/api/products/slug/${p.slug}`,
    `/api/products/sku/${p.sku}`,
    `/api/products/${p.id}`,
  ];
  for (const url of urls) {
    const before = await t.app.inject(url);
    expect(before.statusCode).toBe(200);
    expect(before.json().reviewCount).toBe(0);
    // Served twice, so the second answer really came from the cache.
    expect((await t.app.inject(url)).json().reviewCount).toBe(0);
  }

  const posted = await t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: user.headers,
    payload: { partnerId: p.sku, userName: 'Sam K.', rating: 4, text: 'Great guides.' },
  });
  expect(posted.statusCode).toBe(201);

  for (const url of urls) {
    const after = (await t.app.inject(url)).json();
    expect(after.reviewCount).toBe(1);
    expect(after.computedRating).toBe(4);
  }
});
