import type { CardInput, OrderDto } from '@jaunt/contract';
import { api, ApiError } from '../../../lib/api-client.ts';

/** The card (sandbox provider) or a Stripe PaymentMethod id (card numbers never reach us). */
export type PaymentMethodBody = { card: CardInput } | { paymentMethodId: string };

/** POST /api/stripe/{transactionId}: charges the order's intent (a guest's: with its token). */
export const confirmPayment = (transactionId: string, method: PaymentMethodBody, access: string) =>
  api<{ order: OrderDto; alreadyPaid: boolean }>(
    `/api/stripe/${encodeURIComponent(transactionId)}`,
    { method: 'POST', body: method, orderAccess: access },
  );

/** The processor's decline message of a refused card (402), else null. */
export function declineMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 402) return null;
  const m = error.body.declineMessage;
  return typeof m === 'string' && m ? m : error.message;
}
