import { randomUUID } from 'node:crypto';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, roleRank, type Role } from '@jaunt/contract';
import { buildApp, type App } from '../src/app.ts';
import { loginAs } from './auth-helpers.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';

interface GuardedRoute {
  method: string;
  url: string;
  access: Role;
}

/** Every guarded /api and /auth route of the whole app, as it registers (HEAD twins left out). */
const routes: GuardedRoute[] = [];
function collect(route: RouteOptions) {
  const access = route.config?.access;
  const isApi = route.url.startsWith('/api/') || route.url.startsWith('/auth/');
  if (!isApi || !access || access === 'public') return;
  const methods = ([] as HTTPMethods[]).concat(route.method);
  for (const method of methods) {
    if (method !== 'HEAD') routes.push({ method, url: route.url, access });
  }
}

/** The role just below `access` in the role order (guest for the lowest). */
function roleBelow(access: Role): Role {
  return ROLES[roleRank(access) - 1] ?? 'guest';
}

/** Path params (":id", "*") filled with a random uuid. */
const concrete = (url: string) =>
  url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, () => randomUUID()).replace(/\*$/, randomUUID());

let t: TestApp;
let app: App;
const headersFor = new Map<Role, Record<string, string>>();
beforeAll(async () => {
  t = await buildTestApp();
  app = await buildApp({ config: t.config, db: t.database.db, onRoute: collect });
  await app.ready();
  for (const role of ['partner-staff', 'partner', 'user', 'editor'] as const) {
    headersFor.set(role, (await loginAs(t, role)).headers);
  }
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const call = (r: GuardedRoute, headers: Record<string, string> = {}) =>
  app.inject({
    method: r.method as HTTPMethods,
    url: concrete(r.url),
    headers,
    // A body that fails every schema: the guard must answer before validation does.
    ...(['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) ? { payload: { bogus: 1 } } : {}),
  });

describe('route guards', () => {
  it('sees the guarded routes of the app', () => {
    const seen = routes.map((r) => `${r.method} ${r.url}`);
    expect(seen).toEqual(
      expect.arrayContaining([
        'GET /api/users/me',
        'PUT /api/users/:id/password',
        'GET /api/users/role/:role',
        'GET /api/admin/outbox',
      ]),
    );
  });

  it('answers 401 to a guest on every guarded route', async () => {
    const wrong: string[] = [];
    for (const r of routes) {
      const res = await call(r);
      if (res.statusCode !== 401) wrong.push(`${r.method} ${r.url} -> ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to the role just below each route access level', async () => {
    const wrong: string[] = [];
    for (const r of routes) {
      const below = roleBelow(r.access);
      if (below === 'guest') continue;
      const res = await call(r, headersFor.get(below));
      if (res.statusCode !== 403)
        wrong.push(`${r.method} ${r.url} as ${below} -> ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
