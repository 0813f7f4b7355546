import { toDollars } from '@jaunt/contract';
import type { ProductListItem, ProductSummary, Variant } from '@jaunt/contract';
import type { categories, products, variants } from '../../db/schema/index.ts';

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof variants.$inferSelect;
/** The variant columns a page presents (no internal meta). */
export type PublicVariantRow = Omit<VariantRow, 'meta'>;
export type CategoryRef = Pick<
  typeof categories.$inferSelect,
  'id' | 'name' | 'slug' | 'parentCategoryId' | 'parentCategoryName'
>;
/** The product columns a summary presents (no long texts a list never shows). */
export type ProductSummaryRow = Omit<
  ProductRow,
  'description' | 'metaDescription' | 'hours' | 'availability' | 'companyId' | 'created'
>;
/** A summary row plus the texts of the product page. */
export type ProductDetailRow = ProductSummaryRow &
  Pick<ProductRow, 'description' | 'metaDescription' | 'hours'>;
export interface ProductJoinRow<P extends ProductSummaryRow = ProductSummaryRow> {
  p: P;
  c: CategoryRef | null;
  distance?: number | null;
}

const SECRET_FIELD = /key|secret|token|password/i;

/** Integration settings without credentials (booking calls that need them go through the server). */
function publicIntegration(integration: ProductRow['integration'], staff: boolean) {
  if (!integration || staff) return integration ?? null;
  const fields = integration.fields
    ? Object.fromEntries(Object.entries(integration.fields).filter(([k]) => !SECRET_FIELD.test(k)))
    : undefined;
  return { ...integration, ...(fields ? { fields } : {}) };
}

/** How one summary field is presented, and the product columns it reads. */
interface SummaryField<K extends keyof ProductSummary> {
  /** The product columns it reads (the category's come with the join). */
  columns: readonly (keyof ProductSummaryRow)[];
  /** Whether it reads the joined category. */
  category?: true;
  present(row: ProductJoinRow, staff: boolean): ProductSummary[K];
}

/**
 * Every field of a summary, in the order of the contract's schema: what it reads and how it is
 * presented. A list with `select` reads only its fields' columns (product-lists.repo.ts).
 */
const SUMMARY_FIELDS: { [K in keyof ProductSummary]-?: SummaryField<K> } = {
  _id: { columns: ['id'], present: ({ p }) => p.id },
  sku: { columns: ['sku'], present: ({ p }) => p.sku },
  slug: { columns: ['slug'], present: ({ p }) => p.slug },
  name: { columns: ['name'], present: ({ p }) => p.name },
  active: { columns: ['active'], present: ({ p }) => p.active },
  businessId: { columns: ['businessId'], present: ({ p }) => p.businessId },
  category: {
    columns: [],
    category: true,
    present: ({ c }) =>
      c
        ? {
            _id: c.id,
            name: c.name,
            slug: c.slug,
            parentCategory: c.parentCategoryId,
            parentCategoryName: c.parentCategoryName,
          }
        : null,
  },
  features: { columns: ['features'], present: ({ p }) => p.features },
  keyFeatures: { columns: ['keyFeatures'], present: ({ p }) => p.keyFeatures },
  address: { columns: ['address'], present: ({ p }) => p.address },
  location: {
    columns: ['lat', 'lng'],
    present: ({ p }) => (p.lat != null && p.lng != null ? { lat: p.lat, lng: p.lng } : null),
  },
  website: { columns: ['website'], present: ({ p }) => p.website },
  phone: { columns: ['phone'], present: ({ p }) => p.phone },
  email: { columns: ['email'], present: ({ p }) => p.email },
  featuredImage: { columns: ['featuredImage'], present: ({ p }) => p.featuredImage },
  images: { columns: ['images'], present: ({ p }) => p.images },
  info: { columns: ['info'], present: ({ p }) => p.info },
  lowestPrice: { columns: ['lowestPriceCents'], present: ({ p }) => toDollars(p.lowestPriceCents) },
  tax: { columns: ['tax'], present: ({ p }) => p.tax ?? null },
  integration: {
    columns: ['integration'],
    present: ({ p }, staff) => publicIntegration(p.integration, staff),
  },
  computedRating: { columns: ['computedRating'], present: ({ p }) => p.computedRating },
  reviewCount: { columns: ['reviewCount'], present: ({ p }) => p.reviewCount },
  tripadvisorLocationId: {
    columns: ['tripadvisorLocationId'],
    present: ({ p }) => p.tripadvisorLocationId,
  },
  elfsightId: { columns: ['elfsightId'], present: ({ p }) => p.elfsightId },
  market: { columns: ['market'], present: ({ p }) => p.market },
  city: { columns: ['city'], present: ({ p }) => p.city },
  updated: { columns: ['updated'], present: ({ p }) => p.updated.toISOString() },
  // Only when the list was asked with a position.
  distance: {
    columns: [],
    present: (row) => (row.distance != null ? Math.round(row.distance) : undefined),
  },
};
type Field = keyof ProductSummary;
const ALL_FIELDS = Object.keys(SUMMARY_FIELDS) as Field[];

/** What a list of fields reads, and the key of that shape (the same columns, the same key). */
export interface SummarySources {
  /** The product columns, sorted. */
  columns: (keyof ProductSummaryRow)[];
  /** Whether it joins the category. */
  category: boolean;
  key: string;
}
/** Beyond this many selects the memo starts again (a select is the caller's text). */
const MEMO_SELECTS = 200;
const sourcesOf = new Map<string, SummarySources>();

/** What a list of `fields` reads: the product columns, and whether it joins the category. */
export function summarySources(fields: readonly Field[]): SummarySources {
  const memoKey = fields.join(',');
  const known = sourcesOf.get(memoKey);
  if (known) return known;
  const set = new Set<keyof ProductSummaryRow>();
  let category = false;
  for (const f of fields) {
    SUMMARY_FIELDS[f].columns.forEach((c) => set.add(c));
    category ||= SUMMARY_FIELDS[f].category === true;
  }
  const columns = [...set].sort();
  const sources = { columns, category, key: `cols:${columns.join('.')}${category ? '+c' : ''}` };
  if (sourcesOf.size >= MEMO_SELECTS) sourcesOf.clear();
  sourcesOf.set(memoKey, sources);
  return sources;
}

/** A product as listed: every field, or (a list's `select`) only `fields`, from their columns. */
export function presentProduct(row: ProductJoinRow, staff: boolean): ProductSummary;
export function presentProduct(
  row: ProductJoinRow,
  staff: boolean,
  fields: readonly Field[] | null,
): ProductListItem;
export function presentProduct(
  row: ProductJoinRow,
  staff: boolean,
  fields: readonly Field[] | null = null,
): ProductListItem {
  const out: Record<string, unknown> = {};
  for (const field of fields ?? ALL_FIELDS) {
    const value = (SUMMARY_FIELDS[field] as SummaryField<Field>).present(row, staff);
    if (value !== undefined) out[field] = value;
  }
  return out as ProductListItem;
}

export function presentVariant(
  v: PublicVariantRow,
  opts: { staff: boolean; admin: boolean },
): Variant {
  return {
    name: v.name,
    slug: v.slug,
    experienceSku: v.experienceSku,
    externalSku: v.externalSku,
    description: v.description,
    // Sanitised when written (seed, editors): reads serve the stored HTML as is.
    included: v.included,
    metaDescription: v.metaDescription,
    image: v.image,
    images: v.images,
    price: toDollars(v.priceCents),
    mrp: toDollars(v.mrpCents),
    fee: v.fee,
    isGroup: v.isGroup,
    isPrivateSale: v.isPrivateSale,
    experienceDate: v.experienceDate?.toISOString() ?? null,
    hasCallout: v.hasCallout,
    calloutText: v.calloutText,
    minPeople: v.minPeople,
    maxPeople: v.maxPeople,
    minPurchase: v.minPurchase,
    purchaseType: v.purchaseType,
    duration: v.duration,
    active: v.active,
    location: v.location,
    ...(opts.admin ? { commission: v.commission ?? null } : {}),
    ...(opts.staff ? { promoCode: v.promoCode } : {}),
  };
}
