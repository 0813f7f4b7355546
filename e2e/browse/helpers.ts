import { expect, type APIRequestContext, type Page } from '@playwright/test';

export { expectNoSeriousA11yViolations } from '../fixtures/a11y.ts';

/** Map tiles come from the internet: answer them with nothing so tests stay offline. */
export async function stubMapTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 204, body: '' }));
}

export const DEMO_PASSWORD = 'jaunt-demo';

/** Signs in through the API; the `token` cookie lands in the request's (page's) cookie jar. */
export async function signIn(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/auth/local', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** An active product of a market with at least one bookable option. */
export async function firstProduct(request: APIRequestContext, market: string) {
  const where = encodeURIComponent(JSON.stringify({ market }));
  const res = await request.get(`/api/products?where=${where}&sort=sku&limit=20`);
  const list = (await res.json()) as {
    slug: string;
    name: string;
    lowestPrice: number;
    reviewCount: number;
  }[];
  return list.find((p) => p.lowestPrice > 0 && p.lowestPrice !== 99999) ?? list[0];
}
