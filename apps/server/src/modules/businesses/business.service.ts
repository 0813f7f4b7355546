import {
  needsConfirmationEmail,
  normalizePostalCode,
  TEXT,
  type BusinessDto,
  type BusinessForm,
  type UserDto,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { toUserDto } from '../users/users.presenter.ts';
import { assertCanEditBusiness, assertCanReadBusiness, assertPartner } from './business.policy.ts';
import { toBusinessDto } from './business.presenter.ts';
import * as repo from './business.repo.ts';
import type { BusinessRow } from './business.repo.ts';
import { completeStep } from './onboarding.service.ts';

/** The business an actor works with: owned (partner) or listed on as staff. */
export async function businessOfActor(
  ctx: AppContext,
  actor: AuthUser,
): Promise<BusinessRow | undefined> {
  const [owned] = await repo.businessesOfOwner(ctx.db, actor.id);
  return owned ?? (await repo.businessOfStaff(ctx.db, actor.email));
}

export async function getBusiness(ctx: AppContext, actor: AuthUser, id: string) {
  return toBusinessDto(assertCanReadBusiness(actor, await repo.findBusiness(ctx.db, id)));
}

export async function activeOf(ctx: AppContext, actor: AuthUser, id: string) {
  const b = assertCanReadBusiness(actor, await repo.findBusiness(ctx.db, id));
  return { businessId: b.businessId, active: b.active };
}

/** The owner of a business (partner or admin asking). */
export async function ownerOf(ctx: AppContext, actor: AuthUser, id: string): Promise<UserDto> {
  assertPartner(actor);
  const b = assertCanEditBusiness(actor, await repo.findBusiness(ctx.db, id));
  const owner = b.userId ? await repo.findUser(ctx.db, b.userId) : undefined;
  if (!owner) throw notFound('This business has no owner');
  return toUserDto(owner);
}

/** GET /api/business/partner/{userId}: the businesses a user owns; self or admin. */
export async function businessesOfUser(ctx: AppContext, actor: AuthUser, userId: string) {
  if (actor.id !== userId && actor.role !== 'admin') {
    throw new AppError('FORBIDDEN', TEXT.noPermission);
  }
  const owned = await repo.businessesOfOwner(ctx.db, userId);
  if (owned.length === 0 && actor.id === userId) {
    const staffOf = await repo.businessOfStaff(ctx.db, actor.email);
    return staffOf ? [toBusinessDto(staffOf)] : [];
  }
  return owned.map(toBusinessDto);
}

export async function businessesInMarket(ctx: AppContext, market: string) {
  return (await repo.businessesInMarket(ctx.db, market.toUpperCase())).map(toBusinessDto);
}

function addressOf(form: BusinessForm, previous: object = {}) {
  return {
    ...previous,
    company: form.name,
    phone: form.phone,
    country: form.country,
    region: form.region,
    address: form.address,
    address2: form.address2,
    city: form.city,
    postalCode: normalizePostalCode(form.postalCode),
  };
}

function checkEmail(form: BusinessForm, integration: string | null | undefined) {
  if (needsConfirmationEmail(integration) && !form.email) {
    throw badRequest('Please enter the email for purchase confirmations', {
      email: 'Please enter the email for purchase confirmations',
    });
  }
}

/** POST /api/business: a partner's first save of its business (one per partner). */
export async function createBusiness(
  ctx: AppContext,
  actor: AuthUser,
  form: BusinessForm,
): Promise<BusinessDto> {
  assertPartner(actor);
  const market = form.market || actor.market;
  if (!market) throw badRequest(TEXT.setLocationFirst, { market: TEXT.setLocationFirst });
  const integration = actor.integration?.name ?? null;
  checkEmail(form, integration);
  const [existing] = await repo.businessesOfOwner(ctx.db, actor.id);
  if (existing && actor.role !== 'admin') {
    throw new AppError('CONFLICT', 'You already have a business. Update it instead.');
  }
  const row = await repo.withNextBusinessCode(ctx.db, (businessId) =>
    repo.insertBusiness(ctx.db, {
      businessId,
      name: form.name,
      email: form.email || actor.email,
      market,
      active: false,
      userId: actor.id,
      url: form.url,
      type: form.type,
      payoutPreference: form.payoutPreference,
      integration: integration ? { name: integration } : null,
      billingAddress: addressOf(form),
      vendorAgreementDate: null,
    }),
  );
  ctx.realtime.save('business', toBusinessDto(row), { users: [actor.id] });
  return toBusinessDto(row);
}

/** PUT /api/business/{id}: type and payout preference are locked once the business exists. */
export async function updateBusiness(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  form: BusinessForm,
): Promise<BusinessDto> {
  assertPartner(actor);
  const b = assertCanEditBusiness(actor, await repo.findBusiness(ctx.db, id));
  if (actor.role !== 'admin') {
    if (form.type !== b.type)
      throw badRequest('The business type cannot be changed.', { type: 'Locked' });
    if (form.payoutPreference !== b.payoutPreference)
      throw badRequest('The payout preference cannot be changed.', {
        payoutPreference: 'Locked',
      });
  }
  checkEmail(form, b.integration?.name);
  const row = await repo.updateBusiness(ctx.db, b.id, {
    name: form.name,
    url: form.url,
    email: form.email || b.email,
    type: form.type,
    payoutPreference: form.payoutPreference,
    market: actor.role === 'admin' && form.market ? form.market : b.market,
    billingAddress: addressOf(form, b.billingAddress),
  });
  return toBusinessDto(row);
}

/** PUT /api/business/partner/agreement/{id}: records the agreement date; may finish onboarding. */
export async function agree(ctx: AppContext, actor: AuthUser, id: string) {
  assertPartner(actor);
  const b = assertCanEditBusiness(actor, await repo.findBusiness(ctx.db, id));
  const row = b.vendorAgreementDate
    ? b
    : await repo.updateBusiness(ctx.db, b.id, { vendorAgreementDate: new Date() });
  const owner = b.userId ? await repo.findUser(ctx.db, b.userId) : undefined;
  const finished = owner ? await completeStep(ctx, owner, row, 'agreement') : false;
  return { business: toBusinessDto(row), finished };
}
