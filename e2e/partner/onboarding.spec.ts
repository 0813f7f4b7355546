import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, logIn, uniqueEmail } from '../fixtures/accounts.ts';
import { linkIn, waitForMail } from '../fixtures/mail.ts';
import { expectNoSeriousA11yViolations, signIn } from '../browse/helpers.ts';
import { shoot } from '../fixtures/shots.ts';

/** A PNG header (signature + IHDR, 1200 x 800): the server judges images by these bytes. */
function idImage(): Buffer {
  const head = Buffer.alloc(24);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(head, 0);
  head.writeUInt32BE(13, 8);
  head.write('IHDR', 12, 'latin1');
  head.writeUInt32BE(1200, 16);
  head.writeUInt32BE(800, 20);
  return Buffer.concat([head, Buffer.alloc(200)]);
}

/** The banking form of a US business: holder, Stripe's test routing number, account twice, Save. */
async function saveBank(
  page: Page,
  holder: { first: string; last: string; dob: string },
  account: string,
  confirm: string,
) {
  await page.getByLabel('First name').fill(holder.first);
  await page.getByLabel('Last name').fill(holder.last);
  await page.getByLabel('Date of birth').fill(holder.dob);
  await page.getByLabel('Routing number').fill('110000000');
  await page.getByLabel('Account number', { exact: true }).fill(account);
  await page.getByLabel('Confirm account number').fill(confirm);
  await page.getByRole('button', { name: 'Save' }).click();
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Signs a new partner up at /partner-signup (or `/partner-signup?api=...` when `query` is given,
 * which fixes the platform), through 'Thank you for signing up' to the business form.
 */
async function signUpPartner(page: Page, email: string, platform: string, query = '') {
  await page.goto(`/partner-signup${query}`);
  await page.getByLabel('First name').fill('Kai');
  await page.getByLabel('Last name').fill('Akana');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('partner-secret');
  await page.getByLabel('Repeat password').fill('partner-secret');
  await page.getByLabel('Phone').fill('808-555-0123');
  if (query) {
    await expect(page.getByRole('combobox', { name: 'Booking platform' })).toHaveValue(platform);
  } else {
    await pick(page, 'Booking platform', platform);
  }
  await page.getByLabel('I agree to the Terms of Use and Privacy Policy').check();
  await shoot(page, `01-partner-signup-${platform}`);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you for signing up' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/partner-portal\/business-information/);
}

/** Opens the link of the confirmation mail: back on the business form, email confirmed. */
async function confirmEmail(page: Page, email: string, since: number, baseURL: string) {
  const mail = await waitForMail(email, /Confirm your email/, since);
  await page.goto(linkIn(mail, `${baseURL}/confirm/`));
  await expect(page).toHaveURL(/\/partner-portal\/business-information/, { timeout: 30_000 });
}

/** The business form's required fields for a Honolulu business (Save is left to the caller). */
async function fillBusiness(page: Page, name: string) {
  await page.getByLabel('Legal business name').fill(name);
  await page.getByLabel('Website URL').fill('https://aloha-reef.example');
  await page.getByLabel('Phone').fill('808-555-0199');
  await pick(page, 'State', 'Hawaii');
  await page.getByLabel('Street address').fill('2335 Kalakaua Ave');
  await page.getByLabel('City').fill('Honolulu');
}

/** Agrees to the vendor agreement on /partner/legal. */
async function agree(page: Page) {
  await page.getByLabel('I agree to the Vendor Agreement').check();
  await page.getByRole('button', { name: 'I agree' }).click();
}

const STEP_LABELS = ['Register', 'Business', 'Agreement', 'Banking', 'Integration'];

/** The step indicator shows these steps, in order, and none of the others. */
async function expectSteps(page: Page, shown: string[]) {
  const steps = page.getByRole('navigation', { name: 'Sign-up steps' });
  await expect(steps).toContainText(new RegExp(shown.join('.*')));
  for (const hidden of STEP_LABELS.filter((l) => !shown.includes(l))) {
    await expect(steps).not.toContainText(hidden);
  }
}

test('the sign-up page offers the integrations of the spec', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/partner-signup');
  await page.getByRole('combobox', { name: 'Booking platform' }).click();
  const options = page.getByRole('option');
  await expect(options).toHaveText(['Bookeo', 'FareHarbor API', 'Rezdy']);
  await page.goto('/partner-signup?api=fareharbor');
  await expect(page.getByRole('combobox', { name: 'Booking platform' })).toHaveValue('FareHarbor', {
    timeout: 30_000,
  });
  await page.getByRole('combobox', { name: 'Market' }).click();
  await expect(page.getByText('US markets (USD)')).toBeVisible();
  await expect(page.getByText('Canadian markets')).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoSeriousA11yViolations(page);
});

test('a Bookeo business signs up, onboards through every step and lands on the portal', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('partner');
  const started = Date.now();

  await signUpPartner(page, email, 'Bookeo');

  await confirmEmail(page, email, started, baseURL!);

  // Business form: Save stays disabled until valid.
  const steps = page.getByRole('navigation', { name: 'Sign-up steps' });
  await expect(steps).toContainText('Integration');
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await fillBusiness(page, 'Aloha Reef Tours LLC');
  await page.getByLabel('ZIP code').fill('9681');
  // Bookeo is not the product's own integration: no purchase-confirmation email field.
  await expect(page.getByLabel('Purchase confirmation email')).toHaveCount(0);
  await expect(save).toBeDisabled();
  await page.getByLabel('ZIP code').fill('96815');
  await expect(save).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, '02-business-information');
  await save.click();
  await expect(page).toHaveURL(/\/partner\/legal/);

  // Leave midway: the portal offers to resume at the agreement.
  await page.goto('/partner-portal');
  const resume = page.getByRole('dialog', { name: 'Resume Sign-Up Process' });
  await expect(resume).toContainText('Agreement');
  await shoot(page, '03-resume-modal');
  await resume.getByRole('button', { name: 'Resume' }).click();
  await expect(page).toHaveURL(/\/partner\/legal/);

  // Vendor agreement with the business's commission and the fee terms.
  await expect(page.getByText('2.9% payment processing fee')).toBeVisible();
  await expect(page.getByText('15%', { exact: false }).first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save as PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, '04-legal');
  await agree(page);
  await expect(page).toHaveURL(/\/partner-portal\/banking-information/);

  // Banking: Stripe's failing test number, then a good one.
  await saveBank(
    page,
    { first: 'Kai', last: 'Akana', dob: '1985-04-12' },
    '000111111116',
    '000111111117',
  );
  await expect(
    page.getByText("Make sure you've entered your bank account correctly."),
  ).toBeVisible();
  await page.getByLabel('Confirm account number').fill('000111111116');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'no_account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, '05-banking');
  await page.getByLabel('Account number', { exact: true }).fill('000123456789');
  await page.getByLabel('Confirm account number').fill('000123456789');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/partner-portal\/verification/);

  // Identity: SSN masked after saving, ID front uploaded and VERIFIED.
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Verification');
  await page.getByLabel('SSN').fill('000000000');
  // The number goes to the payment provider's token API; our account update carries the token.
  const update = page.waitForRequest(
    (r) => r.method() === 'PUT' && r.url().includes('/api/stripe/account/'),
  );
  await page.getByRole('button', { name: 'Save' }).first().click();
  const sentBody = (await update).postData() ?? '';
  expect(JSON.parse(sentBody)).toEqual({ idNumberToken: expect.stringMatching(/^pii_/) });
  await expect(page.getByText('Verification info saved successfully.')).toBeVisible();
  await expect(page.getByLabel('SSN')).toHaveValue('****');
  await expect(page.getByRole('button', { name: 'Update' }).first()).toBeDisabled();
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'license.png', mimeType: 'image/png', buffer: idImage() });
  await page.getByRole('button', { name: 'Upload' }).first().click();
  await expect(page.getByText('VERIFIED')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, '06-verification');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/partner-portal\/integration/);

  // Integration against the embedded stand-in consent page.
  await expect(page.getByRole('button', { name: 'Finish' })).toBeDisabled();
  await page.getByRole('link', { name: 'Authorize' }).click();
  await page.getByRole('link', { name: 'Allow access' }).click();
  await expect(page.getByText('You have been integrated successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Authorized' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, '07-integration');
  await page.getByRole('button', { name: 'Finish' }).click();

  // The portal with the finished modal; the finished mail reaches the partner.
  await expect(page).toHaveURL(/\/partner-portal\?showModal=true/);
  await expect(page.getByRole('dialog', { name: "You're all set!" })).toBeVisible();
  await shoot(page, '08-portal-finished');
  await page.getByRole('button', { name: 'Go to the portal' }).click();
  await expect(page.getByRole('heading', { name: 'Partner Portal', level: 1 })).toBeVisible();
  await expect(page.getByText('Manage your information and access partner support')).toBeVisible();
  const support = page.getByRole('link', { name: /Support/ });
  await expect(support).toHaveAttribute('target', '_blank');
  // Without a configured support site it opens the app's own contact page, which exists.
  await expect(support).toHaveAttribute('href', '/contact');
  await expect(page.getByText('RESUME')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await waitForMail(email, /onboarding is complete/, started);
});

test('a partner who left onboarding midway logs in to the portal and is offered the next step', async ({
  page,
}) => {
  test.slow();
  // The demo seed's banked Bookeo partner still has to connect its booking platform.
  await logIn(page, 'bookeo.banked@jaunt.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/partner-portal$/);
  const resume = page.getByRole('dialog', { name: 'Resume Sign-Up Process' });
  await expect(resume).toContainText('Pick up where you left off: Integration.');
  await resume.getByRole('button', { name: 'Resume' }).click();
  await expect(page).toHaveURL(/\/partner-portal\/integration/);
});

test('partner-staff log in to the portal of their business', async ({ page }) => {
  test.slow();
  await logIn(page, 'staff@jaunt.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/partner-portal$/);
  await expect(page.getByRole('heading', { name: 'Partner Portal', level: 1 })).toBeVisible();
});

test('the vendor agreement sits in the portal frame, off the screen edges', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page.request, 'partner@jaunt.test');
  await page.goto('/partner/legal');
  const heading = page.getByRole('heading', { name: 'Vendor Agreement', level: 1 });
  await expect(heading).toBeVisible();
  const box = (await heading.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(12);
  const agree = (await page.getByRole('button', { name: 'Save as PDF' }).boundingBox())!;
  expect(agree.x).toBeGreaterThanOrEqual(12);
});

test('a Rezdy partner finishes at banking and is greeted by the finished modal', async ({
  page,
}) => {
  test.slow();
  // The demo seed's Rezdy partner has its business and agreement, and no bank account yet.
  await signIn(page.request, 'halfway@jaunt.test');
  await page.goto('/partner-portal/banking-information');
  await expect(page.getByRole('navigation', { name: 'Sign-up steps' })).toBeVisible();
  await saveBank(
    page,
    { first: 'Hal', last: 'Fway', dob: '1980-02-03' },
    '000123456789',
    '000123456789',
  );
  await expect(page).toHaveURL(/\/partner-portal\?showModal=true/);
  await expect(page.getByRole('dialog', { name: "You're all set!" })).toBeVisible();
});

test('a FareHarbor API partner has no Integration step and finishes at banking', async ({
  page,
}) => {
  test.slow();
  // The demo seed's FareHarbor API partner has its business and has not agreed yet.
  await signIn(page.request, 'fh.api@jaunt.test');
  await page.goto('/partner/legal');
  await expectSteps(page, ['Register', 'Business', 'Agreement', 'Banking']);
  await agree(page);
  await expect(page).toHaveURL(/\/partner-portal\/banking-information/);
  await saveBank(
    page,
    { first: 'Fern', last: 'Harbor', dob: '1979-05-06' },
    '000123456789',
    '000123456789',
  );
  await expect(page).toHaveURL(/\/partner-portal\?showModal=true/);
  await expect(page.getByRole('dialog', { name: "You're all set!" })).toBeVisible();
});

test('a FareHarbor vendor signs up through ?api=fareharbor and finishes at the agreement', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('dock');
  const started = Date.now();
  await signUpPartner(page, email, 'FareHarbor', '?api=fareharbor');
  await confirmEmail(page, email, started, baseURL!);
  // FareHarbor vendors have neither Banking nor Integration (section 4).
  await expectSteps(page, ['Register', 'Business', 'Agreement']);
  await fillBusiness(page, 'Dockside Snorkel LLC');
  await page.getByLabel('ZIP code').fill('96815');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/partner\/legal/);
  await expectSteps(page, ['Register', 'Business', 'Agreement']);
  await agree(page);
  await expect(page).toHaveURL(/\/partner-portal\?showModal=true/);
  await expect(page.getByRole('dialog', { name: "You're all set!" })).toBeVisible();
  await shoot(page, '09-fareharbor-vendor-finished');
  await waitForMail(email, /onboarding is complete/, started);
  // Finished: the banking screen is not a step any more, and the portal offers no Resume.
  await page.getByRole('button', { name: 'Go to the portal' }).click();
  await expect(page.getByText('RESUME')).toHaveCount(0);
});

test('payout preference Through FareHarbor drops Banking and Integration and finishes at the agreement', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('payout-fh');
  const started = Date.now();
  await signUpPartner(page, email, 'Bookeo');
  await confirmEmail(page, email, started, baseURL!);
  await expectSteps(page, ['Register', 'Business', 'Agreement', 'Banking', 'Integration']);
  await fillBusiness(page, 'Reef Payout LLC');
  await page.getByLabel('ZIP code').fill('96815');
  await pick(page, 'Payout preference', 'Through FareHarbor');
  // The step list follows the choice before it is saved.
  await expectSteps(page, ['Register', 'Business', 'Agreement']);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/partner\/legal/);
  await agree(page);
  await expect(page).toHaveURL(/\/partner-portal\?showModal=true/);
  await expect(page.getByRole('dialog', { name: "You're all set!" })).toBeVisible();
  await waitForMail(email, /onboarding is complete/, started);
  // Once the business exists its payout preference is locked.
  await page.goto('/partner-portal/business-information');
  await expect(page.getByRole('combobox', { name: 'Payout preference' })).toBeDisabled();
});

test('a Group Bookings partner has no Integration step and finishes at banking', async ({
  page,
}) => {
  test.slow();
  // The demo seed's Group Bookings partner (made by staff) has its business and has not agreed.
  await signIn(page.request, 'groups.new@jaunt.test');
  await page.goto('/partner-portal');
  const resume = page.getByRole('dialog', { name: 'Resume Sign-Up Process' });
  await expect(resume).toContainText('Agreement');
  await resume.getByRole('button', { name: 'Resume' }).click();
  await expect(page).toHaveURL(/\/partner\/legal/);
  await expectSteps(page, ['Register', 'Business', 'Agreement', 'Banking']);
  await agree(page);
  await expect(page).toHaveURL(/\/partner-portal\/banking-information/);
  await saveBank(
    page,
    { first: 'Gus', last: 'Gather', dob: '1975-09-10' },
    '000123456789',
    '000123456789',
  );
  await expect(page).toHaveURL(/\/partner-portal\?showModal=true/);
  await expect(page.getByRole('dialog', { name: "You're all set!" })).toBeVisible();
});
