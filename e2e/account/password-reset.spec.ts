import { expect, test } from '@playwright/test';
import { logIn, signUpViaApi, uniqueEmail } from '../fixtures/accounts.ts';
import { linkIn, waitForMail } from '../fixtures/mail.ts';

test('password reset by mail: unknown email, mail sent, new password works', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('reset');
  await signUpViaApi(request, email, 'old-secret');
  await request.post('/auth/logout');

  await page.goto('/pwdreset');
  await page.getByLabel('Email').fill('nobody-here@example.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('The email address you entered could not be found.')).toBeVisible();

  const started = Date.now();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const mail = await waitForMail(email, /Reset your .* password/, started);
  const link = linkIn(mail, `${baseURL}/pwdreset/`);

  // A made-up token shows the invalid state.
  await page.goto('/pwdreset/not-a-real-token-123456');
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('brand-new-secret');
  await page.getByLabel(/Repeat/).fill('brand-new-secret');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/login/);

  await logIn(page, email, 'brand-new-secret');

  // The link is single-use.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
});
