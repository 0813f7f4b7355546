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

/**
 * Is this option booked on a calendar (a native schedule) rather than with Book Now? Every
 * option of the catalogue has details, so a failed call is a broken endpoint, not an answer.
 */
export async function isOnCalendar(request: APIRequestContext, experienceSku: string) {
  const res = await request.post('/api/bookings/getDetails', { data: { experienceSku } });
  expect(res.ok(), `getDetails of ${experienceSku}: HTTP ${res.status()}`).toBe(true);
  return ((await res.json()) as { scheduled: boolean }).scheduled;
}

/**
 * An active product of a market with at least one bookable option, booked with Book Now (the
 * demo seed puts about half the products on a calendar instead).
 */
export async function firstProduct(request: APIRequestContext, market: string) {
  const where = encodeURIComponent(JSON.stringify({ market }));
  const res = await request.get(`/api/products?where=${where}&sort=sku&limit=40`);
  const list = (await res.json()) as {
    slug: string;
    name: string;
    lowestPrice: number;
    reviewCount: number;
  }[];
  for (const p of list.filter((x) => x.lowestPrice > 0 && x.lowestPrice !== 99999)) {
    const d = (await (await request.get(`/api/products/slug/${p.slug}`)).json()) as {
      variants?: { experienceSku: string }[];
    };
    const first = d.variants?.[0];
    if (first && !(await isOnCalendar(request, first.experienceSku))) return p;
  }
  return list[0];
}
