import { createHash } from 'node:crypto';
import {
  identityNumberIssues,
  maskIdentity,
  routingNumber,
  TEXT,
  type AccountUpdateBody,
  type AccountView,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { createStorage } from '../../lib/storage.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertCanEditBusiness, assertPartner } from '../businesses/business.policy.ts';
import { accountRecord } from '../businesses/business.presenter.ts';
import * as businesses from '../businesses/business.repo.ts';
import type { BusinessRow } from '../businesses/business.repo.ts';
import { completeStep } from '../businesses/onboarding.service.ts';
import { judgeIdentityImage } from './identity-image.ts';
import { AccountInputError, type AccountSnapshot } from './provider.ts';
import { accountProvider } from './registry.ts';

const countryOf = (b: BusinessRow): 'US' | 'CA' =>
  b.billingAddress.country === 'CA' ? 'CA' : 'US';

/** The flags we keep of a provider snapshot (no numbers). */
const recordOf = (s: AccountSnapshot) => ({
  account: s.id,
  person: s.person,
  status: s.status,
  verification: s.verification,
  chargesEnabled: s.chargesEnabled,
  payoutsEnabled: s.payoutsEnabled,
  fieldsNeeded: s.fieldsNeeded,
  taxIdProvided: s.taxIdProvided,
  idNumberProvided: s.idNumberProvided,
  documentFront: s.documentFront,
  documentBack: s.documentBack,
});

/** Where the browser makes the identity number's PII token: the account provider's side. */
function piiTokenizer(ctx: AppContext): AccountView['piiTokenizer'] {
  const provider = accountProvider(ctx).name;
  const key = provider === 'stripe' ? (ctx.config.STRIPE_PUBLISHABLE_KEY ?? null) : null;
  return { provider, publishableKey: key };
}

export function toAccountView(ctx: AppContext, b: BusinessRow, s: AccountSnapshot): AccountView {
  const country = countryOf(b);
  return {
    account: s.id,
    person: s.person,
    status: s.status,
    verification: s.verification,
    chargesEnabled: s.chargesEnabled,
    payoutsEnabled: s.payoutsEnabled,
    detailsSubmitted: s.detailsSubmitted,
    fieldsNeeded: s.fieldsNeeded,
    bankLast4: accountRecord(b).bankLast4 ?? null,
    taxId: s.taxIdProvided ? maskIdentity('provided', country) : '',
    idNumber: s.idNumberProvided ? maskIdentity('provided', country) : '',
    documentFront: s.documentFront,
    documentBack: s.documentBack,
    piiTokenizer: piiTokenizer(ctx),
  };
}

/** The business a partner (or admin) manages payouts for; 404/403 for anyone else's. */
async function ownBusiness(ctx: AppContext, actor: AuthUser, id: string) {
  assertPartner(actor);
  const found = await businesses.findBusiness(ctx.db, id);
  if (!found) throw badRequest(TEXT.bankingNeedsBusiness);
  return assertCanEditBusiness(actor, found);
}

/** The business's Connect account, created on first use. */
async function ensureAccount(ctx: AppContext, b: BusinessRow, ip: string) {
  const existing = accountRecord(b).account;
  if (existing) return { business: b, account: existing };
  const owner = b.userId ? await businesses.findUser(ctx.db, b.userId) : undefined;
  try {
    const s = await accountProvider(ctx).createAccount({
      type: b.type === 'individual' ? 'individual' : 'company',
      country: countryOf(b),
      email: owner?.email ?? b.email,
      businessName: b.name,
      url: b.url,
      ip,
      businessId: b.businessId,
    });
    const row = await businesses.mergeAccountRecord(ctx.db, b.id, recordOf(s));
    return { business: row, account: s.id };
  } catch (err) {
    if (err instanceof AccountInputError && err.field?.includes('ip')) {
      throw new AppError(
        'BAD_REQUEST',
        `There was a problem creating your business account. Please contact ${ctx.config.BRAND_NAME} for support.`,
      );
    }
    throw err;
  }
}

export async function getAccount(ctx: AppContext, actor: AuthUser, id: string, ip: string) {
  const { business, account } = await ensureAccount(ctx, await ownBusiness(ctx, actor, id), ip);
  const s = await accountProvider(ctx).retrieveAccount(account);
  const row = await businesses.mergeAccountRecord(ctx.db, business.id, recordOf(s));
  return toAccountView(ctx, row, s);
}

export async function getPerson(ctx: AppContext, actor: AuthUser, id: string, person: string) {
  const b = await ownBusiness(ctx, actor, id);
  const account = accountRecord(b).account;
  if (!account || accountRecord(b).person !== person) throw notFound('Person not found');
  const p = await accountProvider(ctx).retrievePerson(account, person);
  return {
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    idNumber: p.idNumberProvided ? maskIdentity('provided', countryOf(b)) : '',
    verification: p.verification,
    documentFront: p.documentFront,
    documentBack: p.documentBack,
  };
}

/**
 * PUT /api/stripe/account/{id}: bank account (tokenised by the provider; we keep its token
 * and last 4), representative, tax id and identity number. Entering the bank account
 * completes the banking step.
 */
export async function updateAccount(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  body: AccountUpdateBody,
  ip: string,
): Promise<AccountView> {
  const own = await ownBusiness(ctx, actor, id);
  const issues = identityNumberIssues(body, countryOf(own));
  const [firstIssue] = Object.values(issues);
  if (firstIssue) throw badRequest(firstIssue, issues);
  const ensured = await ensureAccount(ctx, own, ip);
  const account = ensured.account;
  let b = ensured.business;
  const provider = accountProvider(ctx);
  if (body.bankAccount && body.bankAccount.country !== countryOf(b)) {
    throw badRequest('The bank account must be in the business country.', {
      country: 'The bank account must be in the business country.',
    });
  }
  try {
    if (body.representative || body.taxId || body.idNumberToken) {
      await provider.updateAccount(account, {
        taxId: body.taxId,
        idNumberToken: body.idNumberToken,
        representative: body.representative,
      });
    }
  } catch (err) {
    if (!(err instanceof AccountInputError)) throw err;
    const onTaxId = body.taxId && !body.idNumberToken;
    const message = onTaxId ? TEXT.einSaveFailed : err.message;
    throw badRequest(message, { [onTaxId ? 'taxId' : 'idNumber']: message });
  }
  if (body.representative) {
    b = await businesses.updateBusiness(ctx.db, b.id, {
      billingAddress: {
        ...b.billingAddress,
        firstName: body.representative.firstName,
        lastName: body.representative.lastName,
      },
    });
  }
  if (body.bankAccount) {
    const bank = body.bankAccount;
    const holder = body.representative
      ? `${body.representative.firstName} ${body.representative.lastName}`
      : b.name;
    try {
      const added = await provider.addBankAccount(account, {
        country: bank.country,
        currency: bank.country === 'CA' ? 'cad' : 'usd',
        routingNumber: routingNumber(bank),
        accountNumber: bank.accountNumber,
        holderName: holder,
        holderType: b.type === 'individual' ? 'individual' : 'company',
      });
      b = await businesses.mergeAccountRecord(ctx.db, b.id, {
        bankToken: added.token,
        bankLast4: added.last4,
      });
    } catch (err) {
      if (!(err instanceof AccountInputError)) throw err;
      const message = err.message || TEXT.bankInfoFailed;
      throw badRequest(message, { accountNumber: message });
    }
  }
  const s = await provider.retrieveAccount(account);
  b = await businesses.mergeAccountRecord(ctx.db, b.id, recordOf(s));
  if (body.bankAccount) {
    const owner = b.userId ? await businesses.findUser(ctx.db, b.userId) : undefined;
    if (owner) await completeStep(ctx, owner, b, 'banking');
  }
  return toAccountView(ctx, b, s);
}

/** POST /api/stripe/account/upload: an ID image judged by content, stored, then sent. */
export async function uploadIdentity(
  ctx: AppContext,
  actor: AuthUser,
  input: { businessId: string; face: 'front' | 'back'; bytes: Buffer; ip: string },
): Promise<AccountView> {
  const b0 = await ownBusiness(ctx, actor, input.businessId);
  const judged = judgeIdentityImage(input.bytes);
  if (typeof judged === 'string') throw badRequest(judged, { image: judged });
  const { business: b, account } = await ensureAccount(ctx, b0, input.ip);
  const digest = createHash('sha256').update(input.bytes).digest('hex').slice(0, 16);
  await createStorage(ctx.config).put(
    `identity-documents/${b.id}/${input.face}-${digest}.${judged.ext}`,
    input.bytes,
    judged.type,
  );
  let s: AccountSnapshot;
  try {
    s = await accountProvider(ctx).uploadIdentityDocument(account, input.face, {
      bytes: input.bytes,
      contentType: judged.type,
      filename: `${input.face}.${judged.ext}`,
    });
  } catch (err) {
    if (err instanceof AccountInputError) throw badRequest(err.message, { image: err.message });
    throw err;
  }
  const row = await businesses.mergeAccountRecord(ctx.db, b.id, recordOf(s));
  return toAccountView(ctx, row, s);
}

/** POST /api/stripe/account/link: a fresh link each time (single use, short-lived). */
export async function accountLink(ctx: AppContext, actor: AuthUser, id: string, ip: string) {
  const { account } = await ensureAccount(ctx, await ownBusiness(ctx, actor, id), ip);
  const base = ctx.config.publicUrl;
  const url = await accountProvider(ctx).createAccountLink(account, {
    refreshUrl: `${base}/partner-portal/verification?refresh=1`,
    returnUrl: `${base}/partner-portal/verification`,
  });
  return { url };
}

/** account.updated: one status on the business (active, restricted or rejected). */
export async function applyAccountEvent(ctx: AppContext, s: AccountSnapshot) {
  const b = await businesses.findBusinessByAccount(ctx.db, s.id);
  if (!b) return false;
  // A company account's event carries no representative (Stripe sends persons separately):
  // keep the person, its verification and documents we have rather than resetting them.
  const { person, verification, idNumberProvided, documentFront, documentBack, ...accountOnly } =
    recordOf(s);
  const patch = s.person
    ? { ...accountOnly, person, verification, idNumberProvided, documentFront, documentBack }
    : accountOnly;
  await businesses.mergeAccountRecord(ctx.db, b.id, patch);
  return true;
}
