import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y.ts';
import { waitForMail } from '../fixtures/mail.ts';
import { shoot } from '../fixtures/shots.ts';
import { CARDS, fillCheckout, findVariant, payButton } from './buy-helpers.ts';

test('a guest books without an account, then keeps the purchase in a new account', async ({
  page,
}) => {
  test.slow();
  const email = uniqueEmail('guest');
  const started = Date.now();
  const variant = await findVariant(page.request);
  await page.goto(variant.path);
  await page.getByRole('button', { name: 'Book Now' }).click();
  const prompt = page.getByRole('dialog', { name: 'Sign up or log in' });
  await expect(prompt).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await prompt.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  // A guest gives an email for the receipt; a bad one is named on the field.
  await fillCheckout(page, CARDS.ok);
  await page.getByLabel('Email').fill('not-an-email');
  await payButton(page).click();
  await expect(page.getByText('Please enter a valid email', { exact: true })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'guest-checkout');
  await payButton(page).click();

  // Purchase complete, with the simple sign-up for a guest.
  await expect(page).toHaveURL(/\/purchase-complete$/);
  const signup = page.getByRole('dialog', { name: 'Create your account' });
  await expect(signup).toBeVisible();
  await expect(signup).toContainText(email);
  await signup.getByRole('button', { name: 'Change' }).click();
  await expect(signup).toContainText(
    'If you change your email, you will lose access to this purchase.',
  );
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'guest-purchase-complete');
  await signup.getByLabel('Password', { exact: true }).fill('guest-secret-1');
  await signup.getByLabel('Repeat password').fill('guest-secret-1');
  // Mail about deals only when asked for; the terms open beside the form.
  await expect(signup.getByLabel('Send me deals and news')).not.toBeChecked();
  await expect(
    signup.getByRole('link', { name: 'Terms of Use and Privacy Policy' }),
  ).toHaveAttribute('href', '/terms');
  await signup.getByLabel('I agree to the Terms of Use and Privacy Policy').check();
  await signup.getByRole('button', { name: 'Create account' }).click();
  await expect(signup).toBeHidden();

  // The receipt reached the email given; the purchase is in the new account.
  await waitForMail(email, /purchase/i, started);
  await page.goto('/order');
  await expect(page.getByRole('heading', { name: 'My Purchases', level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem', { name: variant.name })).toHaveCount(1);
});
