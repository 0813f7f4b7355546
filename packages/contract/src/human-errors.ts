/**
 * Validation messages written for people. Schemas that name their own message keep it (the
 * spec's words); every other zod issue gets a sentence naming the field, e.g. 'Name must be at
 * most 100 characters.' instead of 'Too big: expected string to have <=100 characters'.
 * Installed once by the server's error handler and by the web forms (installHumanErrors()).
 */
import { z } from 'zod';
import { TEXT } from './texts.ts';

/** Keys whose words would not tell a person what the field is. */
const FIELD_LABELS: Record<string, string> = {
  q: 'Search text',
  sku: 'Experience',
  experienceSku: 'Experience',
  _id: 'Id',
};

/** 'firstName' -> 'First name', 'postal_code' -> 'Postal code'; the last named path part. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const key = [...(path ?? [])].reverse().find((p) => typeof p === 'string') as string | undefined;
  if (!key) return 'This value';
  if (FIELD_LABELS[key]) return FIELD_LABELS[key]!;
  const words = key
    .replace(/^_+/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'This value';
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a set of values',
  date: 'a date',
};

const plural = (n: number | bigint, one: string) => `${n} ${one}${Number(n) === 1 ? '' : 's'}`;

type Issue = z.core.$ZodRawIssue;

/** The human sentence for one zod issue (undefined: keep zod's own). */
export function humanIssueMessage(issue: Issue): string | undefined {
  const label = fieldLabel(issue.path);
  const i = issue as Issue & Record<string, unknown>;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return `${label} is required.`;
      return `${label} must be ${TYPE_WORDS[String(i.expected)] ?? String(i.expected)}.`;
    case 'too_big': {
      const max = i.maximum as number;
      if (i.origin === 'string') return `${label} must be at most ${plural(max, 'character')}.`;
      if (i.origin === 'array' || i.origin === 'set')
        return `${label} can have at most ${plural(max, 'item')}.`;
      return `${label} must be at most ${max}.`;
    }
    case 'too_small': {
      const min = i.minimum as number;
      if (i.origin === 'string')
        return Number(min) <= 1
          ? `${label} is required.`
          : `${label} must be at least ${plural(min, 'character')}.`;
      if (i.origin === 'array' || i.origin === 'set')
        return `${label} needs at least ${plural(min, 'item')}.`;
      return `${label} must be at least ${min}.`;
    }
    case 'invalid_format':
      if (i.format === 'email') return TEXT.enterValidEmail;
      if (i.format === 'regex') return `${label} is not in the right format.`;
      return `${label} must be a valid ${String(i.format).replace(/_/g, ' ')}.`;
    case 'invalid_value': {
      const values = (i.values as unknown[] | undefined)?.map(String) ?? [];
      return values.length && values.length <= 6
        ? `${label} must be one of: ${values.join(', ')}.`
        : `${label} has a value we don't accept.`;
    }
    case 'not_multiple_of':
      return `${label} must be a multiple of ${String(i.divisor)}.`;
    case 'unrecognized_keys': {
      const keys = (i.keys as string[] | undefined) ?? [];
      return `${keys.map((k) => fieldLabel([k])).join(', ')} ${keys.length === 1 ? 'is' : 'are'} not accepted here.`;
    }
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return `${label} is not valid.`;
    default:
      return undefined;
  }
}

let installed = false;

/** Makes humanIssueMessage zod's global fallback for messages (idempotent). */
export function installHumanErrors() {
  if (installed) return;
  installed = true;
  z.config({ customError: (issue) => humanIssueMessage(issue) });
}
