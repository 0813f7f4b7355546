import { categoryImagePath, IMAGES_PER_CATEGORY, writeDemoImages } from '../src/lib/images.ts';
import type { Storage } from '../src/lib/storage.ts';
import { CATEGORIES } from './content/categories.ts';
import { MARKETS } from './content/markets.ts';

const MARKET_COLOURS = ['#3b6ea5', '#d07a3a', '#2a9d8f', '#e76f51', '#6d597a', '#457b9d'];

/** Writes the generated category and market images unless they are already there. */
export async function ensureDemoImages(storage: Storage): Promise<boolean> {
  const last = categoryImagePath(
    CATEGORIES[CATEGORIES.length - 1].slug,
    IMAGES_PER_CATEGORY - 1,
  ).slice(1);
  if (await storage.exists(last)) return false;
  await writeDemoImages(
    storage,
    CATEGORIES.map((c) => ({ slug: c.slug, colour: c.colour })),
    MARKETS.map((m, i) => ({ val: m.val, colour: MARKET_COLOURS[i % MARKET_COLOURS.length] })),
  );
  return true;
}
