import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createThirdPartyReview } from '../../../test/factories.ts';
import { createTripadvisorReviews } from './third-party-reviews.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/tripadvisor/reviews/{locationId} (embedded adapter)', () => {
  it('pages the stored reviews of a location, newest first', async () => {
    const db = t.database.db;
    for (let day = 1; day <= 9; day++)
      await createThirdPartyReview(db, {
        locationId: '4242',
        publishedDate: new Date(Date.UTC(2024, 0, day)),
        title: `Day ${day}`,
      });
    await createThirdPartyReview(db, { locationId: '9999', title: 'Elsewhere' });
    const first = await t.app.inject('/api/tripadvisor/reviews/4242');
    expect(first.json().map((r: { title: string }) => r.title)).toEqual([
      'Day 9',
      'Day 8',
      'Day 7',
    ]);
    expect(first.json()[0]).toEqual({
      user: { username: expect.any(String), avatar: expect.any(String) },
      published_date: '2024-01-09T00:00:00.000Z',
      title: 'Day 9',
      text: expect.any(String),
      rating: expect.any(Number),
      sample: true,
    });
    const more = await t.app.inject('/api/tripadvisor/reviews/4242?skip=3&limit=5');
    expect(more.json().map((r: { title: string }) => r.title)).toEqual([
      'Day 6',
      'Day 5',
      'Day 4',
      'Day 3',
      'Day 2',
    ]);
    expect((await t.app.inject('/api/tripadvisor/reviews/0')).json()).toEqual([]);
  });
});

describe('Tripadvisor Content API adapter', () => {
  let server: Server;
  let status = 200;
  const requests: string[] = [];
  let apiUrl = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          data: [
            {
              published_date: '2024-05-01T10:00:00Z',
              rating: 5,
              title: 'Great <b>tour</b>',
              text: 'Loved it<script>alert(1)</script>',
              user: { username: 'kayakfan', avatar: { small: 'https://media.example/a.jpg' } },
            },
          ],
        }),
      );
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('asks for the location reviews with the key and maps them to plain text', async () => {
    const adapter = createTripadvisorReviews({ apiKey: 'KEY', apiUrl }, t.app.log);
    const reviews = await adapter.list('123', { skip: 3, limit: 5 });
    expect(requests.at(-1)).toBe(
      '/api/v1/location/123/reviews?key=KEY&language=en&offset=3&limit=5',
    );
    expect(reviews).toEqual([
      {
        user: { username: 'kayakfan', avatar: 'https://media.example/a.jpg' },
        published_date: '2024-05-01T10:00:00Z',
        title: 'Great tour',
        text: 'Loved it',
        rating: 5,
      },
    ]);
  });

  it('answers no reviews when the API fails', async () => {
    status = 500;
    const adapter = createTripadvisorReviews({ apiKey: 'KEY', apiUrl }, t.app.log);
    expect(await adapter.list('123', { skip: 0, limit: 3 })).toEqual([]);
  });
});
