import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { isOnCalendar } from '../browse/helpers.ts';

export const DEMO_USER = 'user@jaunt.test';
export const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

export interface BuyableVariant {
  path: string;
  name: string;
  price: number;
}

/**
 * A bookable option of the seeded GTA catalogue: active, public, priced, under `maxPrice`, and
 * booked with Book Now (or on the calendar with `onCalendar`).
 */
export async function findVariant(
  request: APIRequestContext,
  maxPrice = 45,
  onCalendar = false,
): Promise<BuyableVariant> {
  const list = await request.get('/api/products', {
    params: { where: JSON.stringify({ market: 'GTA' }), limit: '60' },
  });
  expect(list.ok()).toBe(true);
  for (const p of (await list.json()) as { slug: string }[]) {
    const detail = await request.get(`/api/products/slug/${p.slug}`);
    if (!detail.ok()) continue;
    const d = await detail.json();
    const v = d.variants.find(
      (x: { active: boolean; isPrivateSale: boolean; price: number; minPurchase: number }) =>
        x.active && !x.isPrivateSale && x.price >= 5 && x.price < maxPrice && x.minPurchase <= 1,
    );
    if (v && (await isOnCalendar(request, v.experienceSku)) === onCalendar)
      return { path: `/${d.market}/${d.slug}/${v.slug}`, name: v.name, price: v.price };
  }
  throw new Error(
    `no GTA variant under $${maxPrice} ${onCalendar ? 'on' : 'off'} a calendar in the seed`,
  );
}

/** From a variant page, as a signed-in user: Book Now puts it in the cart and opens checkout. */
export async function bookNow(page: Page, variant: BuyableVariant) {
  await page.goto(variant.path);
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
}

export async function fillCheckout(page: Page, card: string) {
  await page.getByLabel('Name').fill('Uma User');
  // The phone may come prefilled from the account: clear it first.
  await page.getByLabel('Phone').clear();
  await page.getByLabel('Phone').fill('4165550100');
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

export const payButton = (page: Page) => page.getByRole('button', { name: /^Pay (US|CA)\$/ });

export async function myOrderCount(page: Page): Promise<number> {
  const res = await page.request.get('/api/orders/my');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as unknown[]).length;
}
