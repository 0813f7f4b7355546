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

export function presentProduct(row: ProductJoinRow, staff: boolean): ProductSummary {
  const { p, c } = row;
  return {
    _id: p.id,
    sku: p.sku,
    slug: p.slug,
    name: p.name,
    active: p.active,
    businessId: p.businessId,
    category: c
      ? {
          _id: c.id,
          name: c.name,
          slug: c.slug,
          parentCategory: c.parentCategoryId,
          parentCategoryName: c.parentCategoryName,
        }
      : null,
    features: p.features,
    keyFeatures: p.keyFeatures,
    address: p.address,
    location: p.lat != null && p.lng != null ? { lat: p.lat, lng: p.lng } : null,
    website: p.website,
    phone: p.phone,
    email: p.email,
    featuredImage: p.featuredImage,
    images: p.images,
    info: p.info,
    lowestPrice: toDollars(p.lowestPriceCents),
    tax: p.tax ?? null,
    integration: publicIntegration(p.integration, staff),
    computedRating: p.computedRating,
    reviewCount: p.reviewCount,
    tripadvisorLocationId: p.tripadvisorLocationId,
    elfsightId: p.elfsightId,
    market: p.market,
    city: p.city,
    updated: p.updated.toISOString(),
    ...(row.distance != null ? { distance: Math.round(row.distance) } : {}),
  };
}

/** Keeps only the selected fields (and _id). */
export function pickFields(
  product: ProductSummary,
  fields: readonly (keyof ProductSummary)[] | null,
): ProductListItem {
  if (!fields) return product;
  const out: ProductListItem = { _id: product._id };
  for (const f of fields) (out as Record<string, unknown>)[f] = product[f];
  return out;
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
