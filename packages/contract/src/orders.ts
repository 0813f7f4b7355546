/**
 * Request and response shapes of the Buy calls: orders, payments, coupons, shippings and the
 * purchase-complete mail. Money in responses is in dollars (the spec's JSON); prices, tax, fee
 * and totals are always computed by the server from the catalogue, never taken from a request.
 */
import { z } from 'zod';
import { QUANTITY_MAX, QUANTITY_MIN } from './money.ts';
import { phoneDigits } from './phone.ts';
import { emailSchema } from './auth.ts';

export const PHONE_REQUIRED = 'Your phone number required.';
export const NAME_REQUIRED = 'Your name required.';
export const COUPON_NOT_APPLICABLE = 'This coupon does not apply to your cart.';

/** Phone as typed ("(416) 555-0100" or digits); kept as its 10 digits. */
export const orderPhoneSchema = z
  .string({ error: PHONE_REQUIRED })
  .transform(phoneDigits)
  .pipe(z.string().regex(/^\d{10}$/, PHONE_REQUIRED));

export const orderQuantitySchema = z
  .number()
  .int()
  .min(QUANTITY_MIN, `Quantity must be at least ${QUANTITY_MIN}.`)
  .max(QUANTITY_MAX, `Quantity must be at most ${QUANTITY_MAX}.`);

/**
 * POST /api/orders. The spec's other payload names (tax, businessId, currency, payment, items,
 * shipping) may be sent and are ignored: the server prices the order from the catalogue.
 */
export const createOrderBody = z.object({
  /** The variant's experienceSku. */
  sku: z.string().trim().min(1).max(100),
  quantity: orderQuantitySchema,
  couponCode: z.string().trim().max(100).optional(),
  phone: orderPhoneSchema,
  name: z.string().trim().min(1, NAME_REQUIRED).max(200).optional(),
  /** A guest's email (required without a session): the receipt and the purchase link go there. */
  email: emailSchema.optional(),
  /**
   * A live seat hold (POST /api/bookings/holdSlot) of this sku: the order books its time and is
   * priced from its tickets; `quantity` is then the hold's seat count.
   */
  holdUuid: z.uuid().optional(),
});
export type CreateOrderBody = z.input<typeof createOrderBody>;

export const orderItemDto = z.object({
  sku: z.string(),
  name: z.string(),
  image: z.string(),
  quantity: z.number(),
  price: z.number(),
  refunded: z.boolean(),
  refundTotal: z.number(),
  partner: z.string(),
});

export const orderStatusDto = z.object({
  val: z.number(),
  name: z.string(),
  status: z.string(),
  message: z.string().optional(),
  risk: z.string().optional(),
});

export const orderShippingDto = z.object({
  total: z.number(),
  tax: z.number(),
  fee: z.number(),
  afterTax: z.number(),
  couponAmount: z.number(),
});

export const orderDto = z.object({
  _id: z.string(),
  transactionId: z.string(),
  orderNo: z.number(),
  businessId: z.string().nullable(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  orderDate: z.string(),
  items: z.array(orderItemDto),
  people: z.array(z.object({ name: z.string(), price: z.number(), quantity: z.number() })),
  status: orderStatusDto,
  /** What the customer sees (customerOrderStatus): never the partner's payout states. */
  customerStatus: z.object({
    state: z.enum(['pending', 'paid', 'booked', 'refunded', 'cancelled', 'not-purchased']),
    label: z.string(),
  }),
  shipping: orderShippingDto,
  /** After-tax amount plus fee: what the card is charged. */
  orderTotal: z.number(),
  tax: z.number(),
  currency: z.string(),
  couponCode: z.string().nullable(),
  bookingCode: z.string().nullable(),
  bookingNotes: z.string(),
  payment: z.object({
    last4: z.string().optional(),
    brand: z.string().optional(),
    intentId: z.string().optional(),
  }),
  entered: z.object({
    status: z.boolean(),
    bookingDate: z.string().optional(),
    bookingTime: z.string().optional(),
  }),
  /** The partner's booking system's number for this booking (FareHarbor's display id). */
  platformBookingNumber: z.string().nullable(),
  error: z.string().nullable(),
  updated: z.string(),
  refundDate: z.string().nullable(),
});
export type OrderDto = z.infer<typeof orderDto>;

export const createOrderResponse = z.object({
  order: orderDto,
  clientSecret: z.string(),
  /** The card provider's public key (Stripe only). */
  publishableKey: z.string().optional(),
  /** Bearer token that lets the purchase-complete page read this one order without a session. */
  access: z.string(),
});

export const myOrdersQuery = z.object({
  q: z.string().trim().max(100).optional(),
});
export const orderListResponse = z.array(orderDto);

/** GET /api/orders/transaction/{id}: `access` (or header x-order-access) for a guest. */
export const transactionQuery = z.object({
  access: z.string().max(200).optional(),
});

export const updateQuantityBody = z.object({ quantity: orderQuantitySchema });

/** Statuses a customer may set on an unpaid order: the pre-payment steps, never paid. */
export const CUSTOMER_SETTABLE_STATUSES = [110, 120, 130, 150] as const;
export const updateStatusBody = z.object({
  status: z.union([z.number().int(), z.object({ val: z.number().int() })]),
  phone: orderPhoneSchema,
});

/** GET /api/stripe/config: which card form checkout shows (Stripe Elements needs the key). */
export const paymentConfigResponse = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  /** Stripe's publishable key; null for the sandbox. */
  publishableKey: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigResponse>;

export const paymentIntentBody = z.object({ orderId: z.string().min(1).max(100) });
export const paymentIntentResponse = z.object({
  clientSecret: z.string(),
  publishableKey: z.string().optional(),
});

export const cardSchema = z.object({
  number: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Your card number is incorrect.')),
  expMonth: z.coerce.number().int().min(1).max(12),
  expYear: z.coerce.number().int().min(0).max(9999),
  cvc: z.string().regex(/^\d{3,4}$/, "Your card's security code is incorrect."),
});
export type CardInput = z.output<typeof cardSchema>;

/**
 * Whether a card number (12-19 digits) passes the Luhn checksum, which catches a mistyped digit:
 * the card form checks it before sending, the sandbox processor again on its side.
 */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Whether a card whose expiry is `month`/`year` (4 digits) has expired: it works to its month's end. */
export const cardExpired = (month: number, year: number, now: Date = new Date()): boolean =>
  year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1;

/**
 * What a card form checks before the card is sent, as Stripe's own card field does: a number
 * that fails the checksum and an expiry in the past. The processor still has the last word.
 */
export const CARD_NUMBER_INVALID = 'Your card number is invalid.';
export const CARD_EXPIRY_PAST = "Your card's expiration date is in the past.";

/**
 * POST /api/stripe/{transactionId}: a card (sandbox) or a payment method id / token (Stripe).
 * The spec's other fields (amount, currency, items, total...) are accepted and ignored.
 */
export const confirmPaymentBody = z
  .object({
    card: cardSchema.optional(),
    paymentMethodId: z.string().min(1).max(255).optional(),
    token: z
      .union([z.string().min(1).max(255), z.object({ id: z.string().min(1).max(255) })])
      .optional(),
  })
  .refine((b) => b.card || b.paymentMethodId || b.token, {
    message: 'Please select payment method.',
    path: ['card'],
  });
export const confirmPaymentResponse = z.object({
  order: orderDto,
  /** True when this call charged nothing: the intent had already succeeded (e.g. 3-D Secure). */
  alreadyPaid: z.boolean(),
});

export const purchaseCompleteBody = z.object({
  transactionId: z.string().min(1).max(100),
});
export const purchaseCompleteResponse = z.object({ sent: z.boolean() });

export const couponQuery = z.object({ code: z.string().trim().min(1).max(100) });
export const couponDto = z.object({
  code: z.string(),
  amount: z.number(),
  minimumCartValue: z.number(),
  active: z.boolean(),
  info: z.string(),
  type: z.string(),
});

export const shippingBestQuery = z.object({
  country: z.string().trim().min(1).max(100),
  active: z.enum(['true', 'false']).optional(),
});
export const shippingDto = z.object({
  carrier: z.string(),
  charge: z.number(),
  freeShipping: z.number(),
  minWeight: z.number(),
  maxWeight: z.number(),
  country: z.string(),
  active: z.boolean(),
});
