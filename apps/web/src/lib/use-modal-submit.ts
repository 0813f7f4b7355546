import { useState } from 'react';
import type { ZodType } from 'zod';
import { ApiError } from './api-client.ts';
import { parseForm } from './zod-form.ts';

/**
 * Sending a form of a modal: checked first with the contract's schema (its first message per
 * field, nothing sent), then sent as the schema reads it; a refusal shows the server's field
 * errors beside their fields and `failureText` of it at the end of the form; once sent, `onSent`.
 */
export function useModalSubmit<Body>(opts: {
  schema?: ZodType<Body>;
  send: (body: Body) => Promise<unknown>;
  onSent: () => void;
  failureText: (error: unknown) => string;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (values: unknown) => {
    const parsed = opts.schema ? parseForm(opts.schema, values) : { data: values as Body };
    if (parsed.errors) return setErrors(parsed.errors as Record<string, string>);
    const body = parsed.data as Body;
    setSaving(true);
    setFailure(null);
    try {
      await opts.send(body);
      setErrors({});
      opts.onSent();
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      setFailure(opts.failureText(error));
    } finally {
      setSaving(false);
    }
  };
  return { errors, failure, saving, submit };
}
