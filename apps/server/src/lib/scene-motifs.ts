/** Drawing helpers for the generated category pictures (see scene-svg.ts). */
export interface Rand {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

export interface Palette {
  hue: number;
  time: 'day' | 'golden' | 'dusk' | 'night';
  sky: [string, string];
  light: string;
  far: string;
  mid: string;
  near: string;
  accent: string;
  accent2: string;
  shade(lightness: number, hueShift?: number): string;
}

type Ridge = (r: Rand, top: number, bottom: number, colour: string, sharp: boolean) => string;
type Motif = (r: Rand, p: Palette, ridge: Ridge) => string;

const W = 1200;
const H = 800;
const f = (n: number) => n.toFixed(0);
const lit = (p: Palette) => (p.time === 'night' || p.time === 'dusk' ? '#ffd873' : '#dfe9f2');

function pine(x: number, base: number, h: number, colour: string): string {
  const w = h * 0.36;
  return `<path d="M${f(x)} ${f(base - h)} L${f(x + w)} ${f(base)} H${f(x - w)}Z" fill="${colour}"/>`;
}

function skyline(r: Rand, p: Palette, base: number): string {
  let out = '';
  for (let x = r.int(-40, 10); x < W;) {
    const w = r.int(60, 140);
    const h = r.int(120, 420);
    const colour = r.next() < 0.5 ? p.near : p.mid;
    out += `<rect x="${x}" y="${base - h}" width="${w}" height="${h}" fill="${colour}"/>`;
    if (r.next() < 0.25)
      out += `<path d="M${x} ${base - h} L${x + w / 2} ${base - h - r.int(30, 70)} L${x + w} ${base - h}Z" fill="${colour}"/>`;
    for (let wy = base - h + 20; wy < base - 30; wy += 34)
      for (let wx = x + 12; wx < x + w - 18; wx += 26)
        if (r.next() < 0.55)
          out += `<rect x="${wx}" y="${wy}" width="12" height="16" fill="${lit(p)}" opacity="0.7"/>`;
    x += w + r.int(4, 26);
  }
  if (r.next() < 0.5) {
    const tx = r.int(200, 1000);
    out += `<rect x="${tx - 8}" y="${base - 560}" width="16" height="560" fill="${p.near}"/><ellipse cx="${tx}" cy="${base - 430}" rx="38" ry="22" fill="${p.near}"/>`;
  }
  return out;
}

function waves(r: Rand, p: Palette, top: number): string {
  let out = `<rect y="${top}" width="${W}" height="${H - top}" fill="${p.shade(36, -10)}"/>`;
  for (let y = top + 30; y < H; y += r.int(40, 70)) {
    const a = r.int(8, 20);
    const len = r.int(120, 220);
    let d = `M0 ${y}`;
    for (let x = 0; x < W; x += len) d += ` q${len / 4} ${-a} ${len / 2} 0 t${len / 2} 0`;
    out += `<path d="${d}" stroke="${p.shade(62, -10)}" stroke-width="${r.int(3, 7)}" fill="none" opacity="0.6"/>`;
  }
  return out;
}

function sailboat(x: number, y: number, s: number, p: Palette, r: Rand): string {
  const sail = r.pick(['#fff', p.accent, p.accent2]);
  return (
    `<path d="M${f(x - 70 * s)} ${f(y)} L${f(x + 70 * s)} ${f(y)} L${f(x + 50 * s)} ${f(y + 24 * s)} L${f(x - 50 * s)} ${f(y + 24 * s)}Z" fill="${p.near}"/>` +
    `<path d="M${f(x)} ${f(y - 150 * s)} L${f(x)} ${f(y - 6 * s)} L${f(x + 62 * s)} ${f(y - 6 * s)}Z" fill="${sail}"/>` +
    `<path d="M${f(x - 6 * s)} ${f(y - 130 * s)} L${f(x - 6 * s)} ${f(y - 6 * s)} L${f(x - 54 * s)} ${f(y - 6 * s)}Z" fill="${sail}" opacity="0.85"/>`
  );
}

function kayak(x: number, y: number, s: number, p: Palette): string {
  return (
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(110 * s)}" ry="${f(14 * s)}" fill="${p.accent}"/>` +
    `<circle cx="${f(x)}" cy="${f(y - 48 * s)}" r="${f(14 * s)}" fill="${p.near}"/>` +
    `<rect x="${f(x - 12 * s)}" y="${f(y - 36 * s)}" width="${f(24 * s)}" height="${f(30 * s)}" rx="${f(8 * s)}" fill="${p.accent2}"/>` +
    `<path d="M${f(x - 80 * s)} ${f(y - 70 * s)} L${f(x + 80 * s)} ${f(y + 10 * s)}" stroke="${p.near}" stroke-width="${f(6 * s)}"/>`
  );
}

function frame(x: number, y: number, w: number, h: number, r: Rand, p: Palette): string {
  const inner = r.pick([
    `<circle cx="${x + w / 2}" cy="${y + h / 2}" r="${Math.min(w, h) / 3}" fill="${p.accent}"/>`,
    `<path d="M${x + 14} ${y + h - 14} L${x + w / 2} ${y + 24} L${x + w - 14} ${y + h - 14}Z" fill="${p.accent2}"/>`,
    `<rect x="${x + 20}" y="${y + 20}" width="${w / 2}" height="${h / 2}" fill="${p.accent}"/><rect x="${x + w / 3}" y="${y + h / 3}" width="${w / 2}" height="${h / 2.2}" fill="${p.accent2}" opacity="0.8"/>`,
  ]);
  return `<rect x="${x - 10}" y="${y - 10}" width="${w + 20}" height="${h + 20}" fill="${p.near}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#f6f1e7"/>${inner}`;
}

export const MOTIFS: Record<string, Motif> = {
  tours: (r, p, ridge) => {
    const base = r.int(600, 680);
    let out = ridge(r, 380, 520, p.far, false) + skyline(r, p, base);
    if (r.next() < 0.5) out += waves(r, p, base);
    else out += `<rect y="${base}" width="${W}" height="${H - base}" fill="${p.near}"/>`;
    return out;
  },
  'outdoor-adventures': (r, p, ridge) => {
    let out = ridge(r, 200, 420, p.far, true) + ridge(r, 330, 520, p.mid, true);
    const ground = r.int(560, 640);
    out += ridge(r, ground, ground + 60, p.near, false);
    for (let i = r.int(5, 14); i > 0; i--)
      out += pine(r.int(0, W), r.int(ground + 40, H + 20), r.int(90, 240), p.shade(20, -20));
    return out;
  },
  'water-sports': (r, p, ridge) => {
    const sea = r.int(430, 520);
    let out = ridge(r, sea - 120, sea - 10, p.far, r.next() < 0.5) + waves(r, p, sea);
    for (let i = r.int(1, 3); i > 0; i--) {
      const x = r.int(120, 1080);
      const y = r.int(sea + 60, H - 60);
      out +=
        r.next() < 0.5 ? sailboat(x, y, r.range(0.9, 1.7), p, r) : kayak(x, y, r.range(1, 1.6), p);
    }
    return out;
  },
  'food-and-drink': (r, p) => {
    const table = r.int(470, 560);
    let out = skyline(r, { ...p, near: p.far, mid: p.far }, table);
    const sag = r.int(30, 90);
    out += `<path d="M0 ${r.int(60, 160)} Q600 ${160 + sag} 1200 ${r.int(60, 160)}" stroke="${p.near}" stroke-width="3" fill="none"/>`;
    for (let x = 40; x < W; x += r.int(60, 100))
      out += `<circle cx="${x}" cy="${f(110 + sag * 0.9 * Math.sin((x / W) * Math.PI))}" r="9" fill="${p.light}"/>`;
    out += `<rect y="${table}" width="${W}" height="${H - table}" fill="${p.accent2}"/>`;
    for (let x = r.int(0, 40); x < W; x += 80)
      out += `<rect x="${x}" y="${table}" width="40" height="${H - table}" fill="#fff" opacity="0.22"/>`;
    for (let i = r.int(2, 4); i > 0; i--) {
      const x = r.int(140, 1060);
      const y = r.int(table + 90, H - 70);
      const s = r.range(0.8, 1.3);
      out += `<ellipse cx="${x}" cy="${y}" rx="${f(120 * s)}" ry="${f(50 * s)}" fill="#fff"/><ellipse cx="${x}" cy="${y}" rx="${f(80 * s)}" ry="${f(32 * s)}" fill="${r.pick([p.accent, p.mid, p.shade(55, 30)])}"/>`;
    }
    for (let i = r.int(1, 3); i > 0; i--) {
      const x = r.int(100, 1100);
      const y = table + r.int(10, 60);
      out += `<path d="M${x - 28} ${y - 120} Q${x} ${y - 40} ${x + 28} ${y - 120}Z" fill="${p.shade(40, 150)}" opacity="0.85"/><rect x="${x - 3}" y="${y - 78}" width="6" height="70" fill="#fff" opacity="0.8"/><ellipse cx="${x}" cy="${y - 6}" rx="26" ry="7" fill="#fff" opacity="0.8"/>`;
    }
    return out;
  },
  'arts-and-culture': (r, p) => {
    const floor = r.int(600, 680);
    let out = `<rect y="${r.int(60, 140)}" width="${W}" height="${H}" fill="${p.shade(88, 20)}"/>`;
    if (r.next() < 0.5) {
      for (let x = r.int(40, 120); x < W - 150; x += r.int(220, 320)) {
        const w = r.int(130, 200);
        const h = r.int(150, 260);
        out += frame(x, r.int(200, floor - h - 60), w, h, r, p);
      }
    } else {
      const top = r.int(240, 320);
      out += `<path d="M120 ${top} L600 ${top - 150} L1080 ${top}Z" fill="${p.mid}"/><rect x="120" y="${top}" width="960" height="30" fill="${p.near}"/>`;
      for (let x = 170; x < 1080; x += r.pick([120, 150, 180]))
        out += `<rect x="${x}" y="${top + 30}" width="44" height="${floor - top - 30}" fill="${p.shade(72, 20)}"/>`;
    }
    out += `<rect y="${floor}" width="${W}" height="${H - floor}" fill="${p.near}"/>`;
    return out;
  },
  wellness: (r, p, ridge) => {
    const lake = r.int(470, 560);
    let out = ridge(r, lake - 150, lake - 20, p.far, false);
    out += `<rect y="${lake}" width="${W}" height="${H - lake}" fill="${p.shade(60, -30)}"/>`;
    for (let y = lake + 30; y < H; y += 45)
      out += `<rect x="${r.int(0, 700)}" y="${y}" width="${r.int(150, 420)}" height="3" fill="#fff" opacity="0.35"/>`;
    const x = r.int(200, 1000);
    let y = H - r.int(40, 110);
    for (let i = r.int(3, 5); i > 0; i--) {
      const w = 30 + i * r.int(16, 24);
      out += `<ellipse cx="${x + r.int(-10, 10)}" cy="${y}" rx="${w}" ry="${f(w * 0.38)}" fill="${p.shade(30 + i * 8, 10)}"/>`;
      y -= w * 0.62;
    }
    for (let i = r.int(2, 5); i > 0; i--) {
      const lx = r.int(60, 1140);
      const ly = r.int(lake + 40, H - 30);
      out += `<ellipse cx="${lx}" cy="${ly}" rx="46" ry="14" fill="${p.shade(38, -40)}"/><path d="M${lx - 14} ${ly - 8} Q${lx} ${ly - 50} ${lx + 14} ${ly - 8}Z" fill="${p.accent}"/>`;
    }
    return out;
  },
  'family-fun': (r, p, ridge) => {
    const ground = r.int(600, 670);
    let out = ridge(r, ground - 120, ground - 20, p.far, false);
    const cx = r.int(260, 940);
    const rad = r.int(170, 250);
    const cy = ground - rad - 30;
    out += `<circle cx="${cx}" cy="${cy}" r="${rad}" stroke="${p.near}" stroke-width="10" fill="none"/>`;
    const spokes = r.int(8, 14);
    for (let i = 0; i < spokes; i++) {
      const a = (i / spokes) * Math.PI * 2;
      const [x, y] = [cx + rad * Math.cos(a), cy + rad * Math.sin(a)];
      out += `<line x1="${cx}" y1="${cy}" x2="${f(x)}" y2="${f(y)}" stroke="${p.near}" stroke-width="4"/><rect x="${f(x - 18)}" y="${f(y)}" width="36" height="28" rx="6" fill="${i % 2 ? p.accent : p.accent2}"/>`;
    }
    out += `<path d="M${cx - 90} ${ground} L${cx} ${cy} L${cx + 90} ${ground}" stroke="${p.near}" stroke-width="12" fill="none"/>`;
    for (let i = r.int(3, 7); i > 0; i--) {
      const bx = r.int(40, 1160);
      const by = r.int(120, 420);
      out += `<line x1="${bx}" y1="${by + 44}" x2="${bx + r.int(-20, 20)}" y2="${by + 150}" stroke="${p.near}" stroke-width="2"/><ellipse cx="${bx}" cy="${by}" rx="32" ry="42" fill="${r.pick([p.accent, p.accent2, '#e8505b', '#f2c14e'])}"/>`;
    }
    out += `<rect y="${ground}" width="${W}" height="${H - ground}" fill="${p.mid}"/>`;
    return out;
  },
  'classes-and-workshops': (r, p) => {
    let out = `<rect y="${r.int(40, 120)}" width="${W}" height="${H}" fill="${p.shade(84, 30)}"/>`;
    const shelves = [r.int(300, 360), r.int(560, 620)];
    for (const y of shelves) {
      out += `<rect x="60" y="${y}" width="1080" height="18" fill="${p.near}"/>`;
      for (let x = r.int(90, 160); x < 1080; x += r.int(120, 190)) {
        const h = r.int(70, 170);
        const w = r.int(40, 80);
        const c = r.pick([p.accent, p.accent2, p.mid, p.shade(60, 60)]);
        out += `<path d="M${x - w / 2} ${y} C${x - w} ${y - h * 0.5} ${x - w * 0.3} ${y - h * 0.8} ${x - w * 0.25} ${y - h} H${x + w * 0.25} C${x + w * 0.3} ${y - h * 0.8} ${x + w} ${y - h * 0.5} ${x + w / 2} ${y}Z" fill="${c}"/>`;
      }
    }
    for (let i = r.int(2, 4); i > 0; i--) {
      const y = r.int(660, 770);
      out += `<path d="M${r.int(0, 300)} ${y} Q${r.int(400, 800)} ${y - r.int(-40, 40)} ${r.int(900, 1200)} ${y + r.int(-30, 30)}" stroke="${r.pick([p.accent, p.accent2])}" stroke-width="${r.int(14, 28)}" stroke-linecap="round" fill="none" opacity="0.85"/>`;
    }
    return out;
  },
  default: (r, p, ridge) => ridge(r, 300, 460, p.far, true) + ridge(r, 480, 620, p.near, false),
};
