import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { tileSource } from './security-headers.ts';

let t: TestApp;
let https: TestApp;
beforeAll(async () => {
  const dist = join(tmpdir(), `harden-web-${process.pid}`);
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  t = await buildTestApp({}, { WEB_DIST: dist });
  https = await buildTestApp({ publicUrl: 'https://jaunt.example' });
}, 180_000);
afterAll(async () => {
  await t.close();
  await https.close();
});

const csp = (h: Record<string, unknown>) => String(h['content-security-policy']);

describe('security headers', () => {
  it('on the HTML: strict CSP, no framing, nosniff, referrer and permissions policies', async () => {
    const res = await t.app.inject({ url: '/login' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const policy = csp(res.headers);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("script-src 'self' https://js.stripe.com");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(policy).toContain("connect-src 'self' https://api.stripe.com");
    expect(policy).toMatch(/img-src 'self' data: blob: https:\/\/\*\.tile\.openstreetmap\.org/);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain('geolocation=(self)');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['permissions-policy']).toContain('microphone=()');
    // Served over http: no HSTS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('on API answers and errors: a bare policy, no framing, nosniff, none of the page headers', async () => {
    for (const url of ['/api/health', '/api/nothing-here']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(csp(res.headers)).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['permissions-policy']).toBeUndefined();
      expect(res.headers['referrer-policy']).toBeUndefined();
    }
  });

  it('HSTS when PUBLIC_URL is https', async () => {
    const res = await https.app.inject({ url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('keeps Swagger UI working with its own policy', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBeLessThan(400);
    const json = await t.app.inject({ url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(csp(res.headers)).toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('takes map tiles from the host of MAP_TILE_URL', () => {
    expect(tileSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.openstreetmap.org',
    );
    expect(tileSource('https://tiles.example.com:8443/{z}/{x}/{y}.png')).toBe(
      'https://tiles.example.com:8443',
    );
    expect(tileSource('not a url')).toBeNull();
  });
});
