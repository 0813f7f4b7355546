import { expect as baseExpect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn } from '../browse/helpers.ts';
import { shoot } from '../fixtures/shots.ts';

const expect = baseExpect.configure({ timeout: 30_000 });

test('a partner gives an experience times and seats, and sees them in the month view', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page.request, 'partner@jaunt.test');
  await page.goto('/partner-portal');
  await page.getByRole('link', { name: /Availability/ }).click();
  await expect(page.getByRole('heading', { name: 'Availability', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The last experience of the list (the booking e2e uses the first ones).
  const experience = page.getByRole('combobox', { name: 'Experience' });
  await experience.click();
  const last = page.getByRole('option').last();
  const label = (await last.textContent())!;
  await last.click();
  await expect(experience).toHaveValue(label);

  // A time that does not exist is refused beside its box, naming it.
  await page.getByLabel('Start times').fill('25:00');
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByText('Not a time: 25:00. Use HH:MM (24-hour), e.g. 09:00.')).toBeVisible();
  await expect(page.getByLabel('Start times')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Start times').fill('10:00, 14:30');
  await page.getByLabel('Seats per time').fill('6');
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByText('Schedule saved.')).toBeVisible();

  // Next month is fully open: every slot has its 6 seats free, at the local times given.
  await page.getByRole('button', { name: 'Next month' }).click();
  const table = page.getByRole('table', { name: /Slots in/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('10:00');
  await expect(table.getByRole('row').nth(1)).toContainText('6 of 6');
  await expect(table.getByRole('row').nth(2)).toContainText('14:30');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'partner-availability');
});

test('a partner-employee or partner-staff is refused, not told it has no experiences', async ({
  page,
}) => {
  for (const email of ['employee@jaunt.test', 'staff@jaunt.test']) {
    await signIn(page.request, email);
    await page.goto('/partner-portal/availability');
    await expect(page.getByRole('alert')).toHaveText("You don't have permission to do that.");
    await expect(page.getByText(/You have no experiences yet/)).toHaveCount(0);
  }
});
