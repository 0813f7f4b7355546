import type { BusinessDto, PartnerOrderDto } from '@jaunt/contract';
import type { User } from '../lib/auth.tsx';

/** A signed-in customer with a confirmed email; `over` sets what a test is about. */
export const aUser = (over: Partial<User> = {}): User => ({
  _id: 'u1',
  name: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '4165551234',
  market: 'GTA',
  role: 'user',
  integration: null,
  onBoarding: false,
  enteredBankingInfo: false,
  confirmedEmail: true,
  termsAccepted: true,
  signupDate: '2024-01-01T00:00:00.000Z',
  stripe: { account: null },
  ...over,
});

/** The payment-account part of a business with nothing provided yet. */
export const aBusinessStripe = (
  over: Partial<BusinessDto['stripe']> = {},
): BusinessDto['stripe'] => ({
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
  ...over,
});

/** A partner's business as the API answers it: in Hawaii, agreed to, not active yet. */
export const aBusiness = (over: Partial<BusinessDto> = {}): BusinessDto => ({
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
  companyId: null,
  integration: { name: 'Bookeo', authorized: false },
  billingAddress: { country: 'US', company: 'Aloha Reef Tours LLC' },
  stripe: aBusinessStripe(),
  created: '2024-01-02T00:00:00.000Z',
  updated: '2024-01-02T00:00:00.000Z',
  ...over,
});

/** An order as its partner sees it (a redeemed one, payout scheduled). */
export const aPartnerOrder = (over: Partial<PartnerOrderDto> = {}) =>
  ({
    _id: 'o1',
    orderNo: 98,
    transactionId: 'tx_98',
    orderDate: '2026-01-10T10:00:00.000Z',
    name: 'Ada Lovelace',
    items: [{ name: 'Harbour Cruise - Adult', quantity: 1, price: 761.97, image: '' }],
    shipping: { total: 761.97, tax: 99.06, fee: 38.1, afterTax: 899.13, couponAmount: 0 },
    status: { val: 800, name: 'Payout Scheduled', status: 'other' },
    orderTotal: 899.13,
    currency: 'CAD',
    entered: { status: true, bookingDate: '2026-01-15' },
    bookingCode: 'ABCD-1234',
    businessName: 'Harbour Co',
    commission: 15,
    payout: {
      amount: 710.66,
      manual: false,
      date: '2026-01-21',
      state: 'scheduled',
      throughFareHarbor: false,
    },
    ...over,
  }) as PartnerOrderDto;
