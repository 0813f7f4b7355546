/** Builds the per-URL <head> tags of the first HTML. Everything dynamic is escaped. */

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** JSON for a <script> element: no `<`, `>`, `&` or line separators can end or bend it. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  image?: string;
  type: 'website' | 'product';
  siteName: string;
  jsonLd?: Record<string, unknown>;
}

export function headTags(m: PageMeta): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    meta('name', 'description', m.description),
    `<link rel="canonical" href="${escapeHtml(m.canonical)}">`,
    meta('property', 'og:type', m.type),
    meta('property', 'og:site_name', m.siteName),
    meta('property', 'og:title', m.title),
    meta('property', 'og:description', m.description),
    meta('property', 'og:url', m.canonical),
    ...(m.image ? [meta('property', 'og:image', m.image)] : []),
    meta('name', 'twitter:card', m.image ? 'summary_large_image' : 'summary'),
    ...(m.jsonLd ? [`<script type="application/ld+json">${scriptJson(m.jsonLd)}</script>`] : []),
  ];
  return tags.join('\n    ');
}

/** index.html with our <title> and the tags just before </head>. */
export function injectHead(indexHtml: string, m: PageMeta): string {
  const title = `<title>${escapeHtml(m.title)}</title>`;
  const withTitle = /<title>[\s\S]*?<\/title>/i.test(indexHtml)
    ? indexHtml.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : indexHtml.replace(/<\/head>/i, () => `${title}\n  </head>`);
  return withTitle.replace(/<\/head>/i, () => `    ${headTags(m)}\n  </head>`);
}

/** A description of at most `max` characters, cut at a word. */
export function clip(text: string, max = 155): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
