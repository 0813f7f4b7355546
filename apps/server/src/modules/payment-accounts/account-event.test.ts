import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createBusiness } from '../../../test/factories.ts';
import { findBusiness } from '../businesses/business.repo.ts';
import { toAccountSnapshot } from './account-shape.ts';
import { applyAccountEvent } from './payment-accounts.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const kept = {
  account: 'acct_company_1',
  person: 'person_rep',
  verification: 'verified',
  idNumberProvided: true,
  documentFront: true,
  documentBack: true,
  status: 'restricted',
};

describe('account.updated applied to the business', () => {
  it("moves a company account to active and keeps its representative's verification", async () => {
    const b = await createBusiness(t.database.db, { market: 'nyc', stripe: kept });
    // What Stripe sends for a company: account flags, no individual, no representative.
    const snap = toAccountSnapshot({
      id: 'acct_company_1',
      business_type: 'company',
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      requirements: { currently_due: [], disabled_reason: null },
      company: { tax_id_provided: true },
    });
    expect(await applyAccountEvent(t.app.ctx, snap)).toBe(true);
    const row = await findBusiness(t.database.db, b.id);
    expect(row?.stripe).toMatchObject({
      status: 'active',
      chargesEnabled: true,
      payoutsEnabled: true,
      fieldsNeeded: [],
      taxIdProvided: true,
      person: 'person_rep',
      verification: 'verified',
      documentFront: true,
      idNumberProvided: true,
    });
  });

  it("updates an individual's verification from the event and ignores unknown accounts", async () => {
    const b = await createBusiness(t.database.db, {
      market: 'nyc',
      stripe: { ...kept, account: 'acct_ind_1', person: 'person_1', verification: 'pending' },
    });
    const snap = toAccountSnapshot({
      id: 'acct_ind_1',
      business_type: 'individual',
      requirements: { currently_due: [], disabled_reason: 'rejected.fraud' },
      individual: { id: 'person_1', verification: { status: 'unverified' } },
    });
    await applyAccountEvent(t.app.ctx, snap);
    expect((await findBusiness(t.database.db, b.id))?.stripe).toMatchObject({
      status: 'rejected',
      verification: 'unverified',
    });
    expect(await applyAccountEvent(t.app.ctx, { ...snap, id: 'acct_unknown' })).toBe(false);
  });
});
