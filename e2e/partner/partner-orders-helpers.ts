import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const SHOTS = process.env.E2E_SHOTS;

/** Screenshots at phone and desktop widths when E2E_SHOTS names a folder. */
export async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** axe with every rule (contrast included): no serious or critical violation. */
export async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
  expect(bad).toEqual([]);
}
