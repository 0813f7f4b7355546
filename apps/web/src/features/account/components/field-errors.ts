import { ApiError } from '../../../lib/api-client.ts';

/** A server refusal as per-field form errors (a field without its own text gets the message). */
export function fieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || !error.fields) return null;
  const entries = Object.entries(error.fields).map(([k, v]) => [
    k,
    typeof v === 'string' && v ? v : error.message,
  ]);
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}
