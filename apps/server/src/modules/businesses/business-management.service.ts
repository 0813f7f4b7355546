import {
  BUSINESS_MANAGEMENT_TEXTS,
  newBusinessProblem,
  TEXT,
  type BusinessAdminUpdate,
  type BusinessCreate,
  type BusinessDetail,
  type BusinessListPage,
  type BusinessListQuery,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { assertNotDemo } from '../../lib/demo-mode.ts';
import { decodeAfterParam, encodeCursor } from '../../lib/cursor.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { toBusinessDto } from './business.presenter.ts';
import * as repo from './business.repo.ts';
import type { BusinessRow } from './business.repo.ts';
import { marketVal } from '../markets/markets.repo.ts';
import * as mgmt from './business-management.repo.ts';

const actorOf = (u: AuthUser) => ({ id: u.id, email: u.email });
const iso = (d: Date | string) => new Date(d).toISOString();
const definedOnly = (o: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** GET /api/admin/businesses: one page of the list and the cursor of the next. */
export async function listBusinesses(ctx: AppContext, q: BusinessListQuery) {
  const rows = await mgmt.listBusinesses(ctx.db, {
    market: q.market,
    text: q.q || undefined,
    sort: q.sort,
    desc: q.dir === 'desc',
    after: q.after ? decodeAfterParam(q.after) : undefined,
    limit: q.limit + 1,
  });
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      _id: r.id,
      businessId: r.business_id,
      name: r.name,
      email: r.email,
      market: r.market,
      active: r.active,
      created: iso(r.created),
    })),
    next: rows.length > q.limit && last ? encodeCursor(last.cursor_value, last.id) : null,
  } satisfies BusinessListPage;
}

async function found(ctx: AppContext, id: string): Promise<BusinessRow> {
  const b = await repo.findBusiness(ctx.db, id);
  if (!b) throw notFound('Business not found');
  return b;
}

async function toDetail(ctx: AppContext, b: BusinessRow): Promise<BusinessDetail> {
  const [owner, items] = await Promise.all([
    b.userId ? repo.findUser(ctx.db, b.userId) : undefined,
    mgmt.productsOfBusiness(ctx.db, b.businessId),
  ]);
  return {
    ...toBusinessDto(b),
    staff: b.staff.map((s) => ({ name: s.name, email: s.email, phone: s.phone ?? '' })),
    owner: owner ? { _id: owner.id, name: owner.name, email: owner.email } : null,
    products: items,
  };
}

/** GET /api/admin/businesses/{id}: by uuid or business code. */
export async function getDetail(ctx: AppContext, id: string) {
  return toDetail(ctx, await found(ctx, id));
}

/**
 * POST /api/admin/businesses: a business by name and market, with no owner yet and inactive,
 * under the next free business code. Two admins creating at once each get their own code: a
 * code taken between the read and the insert is tried again with the next one.
 */
export async function createBusiness(ctx: AppContext, actor: AuthUser, body: BusinessCreate) {
  const problem = newBusinessProblem(body);
  if (problem) throw badRequest(problem);
  const market = await marketVal(ctx.db, body.market!.trim());
  if (!market) throw badRequest(TEXT.enterValidMarket, { market: TEXT.enterValidMarket });
  const row = await repo.withNextBusinessCode(ctx.db, (businessId) =>
    ctx.db.transaction(async (tx) => {
      const made = await repo.insertBusiness(tx, {
        businessId,
        name: body.name!.trim(),
        market,
        active: false,
      });
      await recordAudit(tx, actorOf(actor), {
        entity: 'business',
        entityId: made.id,
        action: 'create',
        before: null,
        after: toBusinessDto(made),
      });
      return made;
    }),
  );
  return toDetail(ctx, row);
}

/**
 * PUT /api/admin/businesses/{id}: the admin's edit (fields, commission, staff, billing address,
 * the booking platform's company id).
 */
export async function updateBusiness(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  body: BusinessAdminUpdate,
) {
  const before = await found(ctx, id);
  const row = await ctx.db.transaction(async (tx) => {
    const after = await repo.updateBusiness(tx, before.id, {
      name: body.name,
      email: body.email,
      url: body.url,
      market: body.market.toUpperCase(),
      commission: body.commission,
      staff: body.staff.map((s) => ({
        name: s.name,
        email: s.email.toLowerCase(),
        phone: s.phone,
      })),
      billingAddress: { ...before.billingAddress, ...definedOnly(body.billingAddress) },
      ...(body.companyId !== undefined && { companyId: body.companyId || null }),
    });
    await recordAudit(tx, actorOf(actor), {
      entity: 'business',
      entityId: before.id,
      action: 'update',
      before: toBusinessDto(before),
      after: toBusinessDto(after),
    });
    return after;
  });
  ctx.realtime.save('business', toBusinessDto(row), { users: [row.userId] });
  return toDetail(ctx, row);
}

/**
 * PUT /api/admin/businesses/{id}/active: the business and all its products take the flag, in one
 * transaction (section 4: its products follow).
 */
export async function setActive(ctx: AppContext, actor: AuthUser, id: string, active: boolean) {
  const target = await found(ctx, id);
  const { row, changed } = await ctx.db.transaction(async (tx) => {
    const locked = await mgmt.lockBusiness(tx, target.id);
    if (!locked) throw notFound('Business not found');
    const changed = await mgmt.setActiveWithProducts(tx, locked.id, locked.businessId, active);
    await recordAudit(tx, actorOf(actor), {
      entity: 'business',
      entityId: locked.id,
      action: active ? 'activate' : 'deactivate',
      before: { active: locked.active },
      after: { active, products: changed.map((p) => p.sku) },
    });
    return { row: { ...locked, active }, changed };
  });
  if (changed.length) ctx.catalogChanges.notify();
  for (const p of changed) ctx.realtime.save('product', { _id: p.id, sku: p.sku, active });
  ctx.realtime.save('business', toBusinessDto(row), { users: [row.userId] });
  return toDetail(ctx, (await repo.findBusiness(ctx.db, row.id)) ?? row);
}

/**
 * DELETE /api/admin/businesses/{id}: refused in demo mode and while orders with money or
 * payouts name the business (409); its products are kept, offline and unlinked.
 */
export async function deleteBusiness(ctx: AppContext, actor: AuthUser, id: string) {
  assertNotDemo(ctx, TEXT.deleteNotAllowedInDemo);
  const target = await found(ctx, id);
  const unlinked = await ctx.db.transaction(async (tx) => {
    const locked = await mgmt.lockBusiness(tx, target.id);
    if (!locked) throw notFound('Business not found');
    if (await mgmt.hasMoneyRecords(tx, locked.businessId)) {
      throw new AppError('CONFLICT', BUSINESS_MANAGEMENT_TEXTS.hasPaidOrders);
    }
    const unlinked = await mgmt.deleteBusinessRow(tx, locked.id, locked.businessId);
    await recordAudit(tx, actorOf(actor), {
      entity: 'business',
      entityId: locked.id,
      action: 'delete',
      before: { ...toBusinessDto(locked), products: unlinked.map((p) => p.sku) },
    });
    return unlinked;
  });
  if (unlinked.length) ctx.catalogChanges.notify();
  ctx.realtime.remove('business', { _id: target.id, businessId: target.businessId });
  return { deleted: true as const };
}
