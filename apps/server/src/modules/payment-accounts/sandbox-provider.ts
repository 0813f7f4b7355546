import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxConnectAccounts } from '../../db/schema/index.ts';
import { toAccountSnapshot, toPersonSnapshot, type StripeLikeAccount } from './account-shape.ts';
import { ID_NUMBER_UNREADABLE } from '@jaunt/contract';
import { AccountInputError, type PaymentAccountProvider } from './provider.ts';

/** What the sandbox keeps per account: a Stripe-shaped account plus its bank accounts. */
interface SandboxAccount extends StripeLikeAccount {
  country: string;
  email: string;
  business_profile: { name: string; url: string };
  individual: NonNullable<StripeLikeAccount['individual']> & { dob?: string | null };
  external_accounts: { id: string; last4: string; routing_number: string }[];
}

/**
 * Stripe's test bank numbers: these account numbers fail like they do in Stripe test mode
 * (US routing 110000000, CA transit 11000 + institution 000).
 */
export const FAILING_TEST_ACCOUNTS: Record<string, string> = {
  '000111111116': 'The bank account could not be found (no_account).',
  '000111111113': 'The bank account is closed (account_closed).',
  '000222222227': 'The bank account has insufficient funds (insufficient_funds).',
  '000333333335': 'Debits are not authorized on this bank account (debit_not_authorized).',
};
/** An identity number that fails verification, like Stripe's test value 111111111. */
export const FAILING_TEST_ID_NUMBER = '111111111';

const newId = (prefix: string) => `${prefix}_sbx_${randomBytes(8).toString('hex')}`;

/**
 * The stored record of a demo account the seed hands to a business: finished (identity verified,
 * bank account on file, charges and payouts enabled) or just opened. The sandbox answers for it
 * like for any account it made itself.
 */
export function demoSandboxAccount(
  id: string,
  demo: { finished: boolean; name: string; email: string },
): { id: string; data: Record<string, unknown> } {
  const { finished } = demo;
  const account = refresh({
    id,
    business_type: 'company',
    country: 'US',
    email: demo.email,
    business_profile: { name: demo.name, url: '' },
    company: { tax_id_provided: finished },
    individual: {
      id: `person_sbx_${id.slice(-8)}`,
      ...(finished
        ? { first_name: 'Demo', last_name: 'Owner', dob: '1980-01-01', id_number_provided: true }
        : {}),
      verification: {
        status: finished ? 'verified' : 'unverified',
        ...(finished ? { document: { front: 'file_sbx_demo', back: 'file_sbx_demo' } } : {}),
      },
    },
    external_accounts: finished
      ? [{ id: `btok_sbx_${id.slice(-8)}`, last4: '6789', routing_number: '110000000' }]
      : [],
  });
  return { id, data: account as unknown as Record<string, unknown> };
}

/** Recomputes requirements, capabilities and verification like Stripe test mode would. */
function refresh(a: SandboxAccount): SandboxAccount {
  const due: string[] = [];
  const p = a.individual;
  if (!p.first_name) due.push('individual.first_name');
  if (!p.last_name) due.push('individual.last_name');
  if (!p.dob) due.push('individual.dob.day');
  if (!p.id_number_provided) due.push('individual.id_number');
  if (!p.verification?.document?.front) due.push('individual.verification.document');
  if (a.business_type === 'company' && !a.company?.tax_id_provided) due.push('company.tax_id');
  if (a.external_accounts.length === 0) due.push('external_account');
  const status = p.verification?.status ?? 'unverified';
  const identityReady = p.id_number_provided && !!p.verification?.document?.front;
  const verification = !identityReady ? 'unverified' : status === 'unverified' ? 'pending' : status;
  const done = due.length === 0;
  return {
    ...a,
    individual: { ...p, verification: { ...p.verification, status: verification } },
    details_submitted: !!p.first_name && a.external_accounts.length > 0,
    charges_enabled: done,
    payouts_enabled: done && verification === 'verified',
    requirements: { currently_due: due, disabled_reason: done ? null : 'requirements.past_due' },
  };
}

export function createSandboxAccountProvider(
  db: Db,
  opts: { webhookSecret?: string } = {},
): PaymentAccountProvider {
  const secret = opts.webhookSecret ?? randomBytes(16).toString('hex');
  // PII tokens, as Stripe keeps them: single use, and short-lived here (held in memory only).
  const piiTokens = new Map<string, { idNumber: string; expires: number }>();
  const PII_TOKEN_MS = 10 * 60_000;
  function redeemPiiToken(token: string): string {
    const found = piiTokens.get(token);
    piiTokens.delete(token);
    if (!found || found.expires < Date.now()) {
      throw new AccountInputError(ID_NUMBER_UNREADABLE, 'idNumber');
    }
    return found.idNumber;
  }
  async function load(id: string): Promise<SandboxAccount> {
    const [row] = await db
      .select()
      .from(sandboxConnectAccounts)
      .where(eq(sandboxConnectAccounts.id, id));
    if (!row) throw new AccountInputError(`No such account: '${id}'`);
    return row.data as unknown as SandboxAccount;
  }
  async function save(a: SandboxAccount): Promise<SandboxAccount> {
    const next = refresh(a);
    await db
      .insert(sandboxConnectAccounts)
      .values({ id: a.id, data: next as unknown as Record<string, unknown> })
      .onConflictDoUpdate({
        target: sandboxConnectAccounts.id,
        set: { data: next as unknown as Record<string, unknown>, updated: new Date() },
      });
    return next;
  }
  return {
    name: 'sandbox',
    createPiiToken(idNumber) {
      const now = Date.now();
      for (const [k, v] of piiTokens) if (v.expires < now) piiTokens.delete(k);
      const token = newId('pii');
      piiTokens.set(token, { idNumber, expires: now + PII_TOKEN_MS });
      return token;
    },
    async createAccount(input) {
      const a = await save({
        id: newId('acct'),
        business_type: input.type,
        country: input.country,
        email: input.email,
        business_profile: { name: input.businessName, url: input.url },
        company: { tax_id_provided: false },
        individual: { id: newId('person'), verification: { status: 'unverified' } },
        external_accounts: [],
      });
      return toAccountSnapshot(a);
    },
    async retrieveAccount(id) {
      const a = await load(id);
      // Verification is reviewed between reads: pending becomes verified (failing ids stay out).
      if (a.individual.verification?.status === 'pending') {
        a.individual.verification.status = 'verified';
        return toAccountSnapshot(await save(a));
      }
      return toAccountSnapshot(a);
    },
    async retrievePerson(account, person) {
      const a = await load(account);
      if (a.individual.id !== person) throw new AccountInputError(`No such person: '${person}'`);
      return toPersonSnapshot(a.individual);
    },
    async updateAccount(id, changes) {
      const a = await load(id);
      if (changes.taxId) a.company = { tax_id_provided: true };
      if (changes.idNumberToken) {
        const digits = redeemPiiToken(changes.idNumberToken).replace(/\D/g, '');
        if (digits === FAILING_TEST_ID_NUMBER) {
          a.individual.id_number_provided = false;
          throw new AccountInputError(
            'The identity number could not be verified. Check it and try again.',
            'idNumber',
          );
        }
        a.individual.id_number_provided = true;
      }
      if (changes.representative) {
        a.individual.first_name = changes.representative.firstName;
        a.individual.last_name = changes.representative.lastName;
        a.individual.dob = changes.representative.dob;
      }
      return toAccountSnapshot(await save(a));
    },
    async addBankAccount(id, bank) {
      const a = await load(id);
      const failure = FAILING_TEST_ACCOUNTS[bank.accountNumber];
      if (failure) throw new AccountInputError(failure, 'accountNumber');
      const token = newId('btok');
      a.external_accounts = [
        { id: token, last4: bank.accountNumber.slice(-4), routing_number: bank.routingNumber },
      ];
      await save(a);
      return { token, last4: bank.accountNumber.slice(-4) };
    },
    async uploadIdentityDocument(id, side, file) {
      const a = await load(id);
      const fileId = `file_sbx_${createHmac('sha256', secret).update(file.bytes).digest('hex').slice(0, 16)}`;
      const v = a.individual.verification ?? { status: 'unverified' };
      a.individual.verification = { ...v, document: { ...v.document, [side]: fileId } };
      return toAccountSnapshot(await save(a));
    },
    async createAccountLink(id, urls) {
      await load(id);
      // The sandbox collects nothing itself: the link goes straight back to the return URL.
      const u = new URL(urls.returnUrl, 'http://sandbox.invalid');
      u.searchParams.set('account', id);
      u.searchParams.set('link', randomBytes(8).toString('hex'));
      return urls.returnUrl.startsWith('http') ? u.toString() : `${u.pathname}${u.search}`;
    },
    parseAccountEvent(rawBody, signature) {
      const expected = createHmac('sha256', secret).update(rawBody).digest('hex');
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected))) {
        throw new AccountInputError('Bad webhook signature');
      }
      const event = JSON.parse(rawBody.toString()) as {
        type: string;
        data: { object: StripeLikeAccount };
      };
      return event.type === 'account.updated' ? toAccountSnapshot(event.data.object) : null;
    },
  };
}
