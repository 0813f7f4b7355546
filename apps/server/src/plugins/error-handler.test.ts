import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { loginAs, type LoggedIn } from '../../test/auth-helpers.ts';

let t: TestApp;
let user: LoggedIn;
beforeAll(async () => {
  t = await buildTestApp();
  user = await loginAs(t, 'user');
});
afterAll(() => t.close());

const ZOD_WORDING = /Too (big|small)|expected|Invalid input|unknown field/;

describe('validation messages people see', () => {
  it('a too-long field is named in a sentence, not in zod wording', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: user.headers,
      payload: { sku: 'x', quantity: 1, phone: '4165550100', name: 'x'.repeat(201) },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.fields.name).toBe('Name must be at most 200 characters.');
    expect(body.message).toBe('Name must be at most 200 characters.');
    expect(JSON.stringify(body)).not.toMatch(ZOD_WORDING);
  });

  it('a missing or mistyped field says what is expected', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: user.headers,
      payload: { quantity: 'two', phone: '4165550100' },
    });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json();
    expect(fields.sku).toBe('Experience is required.');
    expect(fields.quantity).toBe('Quantity must be a number.');
  });

  it("an unknown sort reads as a sentence ('sort: unknown field price' before)", async () => {
    const res = await t.app.inject({ url: '/api/products?sort=price' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Results can't be sorted by price.");
    expect(res.json().fields.sort).toBe("Results can't be sorted by price.");
  });

  it("drops a leading field key from a service's message ('name: Please enter a title')", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/lists',
      headers: user.headers,
      payload: { name: '   ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toMatch(/^name: /);
  });
});
