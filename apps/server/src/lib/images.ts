import { categoryScene } from './scene-svg.ts';
import type { Storage } from './storage.ts';

/** How many generated images each category gets, and their public paths. */
export const IMAGES_PER_CATEGORY = 48;
export const IMAGES_PER_MARKET = 3;

export const categoryImageFile = (categorySlug: string, n: number) =>
  `${categorySlug}-${(n % IMAGES_PER_CATEGORY) + 1}.svg`;

export const categoryImagePath = (categorySlug: string, n: number) =>
  `/images/${categoryImageFile(categorySlug, n)}`;

export const marketImagePath = (marketVal: string, n: number) =>
  `/images/market-${marketVal.toLowerCase()}-${(n % IMAGES_PER_MARKET) + 1}.svg`;

/** Writes every category's and market's generated pictures into storage (overwrites; fast). */
export async function writeDemoImages(
  storage: Storage,
  categories: { slug: string; colour: string }[],
  markets: { val: string; colour: string }[],
): Promise<string[]> {
  const files: [string, string][] = [];
  for (const c of categories)
    for (let i = 0; i < IMAGES_PER_CATEGORY; i++)
      files.push([categoryImagePath(c.slug, i), categoryScene(c.slug, c.colour, i)]);
  const marketMotifs = ['tours', 'water-sports', 'outdoor-adventures'];
  markets.forEach((m, k) => {
    for (let i = 0; i < IMAGES_PER_MARKET; i++)
      files.push([
        marketImagePath(m.val, i),
        categoryScene(marketMotifs[(i + k) % marketMotifs.length], m.colour, 1000 + k * 7 + i),
      ]);
  });
  await Promise.all(files.map(([path, svg]) => storage.put(path.slice(1), svg, 'image/svg+xml')));
  return files.map(([path]) => path);
}
