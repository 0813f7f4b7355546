import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, logIn, signUpViaApi, uniqueEmail } from '../fixtures/accounts.ts';
import { linkIn, waitForMail } from '../fixtures/mail.ts';
import { expectNoSeriousA11yViolations as expectAllA11y } from '../fixtures/a11y.ts';
import { stubMapTiles } from '../browse/helpers.ts';

export { DEMO_PASSWORD, logIn };

const baseOrigin = () => `http://127.0.0.1:${process.env.E2E_PORT}`;

/** Fails on any serious or critical axe-core violation (contrast is the theme's concern here). */
export const expectNoSeriousA11yViolations = (page: Page) =>
  expectAllA11y(page, ['color-contrast']);

export { stubMapTiles };

/** A fresh consumer, logged in on `page`; `confirm` also confirms the email from the mail. */
export async function freshUser(
  page: Page,
  request: APIRequestContext,
  tag: string,
  confirm = false,
) {
  const email = uniqueEmail(tag);
  const password = 'secret-pass-1';
  const started = Date.now();
  await signUpViaApi(request, email, password);
  if (confirm) {
    const mail = await waitForMail(email, /Confirm your email/, started - 1000);
    await page.goto(linkIn(mail, `${baseOrigin()}/confirm/`));
    await expect(page).not.toHaveURL(/\/confirm\//);
  }
  await logIn(page, email, password);
  return email;
}

/** An active GTA product without a third-party review widget (reviewable), with its name. */
export async function reviewableProduct(request: APIRequestContext) {
  const where = encodeURIComponent(JSON.stringify({ market: 'GTA', active: true }));
  const res = await request.get(`/api/products?where=${where}&sort=sku&limit=50`);
  const list = (await res.json()) as {
    _id: string;
    slug: string;
    name: string;
    tripadvisorLocationId: string | null;
    elfsightId: string | null;
  }[];
  const found = list.find((p) => !p.tripadvisorLocationId && !p.elfsightId);
  expect(found).toBeTruthy();
  return found!;
}
