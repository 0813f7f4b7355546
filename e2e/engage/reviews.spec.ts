import { shoot } from '../fixtures/shots.ts';
import { expect, test } from '@playwright/test';
import { logOut } from '../fixtures/accounts.ts';
import {
  expectNoSeriousA11yViolations,
  freshUser,
  reviewableProduct,
  stubMapTiles,
} from './helpers.ts';

test.beforeEach(async ({ page }) => stubMapTiles(page));

test('an unconfirmed user is asked to verify; a confirmed one reviews and sees the title on My Reviews', async ({
  page,
  request,
}) => {
  const product = await reviewableProduct(request);
  await freshUser(page, request, 'unconfirmed');
  await page.goto(`/GTA/${product.slug}`);
  await expect(
    page.getByText(
      "We need to verify your email before you can leave a review. (Or if you've already verified, try refreshing the page.)",
    ),
  ).toBeVisible();
  await page.goto('/reviews/mine');
  await expect(page.getByText("You don't have any reviews yet")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find an activity to review' })).toHaveAttribute(
    'href',
    '/gta/activities',
  );
  await logOut(page);

  await freshUser(page, request, 'reviewer', true);
  await page.goto(`/GTA/${product.slug}`);
  const form = page.getByRole('form', { name: 'Write a review' });
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form.getByText('Please choose a rating')).toBeVisible();
  await expect(form.getByText('Please write a review')).toBeVisible();

  await form.getByRole('radio', { name: '4 stars' }).check();
  const text = `Great guides and a calm harbour ${Date.now()}`;
  // A word longer than the card is wide (a pasted link, say) wraps inside the card.
  const long = `https://example.com/${'harbour'.repeat(40)}`;
  await form.getByLabel('Your review').fill(`${text} ${long}`);
  await form.getByRole('button', { name: 'Post review' }).click();
  const mine = page.getByTestId('review').filter({ hasText: text });
  await expect(mine).toBeVisible();
  await expect(mine).toContainText('Rated 4 out of 5');
  await expect(mine).toContainText(long);
  expect(await mine.evaluate((card) => card.scrollWidth <= card.clientWidth)).toBe(true);

  await page.goto('/reviews/mine');
  const progress = page.getByTestId('reviewer-progress');
  await expect(progress.getByRole('heading', { name: 'Explorer' })).toBeVisible();
  await expect(progress).toContainText('1 review');
  await expect(progress).toContainText('2 more reviews to Adventurer');
  await expect(page.getByRole('link', { name: product.name })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'my-reviews');

  await page.getByRole('button', { name: 'Delete my review' }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText("You don't have any reviews yet")).toBeVisible();
});

test('the demo editor may not review', async ({ page, request }) => {
  const product = await reviewableProduct(request);
  await page.goto('/login');
  await page.getByLabel('Email').fill('editor@jaunt.test');
  await page.getByLabel('Password', { exact: true }).fill('jaunt-demo');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  await page.goto(`/GTA/${product.slug}`);
  await expect(page.getByText('Editors cannot write reviews.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Write a review' })).toHaveCount(0);
});
