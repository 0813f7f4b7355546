import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations, isOnCalendar, signIn } from '../browse/helpers.ts';
import { shoot } from '../fixtures/shots.ts';

// The machine is shared and slow: give each screen time to load.
const expect = baseExpect.configure({ timeout: 30_000 });
const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };

/** A bookable option of the demo partner's business (so its order list shows the purchase). */
async function partnerVariant(partner: APIRequestContext) {
  const [biz] = (await (await partner.get('/api/orders/staff/businesses')).json()) as {
    businessId: string;
    market: string;
  }[];
  const where = encodeURIComponent(JSON.stringify({ businessId: biz.businessId }));
  const list = (await (await partner.get(`/api/products?where=${where}&limit=40`)).json()) as {
    slug: string;
  }[];
  for (const p of list) {
    const d = await (await partner.get(`/api/products/slug/${p.slug}`)).json();
    const v = d.variants?.find(
      (x: { active: boolean; isPrivateSale: boolean; price: number; minPurchase: number }) =>
        x.active && !x.isPrivateSale && x.price > 0 && x.minPurchase <= 1,
    );
    // Bought without a calendar hold: an option that is booked with Book Now.
    if (v && !(await isOnCalendar(partner, v.experienceSku)))
      return { sku: v.experienceSku as string, name: `${d.name} - ${v.name}` };
  }
  throw new Error("no bookable option of the demo partner's business");
}

test('an admin finds an order by booking code and refunds one item; the customer and the partner see it', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const consumer = await playwright.request.newContext({ baseURL });
  const partner = await playwright.request.newContext({ baseURL });
  await signIn(consumer, 'user@jaunt.test');
  await signIn(partner, 'partner@jaunt.test');

  // A customer buys two tickets and pays; the partner redeems them with a booking code.
  const variant = await partnerVariant(partner);
  const placed = await consumer.post('/api/orders', {
    data: { sku: variant.sku, quantity: 2, phone: '4165550100' },
  });
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as { order: { _id: string; transactionId: string } };
  expect(
    (await consumer.post(`/api/stripe/${order.transactionId}`, { data: { card: CARD } })).ok(),
  ).toBe(true);
  const code = `RF${String(Date.now()).slice(-6)}`;
  const redeemed = await partner.put(`/api/stripe/transfer/${order._id}`, {
    // Booked for today: a booking date before the order date is refused.
    data: { bookingCode: code, bookingDate: new Date().toISOString().slice(0, 10) },
  });
  expect(redeemed.ok()).toBe(true);
  const bookingCode = ((await redeemed.json()) as { bookingCode: string }).bookingCode;

  // The admin searches the booking code and opens the purchase.
  await signIn(page.request, 'admin@jaunt.test');
  await page.goto('/manage-orders');
  await expect(page.getByRole('heading', { name: 'Purchase History', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
  // Every status code reads in full beside its name ('Paid, Not Redeemed' wraps, '290' does not).
  const cut = await page
    .getByRole('table', { name: 'Orders' })
    .locator('.mantine-Badge-label')
    .evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth).length);
  expect(cut).toBe(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Search orders').fill(bookingCode.toLowerCase());
  const rows = page.getByRole('table', { name: 'Orders' }).getByRole('row');
  await expect(rows).toHaveCount(2); // the header and the one order
  await page
    .getByRole('button', { name: new RegExp(`View purchase ${order.transactionId}`) })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Purchase' });
  await expect(drawer.getByText(`Booking code ${bookingCode}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'admin-manage-orders-detail');

  // Refund one of the two tickets.
  await drawer.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund purchase' });
  await dialog.getByLabel('Some items').check();
  const confirm = dialog.getByRole('button', { name: /^Refund/ });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/Quantity of .* to refund/).fill('1');
  await expect(confirm).toHaveText(/^Refund (US|CA)?\$\d/);
  await expectNoSeriousA11yViolations(page);
  const amount = (await confirm.textContent())!.replace('Refund ', '');
  await confirm.click();
  await expect(dialog).toHaveCount(0);
  const history = drawer.getByRole('list', { name: 'Order history' });
  await expect(history).toContainText(`Refunded ${amount}`);
  await expect(history).toContainText('admin@jaunt.test');
  // Refunded before the payout: the partner's payout is lowered by its share, not cancelled.
  await expect(history).toContainText('Scheduled payout lowered by');
  await shoot(page, 'admin-manage-orders-refunded');

  // The customer's My Purchases and the partner's order list show the refund.
  for (const [email, path] of [
    ['user@jaunt.test', '/order'],
    ['partner@jaunt.test', '/partner-portal/customer-purchases'],
  ]) {
    const context = await browser.newContext({ baseURL });
    const other = await context.newPage();
    await signIn(other.request, email);
    await other.goto(path);
    const card = other
      .getByRole('listitem')
      .filter({ hasText: email === 'user@jaunt.test' ? variant.name : bookingCode })
      .first();
    // Every screen writes money the same way (formatPrice: CA$1.00), as the refund dialog did.
    await expect(card).toContainText(new RegExp(`Refunded\\s*${amount.replace(/[$.]/g, '\\$&')}`));
    await context.close();
  }
  await consumer.dispose();
  await partner.dispose();
});

test('Purchase History fits a phone: the orders are cards, filtered with a select, and open', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page.request, 'admin@jaunt.test');
  await page.goto('/manage-orders');
  const list = page.getByRole('list', { name: 'Orders' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('combobox', { name: 'Show orders' }).selectOption('Refund');
  await expect(page).toHaveURL(/filter=refund/);
  const refunded = list.getByRole('listitem').first();
  await expect(refunded).toContainText(/Refunded/);
  await refunded.getByRole('button', { name: /^View purchase / }).click();
  await expect(page.getByRole('dialog', { name: 'Purchase' })).toBeVisible();
  await shoot(page, 'admin-manage-orders-phone');
  await context.close();
});
