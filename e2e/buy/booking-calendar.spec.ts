import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y.ts';
import { shoot } from '../fixtures/shots.ts';
import { CARDS, fillCheckout, findVariant, payButton } from './buy-helpers.ts';
import { uniqueEmail } from '../fixtures/accounts.ts';

// The machine is shared and slow: the calendar's open dates may take more than 10 s to arrive.
const expect = baseExpect.configure({ timeout: 30_000 });

interface Unit {
  id: string;
  type: string;
  label: string;
  price: number;
  maxQuantity: number;
  paxCount: number;
}
interface Details {
  scheduled: boolean;
  timeZone: string;
  exclusive: boolean;
  units: Unit[];
}
interface Slot {
  id: string;
  localDateTimeStart: string;
  status: string;
  vacancies: number;
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function bookingOf(request: APIRequestContext, sku: string) {
  const details = await request.post('/api/bookings/getDetails', { data: { experienceSku: sku } });
  expect(details.ok()).toBe(true);
  const slots = await request.post('/api/bookings/getAvailability', {
    data: { experienceSku: sku, from: day(-1), to: day(60) },
  });
  expect(slots.ok()).toBe(true);
  return { details: (await details.json()) as Details, slots: (await slots.json()) as Slot[] };
}

/** The variant's sku from its page's API answer. */
async function skuOf(request: APIRequestContext, path: string): Promise<string> {
  const [, , slug, variantSlug] = path.split('/');
  const res = await request.get(`/api/products/slug/${slug}/${variantSlug}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { variant: { experienceSku: string } }).variant.experienceSku;
}

const open = (s: Slot) => s.status === 'AVAILABLE' || s.status === 'LIMITED';
/** The slot's local wall-clock time as the widget shows it ('9:00 AM'). */
const wallTime = (local: string) => {
  const [h, m] = local.slice(11, 16).split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};
/** 'Monday, May 4, 2026' for '2026-05-04'. */
const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));

test('a guest picks a date, a time and tickets on the calendar, holds them and sees the hold at checkout', async ({
  page,
}) => {
  test.slow();
  const variant = await findVariant(page.request, 45, true);
  const sku = await skuOf(page.request, variant.path);
  const { details, slots: before } = await bookingOf(page.request, sku);
  expect(details.scheduled).toBe(true);

  await page.goto(variant.path);
  const widget = page.getByTestId('booking-widget');
  await expect(widget.getByRole('heading', { name: 'Choose a date and time' })).toBeVisible();
  // Scheduled variants book through the calendar, not the Book Now bar.
  await expect(page.getByRole('button', { name: 'Book Now' })).toHaveCount(0);

  // The first open date and its first open time.
  await widget.getByTestId('booking-calendar').locator('button:enabled').first().click();
  const slot = widget.locator('[data-testid="time-slot"]:enabled').first();
  const slotName = (await slot.getAttribute('aria-label')) ?? '';
  const time = slotName.split(',')[0];
  expect(time).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');

  // 2 adults and 1 child when the variant sells both; else 2 of its first ticket type.
  const adult = details.units.find((u) => u.type === 'ADULT');
  const child = details.units.find((u) => u.type === 'CHILD');
  const wanted: [Unit, number][] =
    adult && child
      ? [
          [adult, 2],
          [child, 1],
        ]
      : [[details.units[0], 2]];
  for (const u of details.units) {
    const n = wanted.find(([w]) => w.id === u.id)?.[1] ?? 0;
    await widget.getByRole('textbox', { name: u.label, exact: true }).fill(String(n));
  }
  const cents = wanted.reduce((sum, [u, n]) => sum + Math.round(u.price * 100) * n, 0);
  const people = wanted.reduce((sum, [u, n]) => sum + u.paxCount * n, 0);
  const total = widget.getByTestId('booking-total');
  await expect(total).toContainText(`Total for ${people} people`);
  await expect(total).toContainText(`$${(cents / 100).toFixed(2)}`);

  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'booking-calendar');

  await widget.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('hold-countdown')).toContainText(
    /Your seats are held for \d{1,2}:\d{2}/,
  );
  await expect(page.getByTestId('hold-time')).toContainText(time);
  await expect(page.getByTestId('hold-date')).toContainText(/\w+day, \w+ \d{1,2}, \d{4}/);
  for (const [u, n] of wanted) {
    await expect(page.getByTestId('hold-person').filter({ hasText: u.label })).toContainText(
      `${n} × ${u.label}`,
    );
  }
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'booking-checkout-hold');

  // Pay as a guest with the test card: the purchase is the booking of that time.
  await fillCheckout(page, CARDS.ok);
  await page.getByLabel('Email').fill(uniqueEmail('booker'));
  await payButton(page).click();
  await expect(page).toHaveURL(/\/purchase-complete$/, { timeout: 60_000 });
  await page.keyboard.press('Escape'); // the guest's sign-up modal
  await expect(page.getByTestId('booked-time')).toContainText(
    /When: \w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M/,
  );
  for (const [u, n] of wanted)
    await expect(page.getByTestId('booked-people')).toContainText(`${n} × ${u.label}`);
  await shoot(page, 'booking-purchase-complete');
  // The seats are sold: the calendar has exactly that many fewer.
  // (Counted over the times still bookable afterwards, so a cut-off passing meanwhile is ignored.)
  const { slots: after } = await bookingOf(page.request, sku);
  const still = new Set(after.filter((x) => x.status !== 'CLOSED').map((x) => x.id));
  const seats = (slots: Slot[]) =>
    slots.filter((x) => still.has(x.id)).reduce((n, x) => n + x.vacancies, 0);
  expect(seats(after)).toBe(seats(before) - people);
});

/** Open slots by local date. */
function openByDate(slots: Slot[]) {
  const byDate = new Map<string, Slot[]>();
  for (const s of slots.filter(open)) {
    const date = s.localDateTimeStart.slice(0, 10);
    byDate.set(date, [...(byDate.get(date) ?? []), s]);
  }
  return byDate;
}

/** A calendar variant with a date of two open times (most demo schedules have 2 to 4 a day). */
async function variantWithTwoTimes(request: APIRequestContext) {
  const list = await request.get('/api/products', {
    params: { where: JSON.stringify({ market: 'GTA' }), limit: '60' },
  });
  for (const p of (await list.json()) as { slug: string; market: string }[]) {
    const d = await (await request.get(`/api/products/slug/${p.slug}`)).json();
    for (const v of d.variants as { active: boolean; slug: string; experienceSku: string }[]) {
      if (!v.active) continue;
      const booking = await bookingOf(request, v.experienceSku);
      if (!booking.details.scheduled) continue;
      const day = [...openByDate(booking.slots).entries()].find(([, l]) => l.length >= 2);
      if (day)
        return { path: `/${d.market}/${d.slug}/${v.slug}`, sku: v.experienceSku, ...booking, day };
    }
  }
  throw new Error('no demo variant with two open times on one date');
}

test('a time whose seats are all held shows as sold out and cannot be chosen', async ({ page }) => {
  test.slow();
  const variant = await variantWithTwoTimes(page.request);
  const { sku, details } = variant;
  const adult = details.units.find((u) => u.paxCount === 1) ?? details.units[0];

  // A date with two open times: fill the later one with holds (as other buyers would).
  const [date, daySlots] = variant.day;
  const target = daySlots.at(-1)!;
  let left = details.exclusive ? 1 : target.vacancies;
  while (left > 0) {
    const quantity = Math.min(left, adult.maxQuantity);
    const res = await page.request.post('/api/bookings/holdSlot', {
      data: {
        uuid: crypto.randomUUID(),
        experienceSku: sku,
        availabilityId: target.id,
        units: [{ id: adult.id, quantity }],
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
    left -= quantity * adult.paxCount;
  }

  await page.goto(variant.path);
  const widget = page.getByTestId('booking-widget');
  const dayButton = widget.getByRole('button', { name: longDate(date), exact: true });
  await expect(widget.getByTestId('booking-calendar')).toBeVisible();
  for (let i = 0; i < 3 && !(await dayButton.isVisible()); i++)
    await widget.getByRole('button', { name: 'Next month' }).click();
  await dayButton.click();
  const soldOut = widget.getByRole('button', {
    name: `${wallTime(target.localDateTimeStart)}, Sold out`,
  });
  await expect(soldOut).toBeDisabled();
  // Another time of the same date is still open.
  await expect(
    widget.getByRole('button', {
      name: new RegExp(`^${wallTime(daySlots[0].localDateTimeStart)}, `),
    }),
  ).toBeEnabled();
});
