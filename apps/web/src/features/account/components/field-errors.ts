import { TEXT } from '@jaunt/contract';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';

/** A server refusal as per-field form errors (a field without its own text gets the message). */
export function fieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || !error.fields) return null;
  const entries = Object.entries(error.fields).map(([k, v]) => [
    k,
    typeof v === 'string' && v ? v : error.message,
  ]);
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/**
 * A form's answer to a refused call: the server's field errors beside their fields, or, when it
 * names no field, its message as the form's one failure line.
 */
export const showRefusal =
  (
    form: { setErrors: (errors: Record<string, string>) => void },
    setFailure: (m: string) => void,
  ) =>
  (error: unknown) => {
    const fields = fieldErrors(error);
    if (fields) form.setErrors(fields);
    else setFailure(errorMessage(error, TEXT.genericError));
  };
