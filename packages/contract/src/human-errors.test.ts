import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel, installHumanErrors } from './human-errors.ts';
import { signupBody } from './auth.ts';

installHumanErrors();

const message = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]!.message;
};

describe('human validation messages', () => {
  it('names the field and the limit in a sentence', () => {
    const s = z.object({ name: z.string().max(100), quantity: z.number().int().min(1).max(1000) });
    expect(message(s, { name: 'x'.repeat(101), quantity: 1 })).toBe(
      'Name must be at most 100 characters.',
    );
    expect(message(s, { name: 'a', quantity: 0 })).toBe('Quantity must be at least 1.');
    expect(message(s, { quantity: 1 })).toBe('Name is required.');
    expect(message(s, { name: 'a', quantity: 'two' })).toBe('Quantity must be a number.');
  });

  it("never shows zod's own wording", () => {
    const s = z.object({
      firstName: z.string().min(2),
      kind: z.enum(['a', 'b']),
      tags: z.array(z.string()).max(2),
      email: z.email(),
    });
    const r = s.safeParse({ firstName: 'x', kind: 'c', tags: ['1', '2', '3'], email: 'nope' });
    const texts = r.success ? [] : r.error.issues.map((i) => i.message);
    expect(texts).toEqual([
      'First name must be at least 2 characters.',
      'Kind must be one of: a, b.',
      'Tags can have at most 2 items.',
      'Please enter a valid email',
    ]);
    for (const t of texts) expect(t).not.toMatch(/Too (big|small)|expected|Invalid input/);
  });

  it("keeps a schema's own (spec) message", () => {
    expect(message(signupBody.pick({ firstName: true }), { firstName: '' })).toBe(
      'Please enter your first name',
    );
  });

  it('labels fields from their path', () => {
    expect(fieldLabel(['items', 0, 'experienceSku'])).toBe('Experience');
    expect(fieldLabel(['q'])).toBe('Search text');
    expect(fieldLabel(['marketName'])).toBe('Market name');
    expect(fieldLabel(['postal_code'])).toBe('Postal code');
    expect(fieldLabel([])).toBe('This value');
  });
});
