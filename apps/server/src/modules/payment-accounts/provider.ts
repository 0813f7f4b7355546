import type { ConnectStatus } from '@jaunt/contract';

/** A Connect account as we keep it: flags and requirement names, never identity numbers. */
export interface AccountSnapshot {
  id: string;
  /** The person whose identity is verified (individual or company representative). */
  person: string | null;
  status: ConnectStatus;
  /** unverified -> pending -> verified (the person's identity verification). */
  verification: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  fieldsNeeded: string[];
  disabledReason: string | null;
  documentFront: boolean;
  documentBack: boolean;
  idNumberProvided: boolean;
  taxIdProvided: boolean;
}

export interface PersonSnapshot {
  id: string;
  firstName: string;
  lastName: string;
  idNumberProvided: boolean;
  verification: string;
  documentFront: boolean;
  documentBack: boolean;
}

export interface CreateAccountInput {
  type: 'individual' | 'company';
  country: 'US' | 'CA';
  email: string;
  businessName: string;
  url: string;
  /** The partner's IP address for the terms-of-service acceptance. */
  ip: string;
  businessId: string;
}

export interface AccountChanges {
  taxId?: string;
  /** The provider's PII token of the SSN or SIN (the number itself never reaches us). */
  idNumberToken?: string;
  representative?: { firstName: string; lastName: string; dob: string };
}

export interface BankInput {
  country: 'US' | 'CA';
  currency: 'usd' | 'cad';
  routingNumber: string;
  accountNumber: string;
  holderName: string;
  holderType: 'individual' | 'company';
}

export interface IdentityFile {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  filename: string;
}

/** A provider refused what the partner entered: the message is shown as is. */
export class AccountInputError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/**
 * Connect accounts for partner payouts: `sandbox` (embedded, behaves like Stripe test mode) or
 * `stripe` (the official SDK). Bank numbers and identity numbers pass through, never kept.
 */
export interface PaymentAccountProvider {
  readonly name: 'sandbox' | 'stripe';
  createAccount(input: CreateAccountInput): Promise<AccountSnapshot>;
  retrieveAccount(id: string): Promise<AccountSnapshot>;
  retrievePerson(account: string, person: string): Promise<PersonSnapshot>;
  updateAccount(id: string, changes: AccountChanges): Promise<AccountSnapshot>;
  /** Tokenises the bank account and attaches it; returns the token and the last 4 digits. */
  addBankAccount(id: string, bank: BankInput): Promise<{ token: string; last4: string }>;
  uploadIdentityDocument(
    id: string,
    side: 'front' | 'back',
    file: IdentityFile,
  ): Promise<AccountSnapshot>;
  /** A fresh account link (single use, short-lived) for what the provider collects itself. */
  createAccountLink(id: string, urls: { refreshUrl: string; returnUrl: string }): Promise<string>;
  /** A verified account.updated event, or null for other events. Throws on a bad signature. */
  parseAccountEvent(rawBody: Buffer, signature: string): AccountSnapshot | null;
  /**
   * The sandbox only: what Stripe's token API does for Stripe.js, a single-use PII token of an
   * identity number (POST /api/stripe/sandbox/tokens). Stripe's tokens are made in the browser.
   */
  createPiiToken?(idNumber: string): string;
}
