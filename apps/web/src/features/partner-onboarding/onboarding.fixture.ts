import type { AccountView, BusinessDto } from '@jaunt/contract';
import type { User } from '../../lib/auth.tsx';

/** A signed-in partner (tests of the partner-onboarding screens). */
export const partnerUser = (over: Partial<User> = {}): User => ({
  _id: 'u1',
  name: 'Kai Akana',
  firstName: 'Kai',
  lastName: 'Akana',
  email: 'kai@example.com',
  phone: '8085550123',
  market: 'HI',
  role: 'partner',
  integration: { name: 'Bookeo' },
  onBoarding: false,
  enteredBankingInfo: false,
  confirmedEmail: true,
  termsAccepted: true,
  signupDate: '2024-01-01T00:00:00.000Z',
  stripe: { account: null },
  ...over,
});

/** The partner's business, in `country`, agreed to. */
export const partnerBusiness = (
  country: 'US' | 'CA' = 'US',
  over: Partial<BusinessDto> = {},
): BusinessDto => ({
  _id: 'b1',
  businessId: 'B00001',
  name: 'Aloha Reef Tours LLC',
  email: 'kai@example.com',
  market: 'HI',
  active: false,
  userId: 'u1',
  commission: 15,
  vendorAgreementDate: '2024-01-02T00:00:00.000Z',
  url: 'https://aloha-reef.example',
  type: 'company',
  payoutPreference: 'stripe',
  skuList: [],
  integration: { name: 'Bookeo', authorized: false },
  billingAddress: { country, company: 'Aloha Reef Tours LLC' },
  stripe: {
    account: 'acct_1',
    status: 'restricted',
    verification: 'unverified',
    payoutsEnabled: false,
    chargesEnabled: false,
    bankLast4: null,
    taxIdProvided: false,
    idNumberProvided: false,
    documentFront: false,
    documentBack: false,
    fieldsNeeded: [],
  },
  created: '2024-01-02T00:00:00.000Z',
  updated: '2024-01-02T00:00:00.000Z',
  ...over,
});

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
  ...over,
});
