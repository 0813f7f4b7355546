import type { ZodType } from 'zod';
import type { FormErrors } from '@mantine/form';
import { installHumanErrors } from '@jaunt/contract';

// Forms show sentences for people ('Name must be at most 100 characters.'), never zod's wording.
installHumanErrors();

/** Values read by a zod schema: what it makes of them, or its first message per field path. */
export function parseForm<Out>(
  schema: ZodType<Out>,
  values: unknown,
): { data: Out; errors?: undefined } | { data?: undefined; errors: FormErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data };
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return { errors };
}

/** Mantine form `validate` from a zod schema: the first message per field path. */
export function zodResolver<Values>(schema: ZodType) {
  return (values: Values): FormErrors => parseForm(schema, values).errors ?? {};
}
