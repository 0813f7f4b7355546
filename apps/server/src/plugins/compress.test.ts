import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createProduct } from '../../test/factories.ts';
import { preferredEncoding } from './compress.ts';

// A built web app in miniature: a hashed script with its build-time .br/.gz, an index.html.
const script = `export const hello = ${JSON.stringify('x'.repeat(4000))};\n`;
const shell = `<!doctype html><html><head><title>Jaunt</title></head><body>${'<p>Jaunt</p>'.repeat(200)}</body></html>`;
let dist: string;
let t: TestApp;
const brotliAt = (quality: number, body: Buffer) =>
  brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

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

  it('sends API JSON as a browser asks for it: fast brotli below 32 KB, whole, with its length', async () => {
    for (let i = 0; i < 5; i++) await createProduct(t.database.db, { market: 'VAN' });
    const url = '/api/products?limit=5&where=%7B%22market%22%3A%22VAN%22%7D';
    const plain = await t.app.inject({ url });
    const res = await t.app.inject({
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    // One buffer, not a stream: its length is known up front (no chunked transfer).
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
    // Brotli's fast level, the server's cheapest per answer (compress.ts, FAST_BROTLI_BELOW).
    expect(res.rawPayload.length).toBe(brotliAt(1, plain.rawPayload).length);
    // A client that takes gzip alone gets gzip.
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends an answer of 32 KB or more (a page, a long list) in smaller brotli, whole', async () => {
    for (let i = 0; i < 60; i++) await createProduct(t.database.db, { market: 'CHI' });
    const url = '/api/products?limit=60&where=%7B%22market%22%3A%22CHI%22%7D';
    const plain = await t.app.inject({ url });
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(32 * 1024);
    const res = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
    // Smaller than the fast level makes it: sent once a page, worth the CPU.
    expect(res.rawPayload.length).toBeLessThan(brotliAt(1, plain.rawPayload).length);
  });

  it('keeps serving the public cache, compressed per client, after compressing an answer', async () => {
    await createProduct(t.database.db, { market: 'BOS' });
    await createProduct(t.database.db, { market: 'BOS' });
    const url = '/api/products?limit=2&where=%7B%22market%22%3A%22BOS%22%7D';
    const first = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    const second = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    const third = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(third.headers['x-cache']).toBe('hit');
    expect(third.headers['content-encoding']).toBeUndefined();
    const body = brotliDecompressSync(first.rawPayload).toString();
    expect(gunzipSync(second.rawPayload).toString()).toBe(body);
    expect(third.body).toBe(body);
    expect(JSON.parse(body)).toHaveLength(2);
  });
});

describe('preferredEncoding', () => {
  it('takes brotli first, then gzip, and honours q=0 and *', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('deflate')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});
