import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT } from '@jaunt/contract';
import { mailingSubscriptions } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

const signup = (email: string, extra: object = {}) => ({
  email_address: email,
  status: 'subscribed',
  merge_fields: { FNAME: 'Ada', LNAME: 'Lovelace', MARKET: 'GTA' },
  tags: ['landing'],
  partner: false,
  marketing: true,
  ...extra,
});

const subscribe = (t: TestApp, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/mailchimp/', payload });

describe('POST /api/mailchimp/ (embedded list)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('stores a subscription once; repeating it answers the same row', async () => {
    const first = await subscribe(t, signup('Ada@Example.com'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ...signup('ada@example.com') });
    const again = await subscribe(t, signup('ada@example.com'));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await t.database.db.select().from(mailingSubscriptions);
    expect(rows.filter((r) => r.emailAddress === 'ada@example.com')).toHaveLength(1);
  });

  it('needs a name and a valid email', async () => {
    const noName = await subscribe(t, signup('bob@example.com', { merge_fields: { FNAME: ' ' } }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fields).toHaveProperty(['merge_fields.FNAME']);
    const badEmail = await subscribe(t, signup('not-an-email'));
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().fields).toHaveProperty('email_address');
    expect((await subscribe(t, signup('c@example.com', { status: 'cleaned' }))).statusCode).toBe(
      400,
    );
  });
});

describe('POST /api/mailchimp/ (Mailchimp adapter)', () => {
  let t: TestApp;
  let server: Server;
  let status = 200;
  const seen: { method: string; url: string; auth: string; body: unknown }[] = [];
  const readBody = async (req: IncomingMessage) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    return raw ? JSON.parse(raw) : null;
  };

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        auth: req.headers.authorization ?? '',
        body: await readBody(req),
      });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end('{}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    process.env.MAILCHIMP_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/3.0`;
    t = await buildTestApp({}, { MAILCHIMP_API_KEY: 'secret-us21', MAILCHIMP_LIST_ID: 'L1' });
  });
  afterAll(async () => {
    delete process.env.MAILCHIMP_API_URL;
    await t.close();
    await new Promise<void>((r) => server.close(() => r()));
  });

  it('puts the member under md5(lowercase email), then its tags, and keeps the row', async () => {
    const res = await subscribe(t, signup('Grace@Example.com', { partner: true }));
    expect(res.statusCode).toBe(200);
    // md5('grace@example.com'), computed independently
    const member = '/3.0/lists/L1/members/9f528ceb410182ebd9d490172948f11f';
    expect(seen[0]).toEqual({
      method: 'PUT',
      url: member,
      auth: `Basic ${Buffer.from('jaunt:secret-us21').toString('base64')}`,
      body: {
        email_address: 'grace@example.com',
        status_if_new: 'subscribed',
        merge_fields: { FNAME: 'Ada', LNAME: 'Lovelace', MARKET: 'GTA' },
      },
    });
    expect(seen[1]).toMatchObject({
      method: 'POST',
      url: `${member}/tags`,
      body: {
        tags: [
          { name: 'landing', status: 'active' },
          { name: 'partner', status: 'active' },
        ],
      },
    });
    const rows = await t.database.db.select().from(mailingSubscriptions);
    expect(rows.map((r) => r.emailAddress)).toContain('grace@example.com');
  });

  it('answers 502 with the mailing-list failure text when Mailchimp fails', async () => {
    status = 500;
    const res = await subscribe(t, signup('henry@example.com'));
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(TEXT.mailingListFailed);
    const rows = await t.database.db.select().from(mailingSubscriptions);
    expect(rows.map((r) => r.emailAddress)).not.toContain('henry@example.com');
  });
});
