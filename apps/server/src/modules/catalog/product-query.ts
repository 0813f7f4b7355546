import {
  PRODUCT_SELECTABLE_FIELDS,
  PRODUCT_SORT_FIELDS,
  productWhereSchema,
  type ProductSortField,
  type ProductSummary,
  type ProductWhere,
} from '@jaunt/contract';
import { badRequest } from '../../lib/errors.ts';

/**
 * Parses the `where` JSON of GET /api/products against the allow-list. Unknown fields and
 * operators are a 400 that names them (e.g. `where.lowestPrice.$where`).
 */
export function parseWhere(raw: string | undefined): ProductWhere {
  if (!raw) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw badRequest('The filter (where) must be a JSON object.', {
      where: 'The filter (where) must be a JSON object.',
    });
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw badRequest('The filter (where) must be a JSON object.', {
      where: 'The filter (where) must be a JSON object.',
    });
  }
  const parsed = productWhereSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const base = ['where', ...issue.path.map(String)].join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        fields[`${base}.${key}`] = `${base}.${key} is not an allowed field or operator.`;
    } else {
      fields[base] ??= issue.message;
    }
  }
  const [first] = Object.entries(fields);
  throw badRequest(first[1], fields);
}

export interface SortSpec {
  field: ProductSortField;
  desc: boolean;
}

export function parseSort(raw: string | undefined, hasPosition: boolean): SortSpec {
  if (!raw) return { field: 'name', desc: false };
  const desc = raw.startsWith('-');
  const field = (desc ? raw.slice(1) : raw) as ProductSortField;
  if (!PRODUCT_SORT_FIELDS.includes(field)) {
    throw badRequest(`Results can't be sorted by ${field}.`, {
      sort: `Results can't be sorted by ${field}.`,
    });
  }
  if (field === 'distance' && !hasPosition) {
    throw badRequest('Sorting by distance needs your location.', {
      sort: 'Sorting by distance needs your location.',
    });
  }
  return { field, desc };
}

/**
 * The fields a `select` asks for, checked, with _id always first (a list item always has it)
 * and each once; null without a select (whole summaries).
 */
export function parseSelect(raw: string | undefined): (keyof ProductSummary)[] | null {
  if (!raw) return null;
  const fields = raw
    .split(/[,\s]+/)
    .map((f) => f.trim())
    .filter(Boolean);
  for (const f of fields) {
    if (!PRODUCT_SELECTABLE_FIELDS.includes(f as keyof ProductSummary)) {
      throw badRequest(`${f} is not a field that can be selected.`, {
        select: `${f} is not a field that can be selected.`,
      });
    }
  }
  return [...new Set(['_id', ...fields])] as (keyof ProductSummary)[];
}

/** Escapes LIKE wildcards so user text only ever matches literally. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
