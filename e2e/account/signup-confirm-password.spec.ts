import { expect, test } from '@playwright/test';
import { logIn, logOut, uniqueEmail } from '../fixtures/accounts.ts';
import { linkIn, waitForMail } from '../fixtures/mail.ts';

test('sign up, confirm from the mail, log in, change password, log out', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('signup');
  const started = Date.now();

  await page.goto('/signup');
  await page.getByLabel('First name').fill('Avery');
  await page.getByLabel('Last name').fill('Quinn');
  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByLabel('Password', { exact: true }).fill('first-secret');
  await page.getByLabel('Repeat password').fill('first-secret');
  await page.getByLabel('Phone').fill('416-555-0123');
  await expect(page.getByLabel('Phone')).toHaveValue('(416) 555-0123');

  // Terms are required, with the spec's text.
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(
    page.getByText(
      'Hang on! You need to agree to the Terms of Use and Privacy Policy to continue.',
    ),
  ).toBeVisible();
  await page.getByLabel('I agree to the Terms of Use and Privacy Policy').check();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();

  // Consumers go to /confirm; the banner says the email is not confirmed yet.
  await expect(page).toHaveURL(/\/confirm$/);
  await expect(
    page.getByText(
      'Your email address is not confirmed. Click here for more info or try refreshing the page.',
    ),
  ).toBeVisible();

  // The confirmation mail arrives over SMTP (emails are lowercased) and its link confirms.
  const mail = await waitForMail(email, /Confirm your email/, started);
  await page.goto(linkIn(mail, `${baseURL}/confirm/`));
  // The link's url part is '*' (none): confirmation goes to '/', which opens a market.
  await expect(page).not.toHaveURL(/\/confirm\//);
  await expect(page.getByText('Thanks! Your email address is confirmed.')).toBeVisible();
  await expect(
    page.getByText('Your email address is not confirmed.', { exact: false }),
  ).toHaveCount(0);

  await logOut(page);
  await logIn(page, email, 'first-secret');

  // Change password: a wrong current password is refused with the spec's text.
  await page.goto('/settings');
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('second-secret');
  await page.getByLabel('Repeat new password').fill('second-secret');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Incorrect password')).toBeVisible();

  await page.getByLabel('Current password').fill('first-secret');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await logOut(page);
  // The old password no longer works; the new one does.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('first-secret');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(/incorrect/i);
  await logIn(page, email, 'second-secret');
});
