import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createLocalStorage } from '../../lib/storage.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'jaunt-files-'));
  const storage = createLocalStorage(dataDir);
  await storage.put('images/sunset.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await storage.put('uploads/a/id-front.png', PNG);
  writeFileSync(join(dataDir, 'secret.txt'), 'top secret');
  writeFileSync(join(dataDir, 'images', '.env'), 'HIDDEN=1');
  t = await buildTestApp({ dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('GET /images/* and /uploads/*', () => {
  it('serves an image with its content type and a long cache lifetime', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/images/sunset.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toContain('<svg');
    // An SVG is a document: sandboxed, nothing in it may run on this origin.
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves nested uploads byte for byte', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/a/id-front.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers 404 for a missing file', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/images/nope.png' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it.each([
    '/images/../secret.txt',
    '/images/..%2fsecret.txt',
    '/images/%2e%2e/secret.txt',
    '/images/%2e%2e%2fsecret.txt',
    '/uploads/..%5csecret.txt',
    '/images/.env',
    '/images//etc/passwd',
  ])('never serves a file outside the folder: %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).not.toBe(200);
    expect(res.body).not.toContain('top secret');
    expect(res.body).not.toContain('HIDDEN');
  });
});
