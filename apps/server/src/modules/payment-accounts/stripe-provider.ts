import Stripe from 'stripe';
import {
  toAccountSnapshot,
  toPersonSnapshot,
  type StripeLikeAccount,
  type StripeLikePerson,
} from './account-shape.ts';
import { AccountInputError, type PaymentAccountProvider } from './provider.ts';

export interface StripeAccountOptions {
  secretKey: string;
  /** Signing secret of the Connect webhook endpoint (account.updated). */
  webhookSecret?: string;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** Stripe's invalid-request errors become input errors carrying Stripe's message and param. */
async function call<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError) {
      throw new AccountInputError(err.message, err.param ?? undefined);
    }
    throw err;
  }
}

/** Custom Connect accounts with our own screens; Stripe collects the rest through account links. */
export function createStripeAccountProvider(opts: StripeAccountOptions): PaymentAccountProvider {
  const stripe = new Stripe(opts.secretKey, {
    maxNetworkRetries: 1,
    ...(opts.host ? { host: opts.host } : {}),
    ...(opts.port ? { port: opts.port } : {}),
    ...(opts.protocol ? { protocol: opts.protocol } : {}),
  });

  async function representative(account: Stripe.Account): Promise<StripeLikePerson | null> {
    if (account.business_type !== 'company') return null;
    const list = await stripe.accounts.listPersons(account.id, {
      relationship: { representative: true },
      limit: 1,
    });
    return (list.data[0] as StripeLikePerson | undefined) ?? null;
  }
  const snapshot = async (account: Stripe.Account) =>
    toAccountSnapshot(account as unknown as StripeLikeAccount, await representative(account));

  async function personId(account: Stripe.Account): Promise<string> {
    if (account.individual?.id) return account.individual.id;
    const rep = await representative(account);
    if (rep) return rep.id;
    const created = await stripe.accounts.createPerson(account.id, {
      relationship: { representative: true },
    });
    return created.id;
  }

  return {
    name: 'stripe',
    createAccount: (input) =>
      call(async () => {
        const account = await stripe.accounts.create(
          {
            type: 'custom',
            country: input.country,
            email: input.email,
            business_type: input.type,
            business_profile: { name: input.businessName, url: input.url },
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
            tos_acceptance: { date: Math.floor(Date.now() / 1000), ip: input.ip },
            metadata: { businessId: input.businessId },
          },
          { idempotencyKey: `account-${input.businessId}` },
        );
        return snapshot(account);
      }),
    retrieveAccount: (id) => call(async () => snapshot(await stripe.accounts.retrieve(id))),
    retrievePerson: (account, person) =>
      call(async () =>
        toPersonSnapshot(
          (await stripe.accounts.retrievePerson(account, person)) as StripeLikePerson,
        ),
      ),
    updateAccount: (id, changes) =>
      call(async () => {
        let account = await stripe.accounts.retrieve(id);
        const personal: Stripe.AccountUpdateParams.Individual = {};
        // A PII token made by Stripe.js stands in for the number (Stripe's token API).
        if (changes.idNumberToken) personal.id_number = changes.idNumberToken;
        if (changes.representative) {
          const [year, month, day] = changes.representative.dob.split('-').map(Number);
          personal.first_name = changes.representative.firstName;
          personal.last_name = changes.representative.lastName;
          personal.dob = { year, month, day };
        }
        if (changes.taxId) {
          account = await stripe.accounts.update(id, { company: { tax_id: changes.taxId } });
        }
        if (Object.keys(personal).length > 0) {
          if (account.business_type === 'company') {
            await stripe.accounts.updatePerson(id, await personId(account), personal);
            account = await stripe.accounts.retrieve(id);
          } else {
            account = await stripe.accounts.update(id, { individual: personal });
          }
        }
        return snapshot(account);
      }),
    addBankAccount: (id, bank) =>
      call(async () => {
        const token = await stripe.tokens.create({
          bank_account: {
            country: bank.country,
            currency: bank.currency,
            routing_number: bank.routingNumber,
            account_number: bank.accountNumber,
            account_holder_name: bank.holderName,
            account_holder_type: bank.holderType,
          },
        });
        await stripe.accounts.createExternalAccount(id, {
          external_account: token.id,
          default_for_currency: true,
        });
        return {
          token: token.id,
          last4: token.bank_account?.last4 ?? bank.accountNumber.slice(-4),
        };
      }),
    uploadIdentityDocument: (id, side, file) =>
      call(async () => {
        const uploaded = await stripe.files.create({
          purpose: 'identity_document',
          file: { data: file.bytes, name: file.filename, type: file.contentType },
        });
        const account = await stripe.accounts.retrieve(id);
        await stripe.accounts.updatePerson(id, await personId(account), {
          verification: { document: { [side]: uploaded.id } },
        });
        return snapshot(await stripe.accounts.retrieve(id));
      }),
    createAccountLink: (id, urls) =>
      call(async () => {
        const link = await stripe.accountLinks.create({
          account: id,
          type: 'account_onboarding',
          refresh_url: urls.refreshUrl,
          return_url: urls.returnUrl,
          collection_options: { fields: 'currently_due' },
        });
        return link.url;
      }),
    parseAccountEvent(rawBody, signature) {
      if (!opts.webhookSecret)
        throw new AccountInputError('STRIPE_CONNECT_WEBHOOK_SECRET is not set');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret);
      } catch (err) {
        throw new AccountInputError((err as Error).message);
      }
      if (event.type !== 'account.updated') return null;
      return toAccountSnapshot(event.data.object as unknown as StripeLikeAccount);
    },
  };
}
