import {
  integrationLabel,
  toDollars,
  type EditorProduct,
  type StaffProductRow,
} from '@jaunt/contract';
import { presentVariant } from '../catalog/product-presenter.ts';
import type { EditableTexts } from '../catalog/product-details.repo.ts';
import type { ProductRow, StaffListRow, VariantRow } from './product-editor.repo.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

/** Everything the editor shows; commission and integration only for admins. */
export function toEditorProduct(
  p: ProductRow,
  vs: VariantRow[],
  texts: EditableTexts,
  admin: boolean,
): EditorProduct {
  return {
    _id: p.id,
    name: p.name,
    sku: p.sku,
    slug: p.slug,
    categoryId: p.categoryId,
    phone: p.phone,
    featuredImage: p.featuredImage,
    website: p.website,
    email: p.email,
    location: p.lat != null && p.lng != null ? { lat: p.lat, lng: p.lng } : null,
    tax: p.tax ?? null,
    elfsightId: p.elfsightId,
    tripadvisorLocationId: p.tripadvisorLocationId,
    address: p.address,
    businessId: p.businessId,
    info: p.info,
    description: p.description,
    metaDescription: p.metaDescription,
    hours: p.hours,
    ...texts,
    features: p.features,
    active: p.active,
    market: p.market,
    city: p.city,
    lowestPrice: toDollars(p.lowestPriceCents),
    ...(admin ? { integration: p.integration ?? null } : {}),
    updated: iso(p.updated),
    created: iso(p.created),
    // The public variant presenter with staff fields, plus what only the editor needs.
    variants: vs.map((v) => ({
      _id: v.id,
      ...presentVariant(v, { staff: true, admin }),
      promoCode: v.promoCode,
      meta: { sheet: typeof v.meta?.sheet === 'string' ? v.meta.sheet : undefined },
    })),
  };
}

export function toStaffRow(r: StaffListRow): StaffProductRow {
  return {
    _id: r.id,
    sku: r.sku,
    name: r.name,
    active: r.active,
    updated: iso(r.updated),
    market: r.market,
    api: integrationLabel(r.api),
    businessId: r.business_id,
    lowestPrice: toDollars(Number(r.lowest_price_cents)),
  };
}

/** What realtime listeners and the audit log get: no commission, no integration secrets. */
export function toAuditSnapshot(p: ProductRow, vs: VariantRow[]) {
  const { integration, ...rest } = p;
  return {
    ...rest,
    integration: integration ? { name: integration.name, rank: integration.rank } : null,
    variants: vs.map((v) => ({ ...v })),
  };
}
