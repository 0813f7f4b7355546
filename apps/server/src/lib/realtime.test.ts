import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { loginAs, type LoggedIn } from '../../test/auth-helpers.ts';
import { findSession } from '../plugins/auth.ts';
import { createProduct } from '../../test/factories.ts';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  t.app.ctx.realtime.attach(t.app.server, async (token) => {
    const found = await findSession(t.database.db, token);
    return found ? { id: found.user.id, role: found.user.role, email: found.user.email } : null;
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

/** A connected client that records every event it receives. */
async function client(token?: string) {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: token ? { token } : {},
  });
  sockets.push(socket);
  const events: { name: string; doc: unknown }[] = [];
  socket.onAny((name: string, doc: unknown) => events.push({ name, doc }));
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  // Room joins happen right after the handshake.
  await new Promise((r) => setTimeout(r, 100));
  return events;
}

async function until(check: () => boolean) {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
}

describe('realtime {model}:save events', () => {
  let owner: LoggedIn;
  let other: LoggedIn;
  let admin: LoggedIn;

  beforeAll(async () => {
    owner = await loginAs(t, 'user');
    other = await loginAs(t, 'user');
    admin = await loginAs(t, 'admin');
  });

  it('sends a user:save to that user and to staff, never to other users or guests', async () => {
    const ownerEvents = await client(owner.token);
    const otherEvents = await client(other.token);
    const adminEvents = await client(admin.token);
    const guestEvents = await client();

    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${owner.user.id}`,
      headers: owner.headers,
      payload: { firstName: 'Renamed' },
    });
    expect(res.statusCode).toBe(200);

    await until(() => ownerEvents.length > 0 && adminEvents.length > 0);
    expect(ownerEvents).toEqual([
      {
        name: 'user:save',
        doc: expect.objectContaining({ _id: owner.user.id, firstName: 'Renamed' }),
      },
    ]);
    expect(adminEvents.map((e) => e.name)).toEqual(['user:save']);
    expect(otherEvents).toEqual([]);
    expect(guestEvents).toEqual([]);
  });

  it('ignores a socket with a revoked token (it is a guest)', async () => {
    const revoked = await loginAs(t, 'user');
    await t.app.inject({ method: 'POST', url: '/auth/logout', headers: revoked.headers });
    const events = await client(revoked.token);
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${revoked.user.id}`,
      headers: (await loginAs(t, 'admin')).headers,
      payload: { firstName: 'Someone' },
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(events).toEqual([]);
  });
});

describe('an anonymous listener over a whole user session', () => {
  it('hears no list event and no deactivated review; the owner and staff hear theirs', async () => {
    const owner = await loginAs(t, 'user');
    const staff = await loginAs(t, 'admin');
    const stranger = await loginAs(t, 'user');
    const guestEvents = await client();
    const strangerEvents = await client(stranger.token);
    const ownerEvents = await client(owner.token);
    const staffEvents = await client(staff.token);
    const product = await createProduct(t.database.db, { market: 'GTA' });
    const call = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
      const who = url.includes('/active') ? staff : owner;
      const res = await t.app.inject({ method, url, headers: who.headers, payload });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
      return res.statusCode === 204 ? null : res.json();
    };

    const list = await call('POST', '/api/lists', { name: 'Secret weekend' });
    const added = await call('PUT', `/api/lists/${list._id}`, { partnerId: product.id });
    const itemId = added.experiences[0]._id as string;
    await call('PUT', `/api/lists/${list._id}`, { item: itemId, notes: '<p>door code 4411</p>' });
    await call('PUT', `/api/lists/${list._id}`, { name: 'Renamed secret' });
    await call('DELETE', `/api/lists/${list._id}`);
    const review = await call('POST', '/api/reviews', {
      partnerId: product.sku,
      userName: 'Sam K.',
      rating: 4,
      text: 'Soon to be hidden',
    });
    await call('PUT', `/api/reviews/${review._id}/active`, { active: false });

    await until(() => staffEvents.length >= 7 && ownerEvents.length >= 5);
    await new Promise((r) => setTimeout(r, 200));
    const names = (events: { name: string }[]) => events.map((e) => e.name);
    // The owner hears their list's life; staff hears it too, and the hidden review.
    expect(names(ownerEvents).filter((n) => n.startsWith('list:'))).toEqual([
      'list:save',
      'list:save',
      'list:save',
      'list:save',
      'list:remove',
    ]);
    expect(names(staffEvents)).toContain('list:remove');
    expect(staffEvents).toContainEqual({
      name: 'review:save',
      doc: expect.objectContaining({ _id: review._id, active: false }),
    });
    // Guests and other users hear the review while it was public, then only that it is gone.
    for (const events of [guestEvents, strangerEvents]) {
      expect(events).toEqual([
        { name: 'review:save', doc: expect.objectContaining({ _id: review._id, active: true }) },
        { name: 'review:remove', doc: { _id: review._id, partnerId: product.sku } },
      ]);
      const heard = JSON.stringify(events);
      expect(heard).not.toContain(list._id);
      expect(heard).not.toContain('door code');
      expect(heard).not.toContain('secret');
    }
  });
});
