import type { Storage } from './storage.ts';

/** How many generated images each category gets, and their public paths. */
export const IMAGES_PER_CATEGORY = 4;
export const IMAGES_PER_MARKET = 3;

export const categoryImageFile = (categorySlug: string, n: number) =>
  `${categorySlug}-${(n % IMAGES_PER_CATEGORY) + 1}.svg`;

export const categoryImagePath = (categorySlug: string, n: number) =>
  `/images/${categoryImageFile(categorySlug, n)}`;

export const marketImagePath = (marketVal: string, n: number) =>
  `/images/market-${marketVal.toLowerCase()}-${(n % IMAGES_PER_MARKET) + 1}.svg`;

/** Mixes a #rrggbb colour towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  const ch = (shift: number) => {
    const c = (n >> shift) & 255;
    return Math.round(c + (target - c) * a)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${ch(16)}${ch(8)}${ch(0)}`;
}

const W = 1200;
const H = 800;

const SCENES: ((c: string) => string)[] = [
  // mountains and sun
  (c) =>
    `<circle cx="900" cy="220" r="90" fill="#ffe9a8"/>` +
    `<path d="M0 620 L260 300 L470 560 L700 250 L1000 600 L1200 420 V800 H0Z" fill="${shade(c, -0.35)}"/>` +
    `<path d="M0 700 Q300 600 600 690 T1200 660 V800 H0Z" fill="${shade(c, -0.1)}"/>`,
  // water and waves
  (c) =>
    `<circle cx="300" cy="330" r="110" fill="#ffd27a"/>` +
    `<rect y="470" width="${W}" height="330" fill="${shade(c, -0.25)}"/>` +
    [520, 600, 680, 750]
      .map(
        (y, i) =>
          `<path d="M0 ${y} Q150 ${y - 25} 300 ${y} T600 ${y} T900 ${y} T1200 ${y}" stroke="${shade(c, 0.4 - i * 0.08)}" stroke-width="10" fill="none"/>`,
      )
      .join(''),
  // skyline
  (c) =>
    [
      [60, 380],
      [200, 260],
      [330, 420],
      [450, 200],
      [600, 340],
      [720, 160],
      [870, 300],
      [1010, 240],
    ]
      .map(
        ([x, y]) =>
          `<rect x="${x}" y="${y}" width="120" height="${H - y}" fill="${shade(c, -0.45)}"/>`,
      )
      .join('') + `<rect y="700" width="${W}" height="100" fill="${shade(c, -0.6)}"/>`,
  // forest
  (c) =>
    `<rect y="600" width="${W}" height="200" fill="${shade(c, -0.3)}"/>` +
    [80, 240, 400, 560, 720, 880, 1040]
      .map(
        (x, i) =>
          `<path d="M${x} ${300 + (i % 3) * 60} L${x + 90} 640 H${x - 90}Z" fill="${shade(c, -0.5 + (i % 2) * 0.15)}"/>`,
      )
      .join(''),
];

/** A small landscape SVG (no text) in the given colour; `variant` picks the scene. */
export function sceneSvg(colour: string, variant: number): string {
  const scene = SCENES[variant % SCENES.length];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${shade(colour, 0.55)}"/><stop offset="1" stop-color="${shade(colour, 0.2)}"/>` +
    `</linearGradient></defs><rect width="${W}" height="${H}" fill="url(#sky)"/>${scene(colour)}</svg>`
  );
}

/** Writes every category's and market's demo images into storage (overwrites; fast). */
export async function writeDemoImages(
  storage: Storage,
  categories: { slug: string; colour: string }[],
  markets: { val: string; colour: string }[],
): Promise<string[]> {
  const files: [string, string][] = [];
  for (const c of categories)
    for (let i = 0; i < IMAGES_PER_CATEGORY; i++)
      files.push([categoryImagePath(c.slug, i), sceneSvg(c.colour, i)]);
  for (const m of markets)
    for (let i = 0; i < IMAGES_PER_MARKET; i++)
      files.push([marketImagePath(m.val, i), sceneSvg(m.colour, i + 1)]);
  await Promise.all(files.map(([path, svg]) => storage.put(path.slice(1), svg, 'image/svg+xml')));
  return files.map(([path]) => path);
}
