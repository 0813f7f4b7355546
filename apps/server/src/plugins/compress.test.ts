import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createProduct } from '../../test/factories.ts';

// A built web app in miniature: a hashed script with its build-time .br/.gz, an index.html.
const script = `export const hello = ${JSON.stringify('x'.repeat(4000))};\n`;
const shell = `<!doctype html><html><head><title>Jaunt</title></head><body>${'<p>Jaunt</p>'.repeat(200)}</body></html>`;
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'jaunt-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), shell);
  writeFileSync(join(dist, 'assets', 'index-B4xQ9z_k.js'), script);
  writeFileSync(join(dist, 'assets', 'index-B4xQ9z_k.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets', 'index-B4xQ9z_k.js.gz'), gzipSync(script));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await buildTestApp({}, { WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('compression and caching of what the browser loads', () => {
  it('sends a hashed script precompressed with brotli, cached for a year, immutable', async () => {
    const res = await t.app.inject({
      url: '/assets/index-B4xQ9z_k.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('falls back to gzip, and to the plain file for a client that accepts neither', async () => {
    const gz = await t.app.inject({
      url: '/assets/index-B4xQ9z_k.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({
      url: '/assets/index-B4xQ9z_k.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('does not let browsers keep the HTML shell or unhashed files without asking', async () => {
    const page = await t.app.inject({ url: '/gta', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>');
    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('compresses API JSON', async () => {
    for (let i = 0; i < 5; i++) await createProduct(t.database.db, { market: 'GTA' });
    const res = await t.app.inject({
      url: '/api/products?limit=5',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toHaveLength(5);
  });
});
