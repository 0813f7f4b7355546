import type { CardInput } from '@jaunt/contract';

/** The states of a payment intent we act on (Stripe's names). */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface CardSummary {
  last4: string;
  brand: string;
}

export interface PaymentIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
  card?: CardSummary;
  lastError?: string;
}

export interface CreateIntentInput {
  amountCents: number;
  /** ISO code, any case ('CAD', 'usd'). */
  currency: string;
  /** Same key, same intent: a retried create never makes a second one. */
  idempotencyKey: string;
  metadata: Record<string, string>;
  /**
   * The partner's connected account, kept on the intent for reference only: charges and
   * transfers are separate (the partner's share is transferred at payout, see payouts).
   */
  destination?: string;
}

export type PaymentMethodInput = { card: CardInput } | { paymentMethodId: string };

export interface ConfirmResult {
  status: 'succeeded' | 'requires_payment_method';
  /** The processor's own words, e.g. 'Your card was declined.' */
  declineMessage?: string;
  card?: CardSummary;
}

export interface RefundResult {
  id: string;
  amountCents: number;
  status: string;
}

export interface TransferInput {
  amountCents: number;
  currency: string;
  destination: string;
  idempotencyKey: string;
  /** The intent whose charge funds the transfer. */
  sourceIntentId?: string;
  metadata?: Record<string, string>;
}

export interface ReverseTransferInput {
  transferId: string;
  amountCents: number;
  /** Same key, same reversal: a retried refund never reverses twice. */
  idempotencyKey: string;
  metadata?: Record<string, string>;
}

/** A verified webhook event, reduced to what the order flow needs. */
export interface PaymentEvent {
  id: string;
  type: string;
  intent?: PaymentIntent;
}

/** A card processor. `sandbox` is embedded (test mode only); `stripe` talks to Stripe. */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Public key for the browser (Stripe.js); none for the sandbox. */
  readonly publishableKey?: string;
  createIntent(input: CreateIntentInput): Promise<PaymentIntent>;
  updateIntentAmount(id: string, amountCents: number): Promise<PaymentIntent>;
  /** Confirms with a card or payment method. A decline is a result, not an exception. */
  confirmIntent(id: string, method: PaymentMethodInput): Promise<ConfirmResult>;
  retrieveIntent(id: string): Promise<PaymentIntent>;
  /** Same idempotency key, same refund: a retried request never refunds twice. */
  refund(intentId: string, amountCents?: number, idempotencyKey?: string): Promise<RefundResult>;
  transfer(input: TransferInput): Promise<{ id: string }>;
  /** Takes (part of) a transfer back from the connected account; fails when its balance is short. */
  reverseTransfer(input: ReverseTransferInput): Promise<{ id: string; amountCents: number }>;
  /** Checks the signature of a webhook body; throws on a bad one. */
  verifyWebhook(rawBody: string | Buffer, signature: string): PaymentEvent;
}

/** A webhook signature did not verify. */
export class WebhookSignatureError extends Error {}
