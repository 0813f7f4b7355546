/**
 * The staff side around the product editor: the staff product list (rows, query, keyset page),
 * the list's active toggle and duplicate bodies, and the market's business picker.
 */
import { z } from 'zod';
import { PRODUCT_LIST_PAGE_SIZE } from './product-editor.ts';

/** A row of the staff product list. */
export const staffProductRowSchema = z.object({
  _id: z.string(),
  sku: z.string(),
  name: z.string(),
  active: z.boolean(),
  updated: z.string(),
  market: z.string(),
  api: z.string(),
  businessId: z.string().nullable(),
  lowestPrice: z.number(),
});
export type StaffProductRow = z.infer<typeof staffProductRowSchema>;

export const STAFF_PRODUCT_SORTS = ['sku', 'name', 'active', 'updated'] as const;
export const staffProductQuerySchema = z.object({
  market: z.string().trim().min(1).max(40).optional(),
  q: z.string().trim().max(100).optional(),
  sort: z.enum(STAFF_PRODUCT_SORTS).default('updated'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  /** Opaque keyset cursor from the previous page's `next`. */
  after: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(PRODUCT_LIST_PAGE_SIZE),
});
export type StaffProductQuery = z.infer<typeof staffProductQuerySchema>;
export const staffProductPageSchema = z.object({
  items: z.array(staffProductRowSchema),
  next: z.string().nullable(),
});
export type StaffProductPage = z.infer<typeof staffProductPageSchema>;

export const productActiveBodySchema = z.object({ active: z.boolean() });
export const duplicateBodySchema = z.object({
  id: z.string().uuid('id must be a product or variant id'),
});

/**
 * The businesses of a market (the editor's businessId picker), with the name of each one's
 * booking platform integration (the External SKU picker lists that platform's products).
 */
export const businessOptionSchema = z.object({
  businessId: z.string(),
  name: z.string(),
  active: z.boolean(),
  integration: z.string().nullable(),
});
export type BusinessOption = z.infer<typeof businessOptionSchema>;
