import {
  cityOfTags,
  experienceSku,
  INCLUDED_TEMPLATE,
  lowestPriceCents,
  marketOfTags,
  PRODUCT_TEXTS,
  productSlug,
  TEXT,
  toCents,
  type EditorProduct,
  type ProductValues,
  type VariantValues,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { assertNotDemo } from '../../lib/demo-mode.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import {
  assertAdminFields,
  assertCategory,
  assertCityInMarket,
  isAdmin,
  withKnownMarket,
} from './product-input-checks.ts';
import * as repo from './product-editor.repo.ts';
import type { ProductRow, VariantRow } from './product-editor.repo.ts';
import { editableTextsOf, writeEditableTexts } from '../catalog/product-details.repo.ts';
import { toAuditSnapshot, toEditorProduct } from './product-editor.presenter.ts';

export const actorOf = (u: AuthUser) => ({ id: u.id, email: u.email });

/** The requested slug, or one made from the name that no other product uses. */
export async function uniqueSlug(tx: Tx, wanted: string, name: string, exceptId?: string) {
  if (wanted) {
    if (await repo.slugTaken(tx, wanted, exceptId)) {
      throw badRequest('Another product already uses that slug', {
        slug: 'Another product already uses that slug',
      });
    }
    return wanted;
  }
  const base = productSlug(name) || 'product';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await repo.slugTaken(tx, slug, exceptId))) return slug;
  }
}

function productColumns(body: ProductValues) {
  return {
    name: body.name,
    nameLower: body.name.toLowerCase(),
    sku: body.sku,
    categoryId: body.categoryId,
    phone: body.phone,
    featuredImage: body.featuredImage,
    website: body.website,
    email: body.email,
    lat: body.location?.lat ?? null,
    lng: body.location?.lng ?? null,
    tax: body.tax,
    elfsightId: body.elfsightId,
    tripadvisorLocationId: body.tripadvisorLocationId,
    address: body.address,
    businessId: body.businessId,
    info: body.info,
    description: body.description,
    metaDescription: body.metaDescription,
    hours: body.hours,
    features: body.features,
    market: marketOfTags(body.features),
    city: cityOfTags(body.features),
  };
}

/** Variant columns; editors keep the stored commission, fee and promo code (new: the business's). */
function variantColumns(
  v: VariantValues,
  position: number,
  stored: VariantRow | undefined,
  admin: boolean,
  defaultCommission: number | null,
) {
  const included = sanitizeRichText(v.included);
  return {
    position,
    name: v.name,
    slug: v.slug || `option-${position + 1}`,
    externalSku: v.externalSku,
    description: v.description,
    included: included || (stored ? '' : INCLUDED_TEMPLATE),
    metaDescription: v.metaDescription,
    image: v.image,
    images: v.images,
    priceCents: toCents(v.price),
    mrpCents: toCents(v.mrp),
    isGroup: v.isGroup,
    isPrivateSale: v.isPrivateSale,
    // The date applies only to a private group sale.
    experienceDate:
      v.isPrivateSale && v.isGroup && v.experienceDate ? new Date(v.experienceDate) : null,
    hasCallout: v.hasCallout,
    calloutText: v.calloutText,
    minPeople: v.minPeople ?? stored?.minPeople ?? 1,
    maxPeople: v.maxPeople ?? stored?.maxPeople ?? 10,
    minPurchase: v.minPurchase ?? stored?.minPurchase ?? 1,
    purchaseType: v.purchaseType || stored?.purchaseType || 'person',
    duration: v.duration,
    location: v.location,
    meta: {
      ...(stored?.meta ?? {}),
      ...(v.meta.sheet !== undefined ? { sheet: v.meta.sheet } : {}),
    },
    active: v.active,
    commission:
      admin && v.commission !== undefined
        ? v.commission
        : (stored?.commission ?? defaultCommission),
    fee: admin && v.fee !== undefined ? v.fee : (stored?.fee ?? 0),
    promoCode: v.promoCode !== undefined ? v.promoCode : (stored?.promoCode ?? null),
  };
}

function assertUniqueVariantSlugs(vs: { slug: string }[]) {
  const seen = new Set<string>();
  vs.forEach((v, i) => {
    if (seen.has(v.slug)) {
      const msg = 'Two variants have the same slug';
      throw new AppError('VALIDATION', msg, { [`variants.${i}.slug`]: msg });
    }
    seen.add(v.slug);
  });
}

/** Writes the variant list (stored ones by _id, new ones appended) and the lowest price. */
async function writeVariants(
  tx: Tx,
  product: ProductRow,
  body: ProductValues,
  stored: VariantRow[],
  admin: boolean,
) {
  const byId = new Map(stored.map((v) => [v.id, v]));
  for (const [i, v] of body.variants.entries()) {
    if (v._id && !byId.has(v._id)) {
      throw badRequest('That variant is not part of this product', {
        [`variants.${i}._id`]: 'That variant is not part of this product',
      });
    }
  }
  const defaultCommission = product.businessId
    ? await repo.businessCommission(tx, product.businessId)
    : null;
  const cols = body.variants.map((v, i) =>
    variantColumns(v, i, v._id ? byId.get(v._id) : undefined, admin, defaultCommission),
  );
  assertUniqueVariantSlugs(cols);
  await repo.deleteVariantsExcept(
    tx,
    product.id,
    body.variants.flatMap((v) => (v._id ? [v._id] : [])),
  );
  // Slugs are unique per product: park the kept ones first so a swap of two slugs cannot clash.
  for (const v of body.variants) {
    if (v._id)
      await repo.upsertVariant(tx, v._id, {
        productId: product.id,
        name: v.name,
        slug: `~${v._id}`,
        experienceSku: byId.get(v._id)!.experienceSku,
      });
  }
  let seq = await repo.lastExperienceSeq(tx, product.id, product.sku);
  const written: VariantRow[] = [];
  for (const [i, v] of body.variants.entries()) {
    const experience = v._id ? byId.get(v._id)!.experienceSku : experienceSku(product.sku, ++seq);
    const row = await repo.upsertVariant(tx, v._id, {
      productId: product.id,
      experienceSku: experience,
      ...cols[i],
    });
    written.push(row!);
  }
  return written;
}

/** After a write: public caches drop the catalogue, listeners hear of the product. */
/** After a write: empties the public caches, tells realtime listeners, returns the editor's view. */
export async function publish(
  ctx: AppContext,
  actor: AuthUser,
  p: ProductRow,
  vs: VariantRow[],
  wasActive: boolean,
): Promise<EditorProduct> {
  const texts = await editableTextsOf(ctx.db, p.id);
  ctx.catalogChanges.notify();
  // Guests hear of active products only; an unpublished one is news for staff alone.
  ctx.realtime.save('product', toEditorProduct(p, vs, texts, false), {
    public: p.active || wasActive,
  });
  return toEditorProduct(p, vs, texts, isAdmin(actor));
}

export async function loadForEditor(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
): Promise<EditorProduct> {
  const p = await repo.findProductById(ctx.db, id);
  if (!p) throw notFound('Product not found');
  const [vs, texts] = await Promise.all([
    repo.variantRowsOf(ctx.db, p.id),
    editableTextsOf(ctx.db, p.id),
  ]);
  return toEditorProduct(p, vs, texts, isAdmin(actor));
}

export async function createProduct(ctx: AppContext, actor: AuthUser, input: ProductValues) {
  assertNotDemo(ctx, PRODUCT_TEXTS.addingInDemo);
  assertAdminFields(actor, input);
  const body = await withKnownMarket(ctx, input);
  await assertCityInMarket(ctx, body.features);
  await assertCategory(ctx, body.categoryId);
  const { product, vs } = await ctx.db.transaction(async (tx) => {
    if (await repo.skuTaken(tx, body.sku)) {
      throw badRequest('Another product already uses that SKU', {
        sku: 'Another product already uses that SKU',
      });
    }
    const slug = await uniqueSlug(tx, body.slug, body.name);
    let product = await repo.insertProduct(tx, {
      ...productColumns(body),
      slug,
      // Products created by an editor start inactive (spec section 4).
      active: isAdmin(actor) ? body.active : false,
      integration: isAdmin(actor) ? (body.integration ?? null) : null,
    });
    const vs = await writeVariants(tx, product, body, [], isAdmin(actor));
    await writeEditableTexts(tx, product.id, body);
    product = (await repo.touchProduct(tx, product.id, {
      lowestPriceCents: lowestPriceCents(vs),
    }))!;
    await repo.syncBusinessActive(tx, product.businessId);
    await recordAudit(tx, actorOf(actor), {
      entity: 'product',
      entityId: product.id,
      action: 'create',
      after: toAuditSnapshot(product, vs),
    });
    return { product, vs };
  });
  return publish(ctx, actor, product, vs, false);
}

export async function updateProduct(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  input: ProductValues & { updated: string },
) {
  assertAdminFields(actor, input);
  const before = await repo.findProductById(ctx.db, id);
  if (!before) throw notFound('Product not found');
  const body = await withKnownMarket(ctx, input, before.market);
  if (!isAdmin(actor) && body.active && !before.active) throw forbidden(TEXT.noPermission);
  await assertCityInMarket(ctx, body.features);
  await assertCategory(ctx, body.categoryId);
  const loaded = new Date(body.updated);
  if (Number.isNaN(loaded.getTime())) {
    throw badRequest('updated must be a date', { updated: 'updated must be a date' });
  }
  const { product, vs } = await ctx.db.transaction(async (tx) => {
    if (await repo.skuTaken(tx, body.sku, id)) {
      throw badRequest('Another product already uses that SKU', {
        sku: 'Another product already uses that SKU',
      });
    }
    const slug = await uniqueSlug(tx, body.slug, body.name, id);
    const oldVs = await repo.variantRowsOf(tx, id);
    let product = await repo.updateIfUnchanged(tx, id, loaded, {
      ...productColumns(body),
      slug,
      active: body.active,
      ...(isAdmin(actor) && body.integration !== undefined
        ? { integration: body.integration }
        : {}),
    });
    if (!product) throw new AppError('CONFLICT', PRODUCT_TEXTS.changedSinceOpened);
    const vs = await writeVariants(tx, product, body, oldVs, isAdmin(actor));
    await writeEditableTexts(tx, id, body);
    product = (await repo.touchProduct(tx, id, { lowestPriceCents: lowestPriceCents(vs) }))!;
    await repo.syncBusinessActive(tx, product.businessId);
    if (before.businessId !== product.businessId)
      await repo.syncBusinessActive(tx, before.businessId);
    await recordAudit(tx, actorOf(actor), {
      entity: 'product',
      entityId: id,
      action: 'update',
      before: toAuditSnapshot(before, oldVs),
      after: toAuditSnapshot(product, vs),
    });
    return { product, vs };
  });
  return publish(ctx, actor, product, vs, before.active);
}

/** The list's toggle: editors may take a product offline, only admins publish one. */
export async function setActive(ctx: AppContext, actor: AuthUser, id: string, active: boolean) {
  const before = await repo.findProductById(ctx.db, id);
  if (!before) throw notFound('Product not found');
  if (active && !before.active && !isAdmin(actor)) throw forbidden(TEXT.noPermission);
  const { product, vs } = await ctx.db.transaction(async (tx) => {
    const product = (await repo.touchProduct(tx, id, { active }))!;
    await repo.syncBusinessActive(tx, product.businessId);
    await recordAudit(tx, actorOf(actor), {
      entity: 'product',
      entityId: id,
      action: active ? 'activate' : 'deactivate',
      before: { active: before.active },
      after: { active },
    });
    return { product, vs: await repo.variantRowsOf(tx, id) };
  });
  return publish(ctx, actor, product, vs, before.active);
}

export async function deleteProduct(ctx: AppContext, actor: AuthUser, id: string) {
  assertNotDemo(ctx, PRODUCT_TEXTS.deleteInDemo);
  const before = await repo.findProductById(ctx.db, id);
  if (!before) throw notFound('Product not found');
  await ctx.db.transaction(async (tx) => {
    const oldVs = await repo.variantRowsOf(tx, id);
    await repo.deleteProductRow(tx, id);
    await repo.syncBusinessActive(tx, before.businessId);
    await recordAudit(tx, actorOf(actor), {
      entity: 'product',
      entityId: id,
      action: 'delete',
      before: toAuditSnapshot(before, oldVs),
    });
  });
  ctx.catalogChanges.notify();
  ctx.realtime.remove('product', { _id: id, sku: before.sku }, { public: before.active });
  return { deleted: true as const };
}

/** Attaches (or clears) a Tripadvisor location id. */
export async function setTripadvisorId(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  locationId: string | null,
) {
  const before = await repo.findProductById(ctx.db, id);
  if (!before) throw notFound('Product not found');
  const { product, vs } = await ctx.db.transaction(async (tx) => {
    const product = (await repo.touchProduct(tx, id, { tripadvisorLocationId: locationId }))!;
    await recordAudit(tx, actorOf(actor), {
      entity: 'product',
      entityId: id,
      action: 'tripadvisor',
      before: { tripadvisorLocationId: before.tripadvisorLocationId },
      after: { tripadvisorLocationId: locationId },
    });
    return { product, vs: await repo.variantRowsOf(tx, id) };
  });
  return publish(ctx, actor, product, vs, before.active);
}
