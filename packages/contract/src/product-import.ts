import { z } from 'zod';
import { forgotField, PRODUCT_TEXTS } from './product-editor.ts';

/**
 * Bulk import of products and variants (CSV in the browser, rows of 100 to the server), the
 * importer's places search, and the Tripadvisor search (partner spec sections 2, 5 and 7).
 */

export const IMPORT_CHUNK_SIZE = 100;

/** The CSV columns, in the order of the downloadable template. One row = one variant. */
export const IMPORT_COLUMNS = [
  'sku',
  'name',
  'category',
  'market',
  'city',
  'street',
  'region',
  'country',
  'postalCode',
  'phone',
  'website',
  'email',
  'info',
  'businessId',
  'variantName',
  'variantDescription',
  'price',
  'mrp',
  'duration',
  'minPeople',
  'maxPeople',
  'minPurchase',
  'purchaseType',
] as const;

const cell = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const need = (field: string, max: number) => cell(max).min(1, forgotField(field));
const num = (field: string, int: boolean) =>
  cell(20)
    .default('')
    .transform((s, ctx) => {
      if (s === '') return null;
      const n = Number(s);
      if (!Number.isFinite(n) || n < 0 || (int && !Number.isInteger(n))) {
        ctx.addIssue({
          code: 'custom',
          message: `${field} must be ${int ? 'a whole number' : 'a number'} of at least 0`,
        });
        return z.NEVER;
      }
      return n;
    });

/** One CSV row, every cell a string as parsed. */
export const importRowSchema = z.object({
  sku: need('SKU', 40).regex(/^[A-Za-z0-9-]+$/, 'SKU may only hold letters, digits and -'),
  name: need('name', 200),
  category: need('category', 100),
  market: need('market', 40),
  city: cell(100).default(''),
  street: cell(200).default(''),
  region: cell(100).default(''),
  country: cell(100).default(''),
  postalCode: cell(20).default(''),
  phone: cell(40).default(''),
  website: z.union([z.literal(''), cell(500).url('Not a valid website')]).default(''),
  email: z.union([z.literal(''), cell(200).email('Not a valid email')]).default(''),
  info: cell(5000).default(''),
  businessId: cell(100).default(''),
  variantName: need('variant name', 120),
  variantDescription: need('variant description', 5000),
  price: num('price', false).refine((n) => n !== null, forgotField('price')),
  mrp: num('mrp', false),
  duration: cell(100).default(''),
  minPeople: num('minPeople', true),
  maxPeople: num('maxPeople', true),
  minPurchase: num('minPurchase', true),
  purchaseType: cell(40).default(''),
});
export type ImportRow = z.input<typeof importRowSchema>;
export type ImportRowValues = z.output<typeof importRowSchema>;

export const importBodySchema = z.object({
  /** The 1-based line number of the first row (for the report). */
  firstRow: z.number().int().min(1),
  rows: z
    .array(z.record(z.string().max(40), z.string().max(20000)))
    .min(1)
    .max(IMPORT_CHUNK_SIZE),
});
export const importResultSchema = z.object({
  row: z.number().int(),
  ok: z.boolean(),
  sku: z.string().optional(),
  experienceSku: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/**
 * A CSV text as rows of cells (RFC 4180: quoted cells may hold commas, quotes doubled, line
 * breaks). Blank lines are skipped.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cellText = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = () => {
    row.push(cellText);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    cellText = '';
  };
  for (; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cellText += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cellText += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cellText);
      cellText = '';
    } else if (c === '\n') endRow();
    else if (c === '\r') {
      if (text[i + 1] === '\n') i++;
      endRow();
    } else cellText += c;
  }
  if (cellText !== '' || row.length) endRow();
  return rows;
}

/** CSV rows as records keyed by the header row (header names trimmed). */
export function csvRecords(text: string): { header: string[]; records: Record<string, string>[] } {
  const [header = [], ...body] = parseCsv(text);
  const keys = header.map((h) => h.trim());
  return {
    header: keys,
    records: body.map((cells) => Object.fromEntries(keys.map((k, i) => [k, cells[i] ?? '']))),
  };
}

/** Importer search form (spec section 5 texts). */
export const placesSearchSchema = z.object({
  query: z.string().trim().min(1, PRODUCT_TEXTS.importerTerm).max(100),
  near: z.string().trim().min(1, PRODUCT_TEXTS.importerNear).max(100),
  categoryId: z
    .string({ error: PRODUCT_TEXTS.importerCategory })
    .min(1, PRODUCT_TEXTS.importerCategory),
  market: z.string({ error: PRODUCT_TEXTS.importerMarket }).min(1, PRODUCT_TEXTS.importerMarket),
});

export const placeSchema = z.object({
  id: z.string().max(100),
  name: z.string().max(200),
  address: z.object({
    street: z.string().max(200).optional(),
    city: z.string().max(100).optional(),
    region: z.string().max(100).optional(),
    country: z.string().max(100).optional(),
    postalCode: z.string().max(20).optional(),
  }),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  phone: z.string().max(40),
  website: z.string().max(500),
  category: z.string().max(100),
});
export type Place = z.infer<typeof placeSchema>;

export const importPlacesBodySchema = z.object({
  market: z.string().trim().min(1, PRODUCT_TEXTS.importerMarket).max(40),
  categoryId: z.string().uuid(PRODUCT_TEXTS.importerCategory),
  places: z.array(placeSchema).min(1, 'Choose at least one place').max(50),
});

export const tripadvisorSearchSchema = z.object({
  searchQuery: z.string().trim().min(1, PRODUCT_TEXTS.tripadvisorNameRequired).max(100),
  address: z.string().trim().max(200).optional(),
});
export const tripadvisorResultSchema = z.object({
  name: z.string(),
  location_id: z.string(),
  address_obj: z.object({
    street1: z.string().optional(),
    city: z.string().optional(),
    state: z.string().optional(),
    country: z.string().optional(),
    postalcode: z.string().optional(),
    address_string: z.string().optional(),
  }),
});
export type TripadvisorResult = z.infer<typeof tripadvisorResultSchema>;
