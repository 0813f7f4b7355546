import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y.ts';
import { uniqueEmail } from '../fixtures/accounts.ts';
import { shoot } from '../fixtures/shots.ts';
import { CARDS, fillCheckout, payButton } from './buy-helpers.ts';

/** The demo experience booked through FareHarbor (seed/fareharbor.ts; the embedded stand-in). */
const SKU = 'HIFH0001';

test('a guest books a FareHarbor experience: its times and prices, paid here, booked there', async ({
  page,
}) => {
  test.slow();
  const res = await page.request.get(`/api/products/sku/${SKU}`);
  expect(res.ok()).toBe(true);
  const product = (await res.json()) as {
    slug: string;
    market: string;
    variants: { slug: string; experienceSku: string }[];
  };
  const [variant] = product.variants;
  const details = await page.request.post('/api/bookings/getDetails', {
    data: { experienceSku: variant.experienceSku },
  });
  // FareHarbor's ticket types and prices, in the activity's zone.
  expect(await details.json()).toMatchObject({
    scheduled: true,
    timeZone: 'Pacific/Honolulu',
    units: [
      { label: 'Adult', price: 89 },
      { label: 'Child', price: 59 },
    ],
  });

  await page.goto(`/${product.market}/${product.slug}/${variant.slug}`);
  const widget = page.getByTestId('booking-widget');
  await expect(widget.getByRole('heading', { name: 'Choose a date and time' })).toBeVisible();
  await expect(widget).toContainText('Honolulu time');
  await widget.getByTestId('booking-calendar').locator('button:enabled').first().click();
  const slot = widget.locator('[data-testid="time-slot"]:enabled').first();
  await expect(slot).toHaveAttribute('aria-label', /^(9:00 AM|3:30 PM), /);
  const time = ((await slot.getAttribute('aria-label')) ?? '').split(',')[0];
  await slot.click();
  await widget.getByRole('textbox', { name: 'Adult', exact: true }).fill('2');
  await widget.getByRole('textbox', { name: 'Child', exact: true }).fill('1');
  await expect(widget.getByTestId('booking-total')).toContainText('$237.00');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'fareharbor-calendar');

  await widget.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('hold-countdown')).toContainText(/Your seats are held for/);
  await fillCheckout(page, CARDS.ok);
  await page.getByLabel('Email').fill(uniqueEmail('fareharbor'));
  await payButton(page).click();
  await expect(page).toHaveURL(/\/purchase-complete$/, { timeout: 60_000 });
  await page.keyboard.press('Escape'); // the guest's sign-up modal
  // FareHarbor's own booking number, next to ours.
  await expect(page.getByTestId('platform-booking')).toContainText(/Booked with the partner: #\d+/);
  await expect(page.getByTestId('booked-people')).toContainText('2 × Adult, 1 × Child');
  // The time chosen is the time booked, in the activity's own zone.
  await expect(page.getByTestId('booked-time')).toContainText(` at ${time} (local`);
  await shoot(page, 'fareharbor-purchase-complete');
});
