import { shoot } from '../fixtures/shots.ts';
import { expect, test } from '@playwright/test';
import { logOut } from '../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations, freshUser, stubMapTiles } from './helpers.ts';

test.beforeEach(async ({ page }) => stubMapTiles(page));

const XSS =
  '<p>Meet at the dock</p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">tap</a>';

test('the owner writes notes; a visitor sees them inert, the calendar and print', async ({
  page,
  request,
}) => {
  await freshUser(page, request, 'itinerary');
  // A list with two experiences, made through the API with the page's session.
  const where = encodeURIComponent(JSON.stringify({ market: 'GTA', active: true }));
  const products = (await (
    await page.request.get(`/api/products?where=${where}&limit=2`)
  ).json()) as {
    _id: string;
    name: string;
  }[];
  const list = (await (
    await page.request.post('/api/lists', { data: { name: 'Day trips' } })
  ).json()) as {
    _id: string;
    experiences: { _id: string }[];
  };
  for (const p of products)
    expect(
      (
        await page.request.put(`/api/lists/${list._id}`, {
          data: { add: { partnerId: p._id, index: -1 } },
        })
      ).ok(),
    ).toBe(true);

  await page.goto(`/favorites/${list._id}/itinerary`);
  await expect(page.getByRole('heading', { level: 1, name: 'Day trips: itinerary' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Map of the itinerary' })).toBeVisible();
  // Each stop's pin shows its number in the middle of its circle.
  const pin = page.locator('.itinerary-pin').first();
  await expect(pin).toHaveText('1');
  const centred = await pin.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(el);
    const text = range.getBoundingClientRect();
    const mid = (a: number, b: number) => a + b / 2;
    return (
      Math.abs(mid(box.x, box.width) - mid(text.x, text.width)) < 2 &&
      Math.abs(mid(box.y, box.height) - mid(text.y, text.height)) < 2
    );
  });
  expect(centred).toBe(true);
  const editor = page.getByRole('textbox', { name: `Notes for ${products[0]!.name}` });
  await editor.click();
  await page.keyboard.type('Bring a ');
  await page.getByRole('button', { name: 'Bold' }).first().click();
  await page.keyboard.type('jacket');
  await page.getByRole('button', { name: `Save notes for ${products[0]!.name}` }).click();
  await expect(page.getByText(`Saved notes for ${products[0]!.name}.`)).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('textbox', { name: `Notes for ${products[0]!.name}` }).locator('strong'),
  ).toHaveText('jacket');
  await expectNoSeriousA11yViolations(page);

  // A hostile note on the second item (the server sanitises what it stores).
  const full = (await (await page.request.get(`/api/lists/${list._id}`)).json()) as {
    experiences: { _id: string }[];
  };
  expect(
    (
      await page.request.put(`/api/lists/${list._id}`, {
        data: { item: full.experiences[1]!._id, notes: XSS },
      })
    ).ok(),
  ).toBe(true);

  await logOut(page);
  await page.goto(`/favorites/${list._id}/itinerary`);
  const notes = page.getByTestId('item-notes');
  await expect(notes.nth(0)).toContainText('Bring a jacket');
  await expect(notes.nth(1)).toContainText('Meet at the dock');
  await expect(notes.nth(1).locator('script, [onerror], a[href^="javascript"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.getByRole('textbox', { name: /^Notes for/ })).toHaveCount(0);

  await expect(page.getByRole('link', { name: 'Download calendar (.ics)' })).toHaveAttribute(
    'href',
    `/api/lists/${list._id}/itinerary.ics`,
  );
  const ics = await page.request.get(`/api/lists/${list._id}/itinerary.ics`);
  expect(await ics.text()).toContain('BEGIN:VCALENDAR');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in to save a copy' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'itinerary');
});
