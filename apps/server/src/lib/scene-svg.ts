import { MOTIFS, type Palette, type Rand } from './scene-motifs.ts';

/** mulberry32: the same seed draws the same picture on every machine. */
function rand(seed: number): Rand {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + next() * (max - min),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
  };
}

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The hue (0-360) of a #rrggbb colour. */
function hueOf(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => c / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

const hsl = (h: number, s: number, l: number) =>
  `hsl(${Math.round((h + 360) % 360)} ${Math.round(s)}% ${Math.round(l)}%)`;

type TimeOfDay = 'day' | 'golden' | 'dusk' | 'night';

/** Sky, light and ground colours for a hue at a time of day. */
function palette(r: Rand, hue: number, time: TimeOfDay): Palette {
  const h = hue + r.range(-28, 28);
  const skies: Record<TimeOfDay, [string, string]> = {
    day: [hsl(205 + r.range(-12, 12), 70, 74), hsl(195 + r.range(-10, 10), 75, 90)],
    golden: [hsl(28 + r.range(-10, 12), 88, 70), hsl(45 + r.range(-8, 8), 95, 86)],
    dusk: [hsl(265 + r.range(-20, 20), 45, 38), hsl(12 + r.range(-10, 15), 80, 72)],
    night: [hsl(228 + r.range(-10, 10), 50, 14), hsl(236 + r.range(-10, 10), 40, 32)],
  };
  const dark = time === 'night' ? 0.55 : time === 'dusk' ? 0.75 : 1;
  return {
    hue: h,
    time,
    sky: skies[time],
    light:
      time === 'night' || time === 'dusk' ? '#fff6d8' : time === 'golden' ? '#ffd58a' : '#fff3b0',
    far: hsl(h + 10, 28, 62 * dark),
    mid: hsl(h, 42, 44 * dark),
    near: hsl(h - 8, 48, 28 * dark),
    accent: hsl(h + 180 + r.range(-30, 30), 70, 58),
    accent2: hsl(h + 40 + r.range(-20, 20), 80, 62),
    shade: (l: number, dh = 0) => hsl(h + dh, 45, l * dark),
  };
}

const W = 1200;
const H = 800;

function sky(r: Rand, p: Palette): string {
  let out =
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/>` +
    `<stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#s)"/>`;
  if (p.time === 'night')
    for (let i = r.int(25, 60); i > 0; i--)
      out += `<circle cx="${r.int(0, W)}" cy="${r.int(0, 420)}" r="${r.range(1, 3).toFixed(1)}" fill="#fff" opacity="${r.range(0.4, 0.95).toFixed(2)}"/>`;
  const x = r.int(140, 1060);
  const y = r.int(100, 300);
  const size = r.int(45, 100);
  out += `<circle cx="${x}" cy="${y}" r="${size * 1.9}" fill="${p.light}" opacity="0.18"/>`;
  out += `<circle cx="${x}" cy="${y}" r="${size}" fill="${p.light}"/>`;
  if (p.time === 'night' && r.next() < 0.7)
    out += `<circle cx="${x + size * 0.45}" cy="${y - size * 0.2}" r="${size * 0.85}" fill="${p.sky[0]}"/>`;
  for (let i = r.int(0, 3); i > 0; i--) {
    const cx = r.int(0, W);
    const cy = r.int(80, 330);
    const s = r.range(0.6, 1.4);
    const op = p.time === 'night' ? 0.15 : 0.75;
    out += `<g fill="#fff" opacity="${op}"><ellipse cx="${cx}" cy="${cy}" rx="${90 * s}" ry="${26 * s}"/><ellipse cx="${cx - 35 * s}" cy="${cy - 18 * s}" rx="${45 * s}" ry="${30 * s}"/><ellipse cx="${cx + 30 * s}" cy="${cy - 22 * s}" rx="${55 * s}" ry="${36 * s}"/></g>`;
  }
  return out;
}

/** A ridge line across the picture: `peaks` random peaks between `top` and `bottom`. */
export function ridge(
  r: Rand,
  top: number,
  bottom: number,
  colour: string,
  sharp: boolean,
): string {
  const peaks = r.int(3, 7);
  const step = W / peaks;
  let d = `M0 ${r.int(top, bottom)}`;
  for (let i = 0; i < peaks; i++) {
    const x1 = i * step + step / 2 + r.range(-step / 4, step / 4);
    const x2 = (i + 1) * step;
    const y1 = r.int(top, bottom - 40);
    const y2 = r.int(top + 40, bottom);
    d += sharp
      ? ` L${x1.toFixed(0)} ${y1} L${x2.toFixed(0)} ${y2}`
      : ` Q${x1.toFixed(0)} ${y1} ${x2.toFixed(0)} ${y2}`;
  }
  return `<path d="${d} V${H} H0Z" fill="${colour}"/>`;
}

const TIMES: TimeOfDay[] = ['day', 'day', 'golden', 'golden', 'dusk', 'night'];

/**
 * A landscape picture (no text) for a category: its own motif (skyline, peaks, water and
 * boats, a laid table, a gallery, a calm garden, a fair, a workshop) composed anew for every
 * `index`, in colours around the category's, at a time of day the index decides.
 */
export function categoryScene(slug: string, colour: string, index: number): string {
  const r = rand(hash(slug) + index * 7919);
  const time = TIMES[(index + (hash(slug) % 6)) % TIMES.length];
  const p = palette(r, hueOf(colour), time);
  const motif = MOTIFS[slug] ?? MOTIFS.default;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
    `${sky(r, p)}${motif(r, p, ridge)}</svg>`
  );
}
