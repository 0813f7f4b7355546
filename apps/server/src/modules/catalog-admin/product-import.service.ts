import { and, eq, or, sql } from 'drizzle-orm';
import {
  experienceSku,
  importRowSchema,
  INCLUDED_TEMPLATE,
  lowestPriceCents,
  productSlug,
  toCents,
  type ImportResult,
  type Place,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { categories, features } from '../../db/schema/index.ts';
import { assertNotDemo } from '../../lib/demo-mode.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import * as repo from './product-editor.repo.ts';
import { toAuditSnapshot } from './product-editor.presenter.ts';
import { PRODUCT_TEXTS, cityNotInMarket } from '@jaunt/contract';

async function findCategoryId(db: Db, value: string): Promise<string | null> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      or(
        eq(categories.slug, value.toLowerCase()),
        sql`lower(${categories.name}) = lower(${value})`,
        repo.UUID.test(value) ? eq(categories.id, value) : undefined,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

async function findMarketVal(db: Db, value: string): Promise<string | null> {
  const [row] = await db
    .select({ val: features.val })
    .from(features)
    .where(
      and(
        eq(features.key, 'Market'),
        or(sql`upper(${features.val}) = upper(${value})`, eq(features.slug, value.toLowerCase())),
      ),
    )
    .limit(1);
  return row?.val ?? null;
}

async function uniqueSlugFor(db: Db, name: string) {
  const base = productSlug(name) || 'product';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await repo.slugTaken(db, slug))) return slug;
  }
}

/**
 * Imports CSV rows: each row is one variant of the product its SKU names (created, inactive,
 * when new). Each row is checked, then written in its own transaction: it lands whole or is
 * reported with its errors by field.
 */
export async function importRows(
  ctx: AppContext,
  actor: AuthUser,
  firstRow: number,
  rows: Record<string, string>[],
): Promise<ImportResult[]> {
  assertNotDemo(ctx, PRODUCT_TEXTS.addingInDemo);
  const results: ImportResult[] = [];
  for (const [i, raw] of rows.entries()) {
    const row = firstRow + i;
    const parsed = importRowSchema.safeParse(raw);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        errors[String(issue.path[0] ?? 'row')] ??= issue.message;
      results.push({ row, ok: false, errors });
      continue;
    }
    const r = parsed.data;
    try {
      const categoryId = await findCategoryId(ctx.db, r.category);
      if (!categoryId)
        throw badRequest('Unknown category', { category: `No category named ${r.category}` });
      const market = await findMarketVal(ctx.db, r.market);
      if (!market) throw badRequest('Unknown market', { market: `No market named ${r.market}` });
      if (r.city) {
        const markets = await repo.marketsOfCity(ctx.db, r.city);
        if (!markets.some((m) => m.toUpperCase() === market.toUpperCase())) {
          throw badRequest('City not in market', { city: cityNotInMarket(r.city, market) });
        }
      }
      const slug = await uniqueSlugFor(ctx.db, r.name);
      const out = await ctx.db.transaction(async (tx) => {
        let product = await repo.findProductBySku(tx, r.sku);
        const created = !product;
        if (!product) {
          product = await repo.insertProduct(tx, {
            sku: r.sku,
            name: r.name,
            nameLower: r.name.toLowerCase(),
            slug,
            active: false,
            categoryId,
            market,
            city: r.city,
            features: [
              { key: 'Market', val: market },
              ...(r.city ? [{ key: 'City', val: r.city }] : []),
            ],
            address: {
              street: r.street,
              city: r.city,
              region: r.region,
              country: r.country,
              postalCode: r.postalCode,
            },
            phone: r.phone,
            website: r.website,
            email: r.email.toLowerCase(),
            info: r.info,
            businessId: r.businessId || null,
          });
        }
        const existing = await repo.variantRowsOf(tx, product.id);
        const vslug = productSlug(r.variantName) || 'option';
        if (existing.some((v) => v.slug === vslug)) {
          throw badRequest('Variant exists', {
            variantName: `${r.sku} already has a variant named ${r.variantName}`,
          });
        }
        const seq = await repo.lastExperienceSeq(tx, product.id, product.sku);
        const commission = product.businessId
          ? await repo.businessCommission(tx, product.businessId)
          : null;
        const variant = (await repo.upsertVariant(tx, undefined, {
          productId: product.id,
          position: existing.length,
          name: r.variantName,
          slug: vslug,
          experienceSku: experienceSku(product.sku, seq + 1),
          description: r.variantDescription,
          included: INCLUDED_TEMPLATE,
          priceCents: toCents(r.price!),
          mrpCents: toCents(r.mrp ?? r.price!),
          duration: r.duration,
          minPeople: r.minPeople ?? 1,
          maxPeople: r.maxPeople ?? 10,
          minPurchase: r.minPurchase ?? 1,
          purchaseType: r.purchaseType || 'person',
          commission,
        }))!;
        const vs = [...existing, variant];
        product = (await repo.touchProduct(tx, product.id, {
          lowestPriceCents: lowestPriceCents(vs),
        }))!;
        await recordAudit(
          tx,
          { id: actor.id, email: actor.email },
          {
            entity: 'product',
            entityId: product.id,
            action: created ? 'import' : 'import-variant',
            after: toAuditSnapshot(product, vs),
          },
        );
        return { sku: product.sku, experienceSku: variant.experienceSku };
      });
      results.push({ row, ok: true, ...out });
    } catch (err) {
      if (err instanceof AppError && err.fields)
        results.push({ row, ok: false, errors: err.fields });
      else if (err instanceof AppError)
        results.push({ row, ok: false, errors: { row: err.message } });
      else {
        ctx.log.error({ err, row }, 'import row failed');
        results.push({ row, ok: false, errors: { row: 'This row could not be saved' } });
      }
    }
  }
  if (results.some((r) => r.ok)) ctx.catalogChanges.notify();
  return results;
}

const skuStem = (name: string) =>
  (
    name
      .replace(/[^A-Za-z0-9 ]/g, '')
      .split(/\s+/)
      .filter(Boolean)
      .map((w) => w[0])
      .join('') || 'P'
  )
    .toUpperCase()
    .slice(0, 6);

/** Creates an inactive product per chosen place (the importer's preview, confirmed). */
export async function importPlaces(
  ctx: AppContext,
  actor: AuthUser,
  body: { market: string; categoryId: string; places: Place[] },
) {
  assertNotDemo(ctx, PRODUCT_TEXTS.addingInDemo);
  const market = await findMarketVal(ctx.db, body.market);
  if (!market)
    throw badRequest(PRODUCT_TEXTS.importerMarket, { market: PRODUCT_TEXTS.importerMarket });
  if (!(await repo.categoryExists(ctx.db, body.categoryId))) {
    throw badRequest(PRODUCT_TEXTS.importerCategory, {
      categoryId: PRODUCT_TEXTS.importerCategory,
    });
  }
  const created: { _id: string; sku: string; name: string }[] = [];
  for (const place of body.places) {
    const slug = await uniqueSlugFor(ctx.db, place.name);
    const product = await ctx.db.transaction(async (tx) => {
      let sku = '';
      for (let n = 1; ; n++) {
        sku = `${market}-${skuStem(place.name)}${n}`.slice(0, 40);
        if (!(await repo.skuTaken(tx, sku))) break;
      }
      const cityMarkets = place.address.city
        ? await repo.marketsOfCity(tx, place.address.city)
        : [];
      const city = cityMarkets.includes(market) ? place.address.city! : '';
      const p = await repo.insertProduct(tx, {
        sku,
        name: place.name,
        nameLower: place.name.toLowerCase(),
        slug,
        active: false,
        categoryId: body.categoryId,
        market,
        city,
        features: [{ key: 'Market', val: market }, ...(city ? [{ key: 'City', val: city }] : [])],
        address: place.address,
        lat: place.location?.lat ?? null,
        lng: place.location?.lng ?? null,
        phone: place.phone,
        website: /^https?:\/\//.test(place.website) ? place.website : '',
      });
      await recordAudit(
        tx,
        { id: actor.id, email: actor.email },
        {
          entity: 'product',
          entityId: p.id,
          action: 'import-place',
          after: { ...toAuditSnapshot(p, []), placeId: place.id },
        },
      );
      return p;
    });
    created.push({ _id: product.id, sku: product.sku, name: product.name });
  }
  ctx.catalogChanges.notify();
  return created;
}
