import { z } from 'zod';

export const NOT_A_WEBSITE = 'Not a valid website';

/**
 * A website address, the one rule of every website field (the product editor's website and
 * the partner's business form): an http or https URL with a domain name, at most 500
 * characters. Anything else (plain text, javascript: or mailto: links) is refused.
 */
export const websiteSchema = z
  .string()
  .trim()
  .max(500, { error: 'The website is at most 500 characters' })
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: NOT_A_WEBSITE }));
