import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { loginAs, type LoggedIn } from './auth-helpers.ts';

/**
 * Property-based fuzz over every JSON-body route of the OpenAPI document: random and hostile
 * payloads (NUL characters, huge strings, wrong types, deep nesting, schema-shaped bodies with
 * hostile values) never get a 5xx, for a guest or an admin. Bounded: a few runs per route.
 */

interface Operation {
  method: string;
  path: string;
  properties: Record<string, unknown>;
}

let t: TestApp;
let admin: LoggedIn;
let operations: Operation[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin');
  const doc = t.app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: {
            content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
          };
        }
      >
    >;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op?.requestBody?.content?.['application/json'])
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        properties: op.requestBody!.content!['application/json']!.schema?.properties ?? {},
      })),
  );
}, 120_000);
afterAll(() => t.close());

const nul = fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`);
const huge = fc.integer({ min: 100_001, max: 300_000 }).map((n) => 'x'.repeat(n));
const deep = fc.integer({ min: 40, max: 200 }).map((n) => {
  let v: unknown = 'end';
  for (let i = 0; i < n; i++) v = { a: v };
  return v;
});
const hostile = fc.oneof(
  nul,
  huge,
  deep,
  fc.string({ maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 5 }),
  fc.constantFrom('', ' ', '<script>alert(1)</script>', '../../etc/passwd', "' OR 1=1 --", '{}'),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(nul, fc.integer(), fc.string()), {
    maxKeys: 4,
  }),
);

/** A body shaped like the schema (its property names) filled with hostile values, or junk. */
const bodyFor = (op: Operation) =>
  fc.oneof(
    fc.record(Object.fromEntries(Object.keys(op.properties).map((k) => [k, hostile])), {
      requiredKeys: [],
    }),
    hostile,
  );

const pathParam = fc.oneof(
  fc.uuid(),
  fc.constantFrom('x', '0', 'not-a-uuid', 'a%00b', '%E2%80%AE'),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
);

describe('API fuzz: no 5xx for hostile JSON bodies', () => {
  it('finds the JSON-body routes in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  for (const who of ['guest', 'admin'] as const) {
    it(`never answers 5xx (${who})`, async () => {
      const failures: string[] = [];
      for (const op of operations) {
        await fc.assert(
          fc.asyncProperty(bodyFor(op), pathParam, async (body, param) => {
            const url = op.path.replace(/\{[^}]+\}/g, param);
            const res = await t.app.inject({
              method: op.method as 'POST',
              url,
              headers: {
                'content-type': 'application/json',
                ...(who === 'admin' ? admin.headers : {}),
              },
              payload: JSON.stringify(body ?? null),
            });
            if (res.statusCode >= 500) {
              failures.push(
                `${op.method} ${url} -> ${res.statusCode}: ${JSON.stringify(body).slice(0, 200)}`,
              );
            }
            return true;
          }),
          { numRuns: 4, seed: who === 'admin' ? 8 : 9 },
        );
      }
      expect(failures).toEqual([]);
    }, 240_000);
  }
});
