import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  CARD_EXPIRY_PAST,
  CARD_NUMBER_INVALID,
  cardExpired,
  cardSchema,
  luhnValid,
  emailSchema,
  NAME_REQUIRED,
  PHONE_REQUIRED,
  TEXT,
  type CardInput,
  type PaymentConfig,
} from '@jaunt/contract';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { clearCart, saveLastPurchase, type CartItem } from '../../../lib/cart.ts';
import { confirmPayment, declineMessage } from '../api/confirm-payment.ts';
import { createOrder } from '../api/create-order.ts';
import { updateOrderQuantity } from '../api/update-quantity.ts';
import type { CardErrors, CardValues } from './card-fields.tsx';
import type { StripeCard } from './stripe-card-form.tsx';

export interface PayInput {
  item: CartItem;
  /** Only a coupon that applies to the cart is sent. */
  couponCode?: string;
  name: string;
  phone: string;
  /** A guest's email (no account): the receipt and the purchase link go there. */
  email?: string;
  /** Sandbox card entry (not used when the provider is Stripe). */
  card: CardValues;
  /** Stripe's mounted card form, when the provider is Stripe. */
  stripeCard?: StripeCard | null;
}

export type FieldErrors = CardErrors & {
  name?: string;
  phone?: string;
  email?: string;
  couponCode?: string;
};

/** The order made by an earlier Pay (kept to retry after a decline, never a second order). */
interface Placed {
  id: string;
  transactionId: string;
  clientSecret: string;
  access: string;
  sku: string;
  quantity: number;
  couponCode?: string;
}

function parseCard(card: CardValues): { card?: CardInput; errors: CardErrors } {
  const [mm = '', yy = ''] = card.exp.split('/');
  const parsed = cardSchema.safeParse({
    number: card.number,
    expMonth: mm,
    expYear: yy.length === 2 ? `20${yy}` : yy,
    cvc: card.cvc,
  });
  const errors: CardErrors = {};
  if (parsed.success) {
    const { number, expMonth, expYear } = parsed.data;
    if (!luhnValid(number)) errors.number = CARD_NUMBER_INVALID;
    if (cardExpired(expMonth, expYear)) errors.exp = CARD_EXPIRY_PAST;
    return Object.keys(errors).length > 0 ? { errors } : { card: parsed.data, errors };
  }
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === 'number' ? 'number' : issue.path[0] === 'cvc' ? 'cvc' : 'exp';
    errors[key] ??= key === 'exp' ? "Your card's expiration date is incorrect." : issue.message;
  }
  return { errors };
}

/**
 * Pay: validates, creates the order once (POST /api/orders), then confirms the card
 * (POST /api/stripe/{transactionId}). A second click while paying does nothing; a retry after
 * a decline reuses the order (its quantity updated when it changed). With the Stripe provider
 * the confirm gets a PaymentMethod id from Stripe Elements, and a card that asks for 3-D Secure
 * is authenticated, then confirmed again (the server then only records the succeeded intent).
 */
export function usePay(config: PaymentConfig | undefined) {
  const navigate = useNavigate();
  const busy = useRef(false);
  const placed = useRef<Placed | null>(null);
  const [paying, setPaying] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [decline, setDecline] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const fail = (message: string) => {
    setFailure(message);
    window.scrollTo({ top: 0 });
  };

  async function place(input: PayInput): Promise<Placed | null> {
    const { item, couponCode } = input;
    const prev = placed.current;
    if (prev && prev.sku === item.sku && prev.couponCode === couponCode) {
      if (prev.quantity !== item.quantity) {
        await updateOrderQuantity(prev.id, item.quantity, prev.access);
        prev.quantity = item.quantity;
      }
      return prev;
    }
    try {
      const res = await createOrder({
        sku: item.sku,
        quantity: item.quantity,
        couponCode,
        phone: input.phone,
        name: input.name.trim(),
        ...(input.email !== undefined ? { email: input.email.trim() } : {}),
        ...(item.hold ? { holdUuid: item.hold.uuid } : {}),
      });
      placed.current = {
        id: res.order._id,
        transactionId: res.order.transactionId,
        clientSecret: res.clientSecret,
        access: res.access,
        sku: item.sku,
        quantity: item.quantity,
        couponCode,
      };
      return placed.current;
    } catch (error) {
      if (error instanceof ApiError && error.fields && error.status === 400) {
        setFieldErrors({ ...error.fields });
        return null;
      }
      fail(TEXT.orderCreationFailed);
      return null;
    }
  }

  /** Confirms with a Stripe PaymentMethod; false when Stripe refused (its message is shown). */
  async function confirmWithStripe(order: Placed, input: PayInput, stripeCard: StripeCard) {
    const billing = { name: input.name.trim(), phone: input.phone };
    const method = await stripeCard.createPaymentMethod(billing);
    if ('error' in method) {
      setDecline(method.error);
      return false;
    }
    try {
      await confirmPayment(order.transactionId, { paymentMethodId: method.id }, order.access);
      return true;
    } catch (error) {
      if (!declineMessage(error)) throw error;
      const auth = await stripeCard.authenticate(order.clientSecret);
      if (!auth.required) throw error;
      if (auth.error) {
        setDecline(auth.error);
        return false;
      }
    }
    // Authenticated: the intent has succeeded, and the server marks the order paid.
    await confirmPayment(order.transactionId, { paymentMethodId: method.id }, order.access);
    return true;
  }

  async function pay(input: PayInput) {
    if (busy.current || !config) return;
    const stripe = config.provider === 'stripe';
    const stripeCard = stripe ? input.stripeCard : undefined;
    const { card, errors } = stripe ? { card: undefined, errors: {} } : parseCard(input.card);
    const next: FieldErrors = { ...errors };
    if (!/^\d{10}$/.test(input.phone)) next.phone = PHONE_REQUIRED;
    if (!input.name.trim()) next.name = NAME_REQUIRED;
    if (input.email !== undefined && !emailSchema.safeParse(input.email).success) {
      next.email = TEXT.enterValidEmail;
    }
    setFieldErrors(next);
    setDecline(null);
    setFailure(null);
    if (!(card || stripeCard) || Object.keys(next).length > 0) return;

    busy.current = true;
    setPaying(true);
    try {
      const order = await place(input);
      if (!order) return;
      if (stripeCard) {
        if (!(await confirmWithStripe(order, input, stripeCard))) return;
      } else {
        await confirmPayment(order.transactionId, { card: card! }, order.access);
      }
      saveLastPurchase({ transactionId: order.transactionId, access: order.access });
      clearCart();
      await navigate('/purchase-complete');
    } catch (error) {
      const declined = declineMessage(error);
      if (declined) setDecline(declined);
      else fail(errorMessage(error, TEXT.genericError));
    } finally {
      busy.current = false;
      setPaying(false);
    }
  }

  return { pay, paying, fieldErrors, decline, failure };
}
