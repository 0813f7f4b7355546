import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createBusiness } from '../../../test/factories.ts';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';

/** What the HubSpot stand-in received. */
interface Seen {
  method: string;
  path: string;
  auth?: string;
  body: { properties?: Record<string, string> } | null;
}

const TOKEN = 'pat-na1-local-test';
const seen: Seen[] = [];
const contactsByEmail = new Map<string, string>();
const existing = { companies: new Set<string>(), contacts: new Set<string>() };
/** Contact-to-company links the stand-in holds, as 'contactId>companyId'. */
const links = new Set<string>();
let nextId = 1000;
let down = false;
let server: Server;
let t: TestApp;
let owner: LoggedIn;
let admin: LoggedIn;
let bizId: string;

/** Answers like HubSpot's CRM v3 objects API: 201 {id, properties}, 409 duplicate email, 401. */
function answer(s: Seen): [number, unknown] {
  if (s.auth !== `Bearer ${TOKEN}`)
    return [
      401,
      {
        status: 'error',
        message: 'Authentication credentials not found.',
        category: 'INVALID_AUTHENTICATION',
      },
    ];
  if (down) return [503, { status: 'error', message: 'Service unavailable' }];
  // v4 default association: 200 with the labels made; 404 when either object is unknown.
  const link =
    /^\/crm\/v4\/objects\/contacts\/(\w+)\/associations\/default\/companies\/(\w+)$/.exec(s.path);
  if (link && s.method === 'PUT') {
    const [, contact, company] = link;
    if (!existing.contacts.has(contact) || !existing.companies.has(company))
      return [404, { status: 'error', message: 'Object not found', category: 'OBJECT_NOT_FOUND' }];
    links.add(`${contact}>${company}`);
    return [
      200,
      {
        status: 'COMPLETE',
        results: [{ from: { id: contact }, to: { id: company }, associationTypeId: 279 }],
      },
    ];
  }
  const m = /^\/crm\/v3\/objects\/(companies|contacts)(?:\/(\w+))?$/.exec(s.path);
  if (!m) return [404, { status: 'error', message: 'Not found' }];
  const [, type, id] = m;
  const props = s.body?.properties ?? {};
  if (s.method === 'POST' && !id) {
    if (type === 'contacts') {
      const existing = contactsByEmail.get(props.email?.toLowerCase() ?? '');
      if (existing)
        return [
          409,
          {
            status: 'error',
            message: `Contact already exists. Existing ID: ${existing}`,
            category: 'CONFLICT',
          },
        ];
    }
    const newId = String(nextId++);
    existing[type as 'companies' | 'contacts'].add(newId);
    if (type === 'contacts') contactsByEmail.set(props.email.toLowerCase(), newId);
    return [
      201,
      { id: newId, properties: props, createdAt: new Date().toISOString(), archived: false },
    ];
  }
  if (s.method === 'PATCH' && id) return [200, { id, properties: props }];
  if (s.method === 'DELETE' && id) {
    existing[type as 'companies' | 'contacts'].delete(id);
    return [204, null];
  }
  return [405, { status: 'error', message: 'Method not allowed' }];
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const entry: Seen = {
        method: req.method ?? '',
        path: new URL(req.url ?? '/', 'http://localhost').pathname,
        auth: req.headers.authorization,
        body: raw ? (JSON.parse(raw) as Seen['body']) : null,
      };
      seen.push(entry);
      const [status, json] = answer(entry);
      res.writeHead(status, json ? { 'content-type': 'application/json' } : {});
      res.end(json ? JSON.stringify(json) : undefined);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await buildTestApp({ HUBSPOT_API_KEY: TOKEN, HUBSPOT_API_URL: url });
  owner = await loginAs(t, 'partner');
  admin = await loginAs(t, 'admin');
  const b = await createBusiness(t.database.db, {
    market: 'nyc',
    name: 'Hudson Sails',
    userId: owner.user.id,
    url: 'hudsonsails.example',
    billingAddress: { phone: '212-555-0199', city: 'New York', region: 'NY', country: 'US' },
  });
  bizId = b.id;
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  seen.length = 0;
  down = false;
});

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: LoggedIn,
  payload?: object,
) => t.app.inject({ method, url, headers: who.headers, payload });
const records = async () =>
  (await inject('GET', '/api/hubspot/records', admin)).json() as {
    kind: string;
    externalId: string;
    provider: string;
  }[];

describe('HubSpot CRM adapter (against a local HubSpot stand-in)', () => {
  it('creates the company with a Bearer token and JSON properties and keeps its HubSpot id', async () => {
    const res = await inject('POST', `/api/hubspot/company/${bizId}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ provider: 'hubspot', externalId: '1000' });
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/crm/v3/objects/companies',
        auth: `Bearer ${TOKEN}`,
        body: {
          properties: {
            name: 'Hudson Sails',
            domain: 'hudsonsails.example',
            phone: '212-555-0199',
            city: 'New York',
            state: 'NY',
            country: 'US',
            market: 'nyc',
          },
        },
      },
    ]);
  });

  it('updates with PATCH by the HubSpot id', async () => {
    const res = await inject('PUT', `/api/hubspot/company/${bizId}`, owner);
    expect(res.statusCode).toBe(200);
    expect(seen[0]).toMatchObject({ method: 'PATCH', path: '/crm/v3/objects/companies/1000' });
    expect(seen[0].body?.properties?.name).toBe('Hudson Sails');
  });

  it('creates a contact; a duplicate email (HubSpot 409) is a 409 and records nothing', async () => {
    const body = {
      email: 'kim@hudsonsails.example',
      firstname: 'Kim',
      lastname: 'Ortiz',
      company: bizId,
    };
    const res = await inject('POST', '/api/hubspot/contact', owner, body);
    expect(res.statusCode).toBe(201);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/crm/v3/objects/contacts',
      body: {
        properties: { email: 'kim@hudsonsails.example', firstname: 'Kim', lastname: 'Ortiz' },
      },
    });
    // The contact is linked to the business's company (HubSpot id 1000) with the default label.
    expect(seen[1]).toMatchObject({
      method: 'PUT',
      path: '/crm/v4/objects/contacts/1001/associations/default/companies/1000',
      auth: `Bearer ${TOKEN}`,
    });
    expect(links).toContain('1001>1000');
    const contactId = res.json().id as string;
    const dup = await inject('POST', '/api/hubspot/contact', owner, {
      ...body,
      firstname: 'Kimberly',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toContain('already');
    expect((await records()).filter((r) => r.kind === 'contact')).toHaveLength(1);

    seen.length = 0;
    const del = await inject('DELETE', `/api/hubspot/contact/${contactId}`, owner);
    expect(del.statusCode).toBe(204);
    expect(seen[0]).toMatchObject({ method: 'DELETE', path: '/crm/v3/objects/contacts/1001' });
  });

  it('links contacts added before the company once the company is pushed', async () => {
    const b = await createBusiness(t.database.db, {
      market: 'nyc',
      name: 'Harbor Kayaks',
      userId: owner.user.id,
      url: 'harborkayaks.example',
    });
    const contact = await inject('POST', '/api/hubspot/contact', owner, {
      email: 'ana@harborkayaks.example',
      firstname: 'Ana',
      lastname: 'Reyes',
      company: b.id,
    });
    expect(contact.statusCode).toBe(201);
    // No company yet: nothing to link to.
    expect(seen.map((r) => r.method)).toEqual(['POST']);
    const contactId = contact.json().externalId as string;
    const company = await inject('POST', `/api/hubspot/company/${b.id}`, owner);
    expect(company.statusCode).toBe(200);
    const companyId = company.json().externalId as string;
    expect(links).toContain(`${contactId}>${companyId}`);
    // Pushing again updates the company and keeps one link.
    expect((await inject('PUT', `/api/hubspot/company/${b.id}`, owner)).statusCode).toBe(200);
    const before = links.size;
    expect((await inject('POST', `/api/hubspot/company/${b.id}`, owner)).statusCode).toBe(200);
    expect(links.size).toBe(before);
    await inject('DELETE', `/api/hubspot/contact/${contact.json().id}`, owner);
    await inject('DELETE', `/api/hubspot/company/${b.id}`, owner);
  });

  it('answers 502 with a clear message when HubSpot fails, and keeps the local record as it was', async () => {
    down = true;
    const del = await inject('DELETE', `/api/hubspot/company/${bizId}`, owner);
    expect(del.statusCode).toBe(502);
    expect(del.json().message).toMatch(/CRM sync failed: HubSpot answered 503/);
    expect((await records()).filter((r) => r.kind === 'company')).toHaveLength(1);
    const contact = await inject('POST', '/api/hubspot/contact', owner, {
      email: 'lee@hudsonsails.example',
      firstname: 'Lee',
      lastname: 'Wu',
      company: bizId,
    });
    expect(contact.statusCode).toBe(502);
    expect((await records()).filter((r) => r.kind === 'contact')).toHaveLength(0);
  });

  it('answers 502 naming the token when HubSpot refuses it (401)', async () => {
    const bad = await buildTestApp({
      HUBSPOT_API_KEY: 'pat-wrong',
      HUBSPOT_API_URL: t.config.HUBSPOT_API_URL,
    });
    try {
      const partner = await loginAs(bad, 'partner');
      const b = await createBusiness(bad.database.db, { market: 'nyc', userId: partner.user.id });
      const res = await bad.app.inject({
        method: 'POST',
        url: `/api/hubspot/company/${b.id}`,
        headers: partner.headers,
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toContain('HubSpot refused our access token');
      expect(seen[0].auth).toBe('Bearer pat-wrong');
    } finally {
      await bad.close();
    }
  });

  it('deletes the company in HubSpot, then locally', async () => {
    const res = await inject('DELETE', `/api/hubspot/company/${bizId}`, owner);
    expect(res.statusCode).toBe(204);
    expect(seen[0]).toMatchObject({
      method: 'DELETE',
      path: '/crm/v3/objects/companies/1000',
      auth: `Bearer ${TOKEN}`,
    });
    expect(await records()).toEqual([]);
  });
});
