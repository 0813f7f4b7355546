import { eq } from 'drizzle-orm';
import type { Tx } from '../src/db/client.ts';
import { businesses, sandboxConnectAccounts, users } from '../src/db/schema/index.ts';
import { demoSandboxAccount } from '../src/modules/payment-accounts/sandbox-provider.ts';
import { cachedHash, DEFAULT_PASSWORD } from './factories/index.ts';

/**
 * Partners in every onboarding state, so the portal and the step rules can be seen at once
 * (password jaunt-demo). The demo partner's own business (partner@jaunt.test) is finished:
 * Bookeo, connected, bank account on file, identity verified.
 */
const PARTNERS = [
  {
    email: 'new.partner@jaunt.test',
    first: 'Nora',
    last: 'New',
    integration: 'Bookeo',
    state: 'new',
  },
  {
    email: 'halfway@jaunt.test',
    first: 'Hal',
    last: 'Fway',
    integration: 'Rezdy',
    state: 'agreed',
  },
  {
    email: 'fh.api@jaunt.test',
    first: 'Fern',
    last: 'Harbor',
    integration: 'FareHarbor API',
    state: 'business',
  },
  {
    email: 'bookeo.banked@jaunt.test',
    first: 'Bo',
    last: 'Keo',
    integration: 'Bookeo',
    state: 'banked',
  },
  {
    email: 'fareharbor@jaunt.test',
    first: 'Dock',
    last: 'Side',
    integration: 'FareHarbor',
    state: 'finished',
  },
  {
    email: 'groups.new@jaunt.test',
    first: 'Gus',
    last: 'Gather',
    integration: 'Group Bookings',
    state: 'business',
  },
  {
    email: 'groups@jaunt.test',
    first: 'Gia',
    last: 'Group',
    integration: 'Group Bookings',
    state: 'finished',
  },
] as const;

const FIXED = new Date(Date.UTC(2025, 5, 1));
const account = (n: number, finished: boolean) => ({
  account: `acct_sbx_demo${String(n).padStart(4, '0')}`,
  status: finished ? 'active' : 'restricted',
  verification: finished ? 'verified' : 'unverified',
  chargesEnabled: finished,
  payoutsEnabled: finished,
  bankLast4: finished ? '6789' : null,
  idNumberProvided: finished,
  documentFront: finished,
  documentBack: finished,
  fieldsNeeded: finished ? [] : ['external_account', 'individual.id_number'],
});

export async function seedPartnerOnboarding(tx: Tx, demoBusinessId: string) {
  const demo = await tx
    .update(businesses)
    .set({
      // The Bookeo stand-in's demo account: the editor's External SKU picker lists its products.
      integration: { name: 'Bookeo', apiKey: 'bookeo-demo-api-key' },
      stripe: account(1, true),
    })
    .where(eq(businesses.businessId, demoBusinessId))
    .returning();
  // The sandbox payment-account provider holds the accounts the businesses point at.
  const accounts = demo.map((b) =>
    demoSandboxAccount(account(1, true).account, { finished: true, name: b.name, email: b.email }),
  );
  const passwordHash = await cachedHash(DEFAULT_PASSWORD);
  let n = 90001;
  for (const p of PARTNERS) {
    const finished = p.state === 'finished';
    const banked = p.state === 'banked' || finished;
    const [u] = await tx
      .insert(users)
      .values({
        email: p.email,
        passwordHash,
        firstName: p.first,
        lastName: p.last,
        name: `${p.first} ${p.last}`,
        phone: '8085550100',
        market: 'HI',
        role: 'partner',
        integration: { name: p.integration },
        onBoarding: !finished,
        enteredBankingInfo: banked,
        confirmedEmail: true,
        termsAcceptedAt: FIXED,
        signupDate: FIXED,
      })
      .returning();
    if (p.state === 'new') continue;
    const name = `${p.first}'s ${p.integration} Tours`;
    await tx.insert(businesses).values({
      businessId: `B${n++}`,
      name,
      email: p.email,
      market: 'HI',
      active: finished,
      userId: u.id,
      url: `https://${p.last.toLowerCase()}-tours.example`,
      type: 'company',
      payoutPreference: p.integration === 'FareHarbor' ? 'fareharbor' : 'stripe',
      integration: { name: p.integration },
      vendorAgreementDate: p.state === 'business' ? null : FIXED,
      billingAddress: {
        company: name,
        phone: '+18085550100',
        country: 'US',
        region: 'HI',
        address: '2335 Kalakaua Ave',
        city: 'Honolulu',
        postalCode: '96815',
        ...(banked ? { firstName: p.first, lastName: p.last } : {}),
      },
      stripe: p.state === 'business' ? {} : account(n, banked),
      created: FIXED,
      updated: FIXED,
    });
    if (p.state !== 'business') {
      accounts.push(
        demoSandboxAccount(account(n, banked).account, { finished: banked, name, email: p.email }),
      );
    }
  }
  await tx.insert(sandboxConnectAccounts).values(accounts);
}
