import type { FastifyInstance } from 'fastify';
import { fieldError } from '../lib/errors.ts';

/** No single string a person types is longer than this (rich-text notes are 20,000). */
export const MAX_STRING = 100_000;
const MAX_DEPTH = 32;

type Problem = { path: string; message: string } | null;

/**
 * The first string in a JSON body, query or params that PostgreSQL or a log should never see:
 * a NUL character (text columns refuse it), an absurdly long string, or nesting too deep.
 * Object keys are checked too (they end up in jsonb columns).
 */
export function findBadInput(value: unknown, path = '', depth = 0): Problem {
  if (typeof value === 'string') {
    if (value.includes('\u0000'))
      return { path, message: 'must not contain a NUL (\\u0000) character' };
    if (value.length > MAX_STRING)
      return { path, message: `must be at most ${MAX_STRING} characters` };
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return { path, message: 'is nested too deeply' };
  const entries = Array.isArray(value)
    ? value.map((v, i) => [String(i), v] as const)
    : Object.entries(value as Record<string, unknown>);
  for (const [key, child] of entries) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000'))
      return { path: childPath, message: 'must not contain a NUL (\\u0000) character' };
    const found = findBadInput(child, childPath, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses such input with a 400 naming the field, before any route's schema or service runs
 * (so every route is covered, with or without its own limits).
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    for (const [part, value] of [
      ['params', req.params],
      ['query', req.query],
      ['body', req.body],
    ] as const) {
      const bad = findBadInput(value);
      if (bad) {
        const field = (bad.path || part).slice(0, 200);
        throw fieldError(field, `This value ${bad.message}.`);
      }
    }
  });
}
