/**
 * The vendor agreement (spec partner-and-staff section 9), one text for the /partner/legal page
 * and the server-made PDF.
 */
import { paidThroughFareHarbor } from './onboarding.ts';
import { FAREHARBOR_COMMISSION, PROCESSING_FEE_PERCENT } from './payout.ts';

export interface AgreementInput {
  brand: string;
  businessName: string;
  commission: number;
  /** 'fareharbor' when the business is paid through FareHarbor. */
  payoutPreference?: string | null;
  integration?: string | null;
}

export interface AgreementSection {
  title: string;
  body: string;
}

export function vendorAgreement(a: AgreementInput): AgreementSection[] {
  const fh = paidThroughFareHarbor(a);
  const commission = fh ? FAREHARBOR_COMMISSION : a.commission;
  return [
    {
      title: '1. Parties',
      body: `This Vendor Agreement is between ${a.brand} and ${a.businessName} ("Vendor"). ${a.brand} lists the Vendor's experiences on its marketplace and takes bookings from customers on the Vendor's behalf.`,
    },
    {
      title: '2. Commission',
      body: `${a.brand} keeps a commission of ${commission}% of each purchase (after taxes) made through the marketplace.`,
    },
    fh
      ? {
          title: '3. Payment',
          body: `Vendor is paid through FareHarbor. FareHarbor vendors are paid within 30 days after the month of service.`,
        }
      : {
          title: '3. Payment',
          body: `A ${PROCESSING_FEE_PERCENT}% payment processing fee applies to the amount after commission. Remittance of the remainder is initiated within 2 weeks of purchase, to the bank account the Vendor gives in the partner portal.`,
        },
    {
      title: '4. Bookings and redemption',
      body: `Vendor honours every booking sold through ${a.brand}, keeps its availability and prices current, and records the booking code and date when a customer's purchase is redeemed.`,
    },
    {
      title: '5. Refunds',
      body: `Refunds follow the cancellation terms shown to the customer at purchase. A refund after remittance is recovered from the Vendor's later payouts.`,
    },
    {
      title: '6. Term',
      body: `This agreement starts on the date below and continues until either party ends it by written notice.`,
    },
  ];
}
