import { experienceSku, lowestPriceCents, PRODUCT_TEXTS } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { assertNotDemo } from '../../lib/demo-mode.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import * as repo from './product-editor.repo.ts';
import type { VariantRow } from './product-editor.repo.ts';
import { editableTextsOf, writeEditableTexts } from '../catalog/product-details.repo.ts';
import { toAuditSnapshot } from './product-editor.presenter.ts';
import { actorOf, publish, uniqueSlug } from './product-editor.service.ts';

// Duplicate product and duplicate variant (body id): copies start inactive.

/** A free SKU for a copy: SKU-C, SKU-C2, ... */
async function copySku(tx: Tx, sku: string) {
  for (let n = 1; ; n++) {
    const candidate = `${sku.slice(0, 36)}-C${n === 1 ? '' : n}`;
    if (!(await repo.skuTaken(tx, candidate))) return candidate;
  }
}

export async function duplicateProduct(ctx: AppContext, actor: AuthUser, id: string) {
  assertNotDemo(ctx, PRODUCT_TEXTS.addingInDemo);
  const source = await repo.findProductById(ctx.db, id);
  if (!source) throw notFound('Product not found');
  const { product, vs } = await ctx.db.transaction(async (tx) => {
    const sourceVs = await repo.variantRowsOf(tx, id);
    const sku = await copySku(tx, source.sku);
    const name = `${source.name} (copy)`.slice(0, 200);
    const { id: _id, created: _c, updated: _u, ...rest } = source;
    const product = await repo.insertProduct(tx, {
      ...rest,
      sku,
      name,
      nameLower: name.toLowerCase(),
      slug: await uniqueSlug(tx, '', name),
      active: false,
      computedRating: 0,
      reviewCount: 0,
    });
    await writeEditableTexts(tx, product.id, await editableTextsOf(tx, source.id));
    const vs: VariantRow[] = [];
    for (const [i, v] of sourceVs.entries()) {
      const { id: _vid, productId: _pid, ...vrest } = v;
      vs.push(
        (await repo.upsertVariant(tx, undefined, {
          ...vrest,
          productId: product.id,
          experienceSku: experienceSku(sku, i),
        }))!,
      );
    }
    await recordAudit(tx, actorOf(actor), {
      entity: 'product',
      entityId: product.id,
      action: 'duplicate',
      before: { from: source.id },
      after: toAuditSnapshot(product, vs),
    });
    return { product, vs };
  });
  return publish(ctx, actor, product, vs, false);
}

export async function duplicateVariant(ctx: AppContext, actor: AuthUser, variantId: string) {
  const source = await repo.findVariant(ctx.db, variantId);
  if (!source) throw notFound('Variant not found');
  const { product, vs, wasActive } = await ctx.db.transaction(async (tx) => {
    const p = (await repo.findProductById(tx, source.productId))!;
    const stored = await repo.variantRowsOf(tx, p.id);
    const slugs = new Set(stored.map((v) => v.slug));
    let slug = `${source.slug}-copy`;
    for (let n = 2; slugs.has(slug); n++) slug = `${source.slug}-copy-${n}`;
    const seq = await repo.lastExperienceSeq(tx, p.id, p.sku);
    const { id: _id, ...rest } = source;
    await repo.upsertVariant(tx, undefined, {
      ...rest,
      name: `${source.name} (copy)`.slice(0, 120),
      slug,
      position: stored.length,
      experienceSku: experienceSku(p.sku, seq + 1),
      active: false,
    });
    const vs = await repo.variantRowsOf(tx, p.id);
    const product = (await repo.touchProduct(tx, p.id, {
      lowestPriceCents: lowestPriceCents(vs),
    }))!;
    await recordAudit(tx, actorOf(actor), {
      entity: 'variant',
      entityId: source.id,
      action: 'duplicate',
      after: { productId: p.id, slug },
    });
    return { product, vs, wasActive: p.active };
  });
  return publish(ctx, actor, product, vs, wasActive);
}
