import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createFeaturePage, createProduct } from '../../../test/factories.ts';
import { buildCatalogFixture, type CatalogFixture } from '../catalog/catalog.fixture.ts';

const INDEX =
  '<!doctype html><html><head><meta charset="utf-8"><title>Jaunt</title></head><body><div id="root"></div></body></html>';
let dist: string;
let t: TestApp;
let f: CatalogFixture;
let evil: Awaited<ReturnType<typeof createProduct>>;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'jaunt-web-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  t = await buildTestApp({}, { WEB_DIST: dist, PUBLIC_URL: 'https://jaunt.example' });
  f = await buildCatalogFixture(t.database.db);
  evil = await createProduct(t.database.db, {
    name: 'Kayak </script><script>alert(1)</script> "Tour"',
    slug: 'evil-kayak',
    market: 'GTA',
    metaDescription: '<img src=x onerror=alert(2)> & more',
    variants: [{ name: 'Adult', priceCents: 4200 }],
  });
  await createFeaturePage(t.database.db, {
    market: 'GTA',
    pageTitle: 'Summer Picks',
    slug: 'summer-picks',
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (url: string) => {
  const res = await t.app.inject(url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  return res.body;
};
const jsonLd = (html: string) =>
  JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1]);

describe('first HTML of SPA pages', () => {
  it('gives a product page its title, canonical URL, Open Graph tags and Product JSON-LD', async () => {
    const { kayak } = f.products;
    const html = await page(`/gta/${kayak.slug}`);
    expect(html).toContain('<title>Harbour Sunset Kayak Tour [Book Online] | Jaunt</title>');
    expect(html).toContain(`<link rel="canonical" href="https://jaunt.example/gta/${kayak.slug}">`);
    expect(html).toContain(
      '<meta property="og:title" content="Harbour Sunset Kayak Tour [Book Online] | Jaunt">',
    );
    expect(html).toContain('<meta name="description" content="');
    expect(jsonLd(html)).toMatchObject({
      '@type': 'Product',
      name: 'Harbour Sunset Kayak Tour',
      offers: {
        '@type': 'Offer',
        price: '50.00',
        priceCurrency: 'CAD',
        availability: 'https://schema.org/InStock',
        url: `https://jaunt.example/gta/${kayak.slug}`,
      },
      aggregateRating: { ratingValue: 4.5, reviewCount: 12, bestRating: 5, worstRating: 1 },
    });
  });

  it('names one canonical URL whatever case or market code the visitor typed', async () => {
    const { kayak } = f.products;
    for (const url of [`/GTA/${kayak.slug}`, `/Gta/${kayak.slug}/`]) {
      expect(await page(url)).toContain(
        `<link rel="canonical" href="https://jaunt.example/gta/${kayak.slug}">`,
      );
    }
    expect(await page('/GTA')).toContain('<link rel="canonical" href="https://jaunt.example/gta">');
  });

  it('gives a variant page the variant name and price; rating count defaults to 1955', async () => {
    const html = await page(`/gta/${f.products.island.slug}/adult`);
    expect(html).toContain('<title>Adult [Book Online] | Jaunt</title>');
    expect(jsonLd(html)).toMatchObject({
      name: 'Adult',
      offers: { price: '120.00' },
      aggregateRating: { reviewCount: 1955 },
    });
  });

  it('escapes product text: no markup or script can be injected', async () => {
    const html = await page(`/gta/${evil.slug}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain(
      'Kayak &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Tour&quot;',
    );
    expect(jsonLd(html).name).toBe('Kayak </script><script>alert(1)</script> "Tour"');
  });

  it('titles market and feature pages', async () => {
    expect(await page('/gta')).toContain('<title>Toronto Area | Jaunt</title>');
    const feature = await page('/gta/feature/summer-picks');
    expect(feature).toContain('<title>Summer Picks | Jaunt</title>');
  });

  it('serves the plain index.html for inactive or unknown pages', async () => {
    for (const url of [
      `/gta/${f.products.hidden.slug}`,
      '/gta/no-such-product',
      `/gta/${f.products.kayak.slug}/retired-option`,
      `/nyc/${f.products.kayak.slug}`,
      '/ous',
      '/gta/location/toronto',
    ]) {
      expect(await page(url)).toBe(INDEX);
    }
  });
});

describe('sitemap and robots', () => {
  it('lists active markets, category pages, products and listed variants only', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    const { kayak, hidden } = f.products;
    expect(xml).toContain('<loc>https://jaunt.example/gta</loc>');
    expect(xml).not.toContain('<loc>https://jaunt.example/ous</loc>');
    expect(xml).toContain('<loc>https://jaunt.example/gta/list/water-sports/kayaking</loc>');
    expect(xml).toContain(`<loc>https://jaunt.example/gta/${kayak.slug}</loc>`);
    expect(xml).toContain(`<loc>https://jaunt.example/gta/${kayak.slug}/adult</loc>`);
    expect(xml).not.toContain(`${kayak.slug}/private-party`);
    expect(xml).not.toContain(`${kayak.slug}/retired-option`);
    expect(xml).not.toContain(hidden.slug);
  });

  it('robots.txt allows everything and points to the sitemap', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.body).toContain('User-agent: *\nAllow: /');
    expect(res.body).toContain('Sitemap: https://jaunt.example/sitemap.xml');
  });
});
