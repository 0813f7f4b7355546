import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import {
  startStripeStandIn,
  stripeError,
  type StripeRequest,
} from '../../../test/stripe-stand-in.ts';
import { AccountInputError, type PaymentAccountProvider } from './provider.ts';
import { createStripeAccountProvider } from './stripe-provider.ts';

const WEBHOOK_SECRET = 'whsec_connect_local';
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let seen: StripeRequest[];
let provider: PaymentAccountProvider;
let account: Record<string, unknown>;
let person: Record<string, unknown>;

function answer(s: StripeRequest): [number, unknown] {
  const { method, path, form } = s;
  if (method === 'POST' && path === '/v1/accounts') {
    account = {
      id: 'acct_1',
      object: 'account',
      business_type: form.business_type,
      details_submitted: false,
      charges_enabled: false,
      payouts_enabled: false,
      requirements: {
        currently_due: ['individual.id_number', 'external_account'],
        disabled_reason: 'requirements.past_due',
      },
      company: { tax_id_provided: false },
      individual:
        form.business_type === 'individual'
          ? { id: 'person_1', verification: { status: 'unverified', document: {} } }
          : undefined,
    };
    return [200, account];
  }
  if (method === 'GET' && path === '/v1/accounts/acct_1') return [200, account];
  if (method === 'POST' && path === '/v1/accounts/acct_1') {
    if (form['individual[id_number]'] === 'pii_refused')
      return stripeError('This value must be a valid SSN.', 'individual[id_number]');
    account = {
      ...account,
      requirements: { currently_due: ['external_account'], disabled_reason: null },
      individual: {
        ...(account.individual as object),
        id_number_provided: true,
        first_name: form['individual[first_name]'] ?? null,
      },
    };
    return [200, account];
  }
  if (method === 'GET' && path === '/v1/accounts/acct_1/persons')
    return [200, { object: 'list', data: person ? [person] : [], has_more: false, url: path }];
  if (method === 'POST' && path === '/v1/accounts/acct_1/persons') {
    person = { id: 'person_rep', object: 'person', verification: { status: 'unverified' } };
    return [200, person];
  }
  if (method === 'POST' && /^\/v1\/accounts\/acct_1\/persons\/person_\w+$/.test(path)) {
    const front = form['verification[document][front]'];
    const target = path.endsWith('person_1')
      ? (account.individual as Record<string, unknown>)
      : person;
    const updated = {
      ...target,
      verification: { status: 'pending', document: { front: front ?? null, back: null } },
    };
    if (path.endsWith('person_1')) account = { ...account, individual: updated };
    else person = updated;
    return [200, updated];
  }
  if (method === 'GET' && path === '/v1/accounts/acct_1/persons/person_1')
    return [200, account.individual];
  if (method === 'POST' && path === '/v1/tokens') {
    if (form['bank_account[routing_number]'] === '111111111')
      return stripeError(
        'Routing number must have 9 digits and be valid.',
        'bank_account[routing_number]',
      );
    const n = form['bank_account[account_number]'];
    return [
      200,
      {
        id: 'btok_1',
        object: 'token',
        type: 'bank_account',
        bank_account: { id: 'ba_1', last4: n.slice(-4) },
      },
    ];
  }
  if (method === 'POST' && path === '/v1/accounts/acct_1/external_accounts')
    return [200, { id: 'ba_1', object: 'bank_account', last4: '6789' }];
  if (method === 'POST' && path === '/v1/account_links')
    return [
      200,
      {
        object: 'account_link',
        url: `https://connect.stripe.com/setup/c/acct_1/${seen.length}`,
        expires_at: 1,
      },
    ];
  if (method === 'POST' && path === '/v1/files')
    return [200, { id: 'file_1', object: 'file', purpose: 'identity_document', size: 10 }];
  return [404, { error: { type: 'invalid_request_error', message: `no route ${method} ${path}` } }];
}

beforeAll(async () => {
  standIn = await startStripeStandIn(answer);
  seen = standIn.seen;
  provider = createStripeAccountProvider({
    secretKey: 'sk_test_connect',
    webhookSecret: WEBHOOK_SECRET,
    ...standIn.connection,
  });
});
afterAll(() => standIn.close());
beforeEach(() => {
  seen.length = 0;
});

const input = {
  type: 'individual' as const,
  country: 'US' as const,
  email: 'owner@harbour.example',
  businessName: 'Harbour Kayaks',
  url: 'https://harbour.example',
  ip: '203.0.113.9',
  businessId: 'biz-1',
};

describe('Stripe Connect adapter (SDK against a local Stripe stand-in)', () => {
  it('creates a custom account with capabilities, ToS acceptance and an idempotency key', async () => {
    const snap = await provider.createAccount(input);
    expect(snap).toMatchObject({
      id: 'acct_1',
      person: 'person_1',
      status: 'restricted',
      verification: 'unverified',
      fieldsNeeded: ['individual.id_number', 'external_account'],
    });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/v1/accounts',
      idempotencyKey: 'account-biz-1',
      auth: 'Bearer sk_test_connect',
    });
    expect(seen[0].form).toMatchObject({
      type: 'custom',
      country: 'US',
      email: 'owner@harbour.example',
      business_type: 'individual',
      'business_profile[name]': 'Harbour Kayaks',
      'capabilities[card_payments][requested]': 'true',
      'capabilities[transfers][requested]': 'true',
      'tos_acceptance[ip]': '203.0.113.9',
      'metadata[businessId]': 'biz-1',
    });
  });

  it('sends the SSN as the PII token Stripe.js made, in place of the number; a Stripe refusal is an input error', async () => {
    const snap = await provider.updateAccount('acct_1', {
      idNumberToken: 'pii_1Abc23',
      representative: { firstName: 'Dana', lastName: 'Lee', dob: '1980-04-09' },
    });
    const update = seen.find((s) => s.method === 'POST' && s.path === '/v1/accounts/acct_1');
    expect(update?.form).toMatchObject({
      'individual[id_number]': 'pii_1Abc23',
      'individual[first_name]': 'Dana',
      'individual[dob][year]': '1980',
      'individual[dob][month]': '4',
      'individual[dob][day]': '9',
    });
    expect(snap.idNumberProvided).toBe(true);
    expect(JSON.stringify(snap)).not.toContain('pii_1Abc23');
    const err = await provider
      .updateAccount('acct_1', { idNumberToken: 'pii_refused' })
      .catch((e) => e);
    expect(err).toBeInstanceOf(AccountInputError);
    expect(err).toMatchObject({
      message: 'This value must be a valid SSN.',
      field: 'individual[id_number]',
    });
  });

  it('tokenises the bank account, attaches the token and keeps only the last 4', async () => {
    const bank = await provider.addBankAccount('acct_1', {
      country: 'US',
      currency: 'usd',
      routingNumber: '110000000',
      accountNumber: '000123456789',
      holderName: 'Harbour Kayaks',
      holderType: 'company',
    });
    expect(bank).toEqual({ token: 'btok_1', last4: '6789' });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/v1/tokens' });
    expect(seen[0].form).toMatchObject({
      'bank_account[routing_number]': '110000000',
      'bank_account[account_number]': '000123456789',
      'bank_account[currency]': 'usd',
    });
    expect(seen[1]).toMatchObject({
      method: 'POST',
      path: '/v1/accounts/acct_1/external_accounts',
      form: { external_account: 'btok_1', default_for_currency: 'true' },
    });
    const bad = await provider
      .addBankAccount('acct_1', {
        country: 'US',
        currency: 'usd',
        routingNumber: '111111111',
        accountNumber: '000123456789',
        holderName: 'X',
        holderType: 'company',
      })
      .catch((e) => e);
    expect(bad).toBeInstanceOf(AccountInputError);
    expect(bad.message).toBe('Routing number must have 9 digits and be valid.');
  });

  it('uploads an identity document and attaches the file to the person', async () => {
    const png = Buffer.from('\x89PNG\r\n\x1a\nfake-image', 'latin1');
    const snap = await provider.uploadIdentityDocument('acct_1', 'front', {
      bytes: png,
      contentType: 'image/png',
      filename: 'id.png',
    });
    const upload = seen.find((s) => s.path === '/v1/files');
    expect(upload?.contentType).toMatch(/^multipart\/form-data/);
    expect(upload?.raw).toContain('identity_document');
    expect(upload?.raw).toContain('fake-image');
    const attach = seen.find((s) => s.path === '/v1/accounts/acct_1/persons/person_1');
    expect(attach?.form).toMatchObject({ 'verification[document][front]': 'file_1' });
    expect(snap).toMatchObject({ documentFront: true, verification: 'pending' });
    expect(await provider.retrievePerson('acct_1', 'person_1')).toMatchObject({
      id: 'person_1',
      documentFront: true,
      idNumberProvided: true,
    });
  });

  it('makes a fresh account link each time (single use, currently due fields)', async () => {
    const urls = { refreshUrl: 'http://localhost/refresh', returnUrl: 'http://localhost/return' };
    const first = await provider.createAccountLink('acct_1', urls);
    const second = await provider.createAccountLink('acct_1', urls);
    expect(first).not.toBe(second);
    expect(seen.filter((s) => s.path === '/v1/account_links')).toHaveLength(2);
    expect(seen[0].form).toMatchObject({
      account: 'acct_1',
      type: 'account_onboarding',
      refresh_url: urls.refreshUrl,
      return_url: urls.returnUrl,
      'collection_options[fields]': 'currently_due',
    });
  });

  it('reads a company representative (created when missing) for identity details', async () => {
    account = { ...account, business_type: 'company', individual: undefined };
    await provider.updateAccount('acct_1', {
      representative: { firstName: 'Kim', lastName: 'Ortiz', dob: '1975-12-01' },
    });
    expect(seen.some((s) => s.method === 'POST' && s.path === '/v1/accounts/acct_1/persons')).toBe(
      true,
    );
    const upd = seen.find((s) => s.path === '/v1/accounts/acct_1/persons/person_rep');
    expect(upd?.form).toMatchObject({ first_name: 'Kim', last_name: 'Ortiz' });
    const snap = await provider.retrieveAccount('acct_1');
    expect(snap.person).toBe('person_rep');
  });
});

describe('Connect account.updated webhook', () => {
  const stripe = new Stripe('sk_test_unused');
  function event(obj: Record<string, unknown>, type = 'account.updated') {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type,
      data: { object: { id: 'acct_1', object: 'account', ...obj } },
    });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return [Buffer.from(payload), header] as const;
  }
  const ready = {
    details_submitted: true,
    charges_enabled: true,
    payouts_enabled: true,
    requirements: { currently_due: [], disabled_reason: null },
  };

  it('maps to active when submitted, charges and payouts enabled and nothing due', () => {
    expect(provider.parseAccountEvent(...event(ready))?.status).toBe('active');
  });
  it('maps to rejected when disabled for a rejected.* reason', () => {
    const rejected = {
      ...ready,
      charges_enabled: false,
      requirements: { currently_due: [], disabled_reason: 'rejected.fraud' },
    };
    expect(provider.parseAccountEvent(...event(rejected))?.status).toBe('rejected');
  });
  it('maps to restricted otherwise (something due, or payouts off)', () => {
    const due = {
      ...ready,
      requirements: { currently_due: ['external_account'], disabled_reason: null },
    };
    expect(provider.parseAccountEvent(...event(due))).toMatchObject({
      status: 'restricted',
      fieldsNeeded: ['external_account'],
    });
    expect(provider.parseAccountEvent(...event({ ...ready, payouts_enabled: false }))?.status).toBe(
      'restricted',
    );
  });
  it('ignores other events and refuses a bad signature', () => {
    expect(
      provider.parseAccountEvent(...event(ready, 'account.application.authorized')),
    ).toBeNull();
    const [body] = event(ready);
    expect(() => provider.parseAccountEvent(body, 't=1,v1=deadbeef')).toThrow(AccountInputError);
  });
});
