import { TEXT } from '@jaunt/contract';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * Feature or review save failure (spec section 8): the server's first validation error message
 * and name; otherwise the message field.
 */
export function saveErrorText(error: unknown, fallback: string = TEXT.genericError): string {
  if (error instanceof ApiError) {
    const first = Object.entries(error.fields ?? {})[0];
    if (first) return `${first[1]} (${first[0]})`;
    if (typeof error.body.message === 'string' && error.body.message) return error.body.message;
  }
  return fallback;
}
