import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PartnerScheduleDto, SlotUsageDto } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { availabilitySchedules, businesses, products, variants } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { marketTimeZone } from '@jaunt/contract';
import {
  findBookableOr404,
  materialise,
  setSchedule,
  type ScheduledBookable,
} from './availability.service.ts';
import { toAvailabilityDto } from './availability.presenter.ts';

const isAdmin = (u: AuthUser) => u.role === 'admin';

/** The businesses whose calendars the caller keeps: a partner's own; an admin names one. */
async function businessIdsOf(ctx: AppContext, actor: AuthUser, businessId?: string) {
  if (isAdmin(actor)) {
    if (!businessId)
      throw badRequest('Name a business (?businessId=).', { businessId: 'required' });
    return [businessId];
  }
  const rows = await ctx.db
    .select({ id: businesses.businessId })
    .from(businesses)
    .where(eq(businesses.userId, actor.id));
  return rows.map((r) => r.id);
}

/** GET /api/bookings/schedules: every variant of the caller's businesses, with its schedule. */
export async function listSchedules(
  ctx: AppContext,
  actor: AuthUser,
  businessId?: string,
): Promise<PartnerScheduleDto[]> {
  const ids = await businessIdsOf(ctx, actor, businessId);
  if (!ids.length) return [];
  const rows = await ctx.db
    .select({
      experienceSku: variants.experienceSku,
      productName: products.name,
      variantName: variants.name,
      market: products.market,
      schedule: availabilitySchedules,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .leftJoin(availabilitySchedules, eq(availabilitySchedules.variantId, variants.id))
    .where(inArray(products.businessId, ids))
    .orderBy(asc(products.name), asc(variants.name))
    .limit(500);
  return rows.map((r) => ({
    experienceSku: r.experienceSku,
    productName: r.productName,
    variantName: r.variantName,
    market: r.market,
    zone: r.schedule?.zone ?? marketTimeZone(r.market),
    schedule: (r.schedule?.schedule as unknown as Record<string, unknown>) ?? null,
    units: (r.schedule?.units as unknown as Record<string, unknown>[]) ?? null,
  }));
}

/** The variant, if the caller keeps its business's calendar (others: 404, staff not admin: 403). */
async function ownedVariant(ctx: AppContext, actor: AuthUser, experienceSku: string) {
  const [row] = await ctx.db
    .select({ variantId: variants.id, market: products.market, owner: businesses.userId })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .leftJoin(businesses, eq(businesses.businessId, products.businessId))
    .where(and(eq(variants.experienceSku, experienceSku)))
    .limit(1);
  if (!row) throw notFound('Experience not found');
  if (isAdmin(actor)) return row;
  if (actor.role !== 'partner') throw forbidden();
  if (row.owner !== actor.id) throw notFound('Experience not found');
  return row;
}

/** PUT /api/bookings/schedule/{sku}: saves the schedule and ticket types (contract rules). */
export async function saveSchedule(
  ctx: AppContext,
  actor: AuthUser,
  experienceSku: string,
  body: { schedule: Record<string, unknown>; units: Record<string, unknown>[] },
) {
  const v = await ownedVariant(ctx, actor, experienceSku);
  await setSchedule(ctx.db, v.variantId, {
    schedule: body.schedule as never,
    units: body.units as never,
    market: v.market,
  });
  const b = await findBookableOr404(ctx.db, experienceSku);
  return { zone: b.schedule!.zone, schedule: b.schedule!.schedule, units: b.schedule!.units };
}

/** GET /api/bookings/slots/{sku}?month: each slot's status, capacity, seats sold, held and free. */
export async function monthUsage(
  ctx: AppContext,
  actor: AuthUser,
  experienceSku: string,
  month: string,
): Promise<SlotUsageDto[]> {
  await ownedVariant(ctx, actor, experienceSku);
  const b = await findBookableOr404(ctx.db, experienceSku);
  if (!b.schedule) return [];
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const slots = await materialise(
    ctx.db,
    b as ScheduledBookable,
    `${month}-01`,
    `${month}-${last}`,
  );
  // A time is open, closed or sold out by the rule customers book by (availability.presenter.ts):
  // a closed date, closed by hand, or past its cut-off, so past times read CLOSED here too.
  const now = new Date();
  return slots.map((s) => {
    const open = toAvailabilityDto(s.gen, s.slot, s.liveHeld, b.schedule!.schedule, now);
    return {
      localDateTimeStart: open.localDateTimeStart,
      status: open.status,
      capacity: open.capacity,
      sold: s.slot.sold,
      held: s.liveHeld,
      free: open.vacancies,
    };
  });
}
