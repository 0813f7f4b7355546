import {
  finishesOnboarding,
  nextOnboardingStep,
  showsBankingStep,
  type OnboardingStep,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { assertCanEditBusiness, assertPartner } from './business.policy.ts';
import * as repo from './business.repo.ts';
import type { BusinessRow } from './business.repo.ts';

const portalUrl = (ctx: AppContext, path: string) => `${ctx.config.PUBLIC_URL ?? ''}${path}`;

/** The profile the step rules read: integration from the business, else from the user. */
export const profileOf = (user: AuthUser, b: BusinessRow | undefined) => ({
  integration: b?.integration?.name ?? user.integration?.name ?? null,
  payoutPreference: b?.payoutPreference ?? 'stripe',
});

export function progressOf(user: AuthUser, b: BusinessRow | undefined) {
  return {
    ...profileOf(user, b),
    hasBusiness: !!b,
    vendorAgreementDate: b?.vendorAgreementDate ?? null,
    enteredBankingInfo: user.enteredBankingInfo,
    hasApiKey: !!b?.integration?.apiKey,
  };
}

/** The partner's "onboarding finished" mail. */
export async function sendPartnerFinishedMail(ctx: AppContext, owner: AuthUser, b: BusinessRow) {
  const brand = ctx.config.BRAND_NAME;
  await ctx.mailer.send({
    to: owner.email,
    kind: 'partner-onboarding-finished',
    subject: `Welcome to ${brand}: your partner onboarding is complete`,
    text: `Hi ${owner.firstName || owner.name},\n\n${b.name} has finished signing up as a ${brand} partner. Your partner portal is ready: ${portalUrl(ctx, '/partner-portal')}\n\nThe ${brand} team`,
    link: portalUrl(ctx, '/partner-portal'),
  });
}

/** Staff hear about every finished onboarding (all admins). */
export async function sendStaffFinishedMail(ctx: AppContext, owner: AuthUser, b: BusinessRow) {
  const staff = await repo.adminEmails(ctx.db);
  for (const { email } of staff) {
    await ctx.mailer.send({
      to: email,
      kind: 'staff-onboarding-finished',
      subject: `Partner onboarding finished: ${b.name} (${b.businessId})`,
      text: `${b.name} (${b.businessId}, market ${b.market}, integration ${b.integration?.name ?? 'none'}) finished onboarding. Owner: ${owner.name} <${owner.email}>.`,
      link: portalUrl(ctx, '/business-management'),
    });
  }
}

/**
 * Ends onboarding when nothing is left (section 4): onBoarding false, enteredBankingInfo true,
 * and the finished mails to the partner and to staff, once even if two requests race.
 */
export async function finishIfDone(
  ctx: AppContext,
  owner: AuthUser,
  b: BusinessRow,
): Promise<boolean> {
  if (!owner.onBoarding) return false;
  if (nextOnboardingStep(progressOf(owner, b)) !== null) return false;
  if (!(await repo.endOnboarding(ctx.db, owner.id))) return false;
  await sendPartnerFinishedMail(ctx, owner, b);
  await sendStaffFinishedMail(ctx, owner, b);
  return true;
}

/**
 * A step was just completed. When it is the partner's finishing step, steps hidden for this
 * partner count as done (banking for FareHarbor and payout preference fareharbor).
 */
export async function completeStep(
  ctx: AppContext,
  owner: AuthUser,
  b: BusinessRow,
  step: OnboardingStep,
): Promise<boolean> {
  const fresh = (await repo.findUser(ctx.db, owner.id)) ?? owner;
  if (step === 'banking' && !fresh.enteredBankingInfo) {
    await repo.setEnteredBankingInfo(ctx.db, fresh.id);
    fresh.enteredBankingInfo = true;
  }
  if (!finishesOnboarding(profileOf(fresh, b), step)) return false;
  return finishIfDone(ctx, fresh, b);
}

/**
 * POST /api/business/partner/banking-skip/{id}: "Skip for now" on the banking step (section 4:
 * skippable, the skip is logged). The skip goes in the audit log with the step passed, in one
 * transaction; then it goes on the way a saved bank account does: the next step, or the end of
 * onboarding (with its mails) when banking is the partner's last step. No bank account is
 * stored, so the portal's Banking tile keeps its RESUME ribbon until one is.
 */
export async function skipBanking(ctx: AppContext, actor: AuthUser, id: string) {
  assertPartner(actor);
  const b = assertCanEditBusiness(actor, await repo.findBusiness(ctx.db, id));
  const owner = b.userId ? await repo.findUser(ctx.db, b.userId) : undefined;
  if (!owner) throw notFound('This business has no owner');
  if (!owner.onBoarding || !showsBankingStep(profileOf(owner, b))) {
    throw new AppError('CONFLICT', 'Banking is not a sign-up step left to skip.');
  }
  await ctx.db.transaction(async (tx) => {
    await repo.setEnteredBankingInfo(tx, owner.id);
    await recordAudit(
      tx,
      { id: actor.id, email: actor.email },
      {
        entity: 'business',
        entityId: b.id,
        action: 'skip-banking',
        before: { enteredBankingInfo: owner.enteredBankingInfo },
        after: { enteredBankingInfo: true },
      },
    );
  });
  const finished = await completeStep(ctx, owner, b, 'banking');
  return { finished };
}
