import type { AccountView, BusinessDto } from '@jaunt/contract';
import type { User } from '../../lib/auth.tsx';
import { aBusiness, aUser } from '../../test/builders.ts';

/** A signed-in partner (tests of the partner-onboarding screens). */
export const partnerUser = (over: Partial<User> = {}): User =>
  aUser({
    name: 'Kai Akana',
    firstName: 'Kai',
    lastName: 'Akana',
    email: 'kai@example.com',
    phone: '8085550123',
    market: 'HI',
    role: 'partner',
    integration: { name: 'Bookeo' },
    ...over,
  });

/** The partner's business, in `country`, agreed to. */
export const partnerBusiness = (
  country: 'US' | 'CA' = 'US',
  over: Partial<BusinessDto> = {},
): BusinessDto =>
  aBusiness({ billingAddress: { country, company: 'Aloha Reef Tours LLC' }, ...over });

/** The payment account of a business with nothing provided yet. */
export const emptyAccount = (over: Partial<AccountView> = {}): AccountView => ({
  account: 'acct_1',
  person: 'person_1',
  status: 'restricted',
  verification: 'unverified',
  chargesEnabled: false,
  payoutsEnabled: false,
  detailsSubmitted: false,
  fieldsNeeded: ['individual.id_number', 'external_account'],
  bankLast4: null,
  taxId: '',
  idNumber: '',
  documentFront: false,
  documentBack: false,
  piiTokenizer: { provider: 'sandbox', publishableKey: null },
  ...over,
});
