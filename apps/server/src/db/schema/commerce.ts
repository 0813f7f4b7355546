import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export interface OrderItem {
  sku: string;
  name: string;
  image: string;
  quantity: number;
  priceCents: number;
  refunded?: boolean;
  refundTotalCents?: number;
  partner?: string;
  arrivalNotes?: string;
  cancellation?: string;
}
export interface OrderPerson {
  name: string;
  priceCents: number;
  quantity: number;
}
export interface OrderShipping {
  totalCents: number;
  taxCents: number;
  feeCents: number;
  afterTaxCents: number;
  couponAmountCents: number;
}
export interface OrderStatusInfo {
  name: string;
  status: string;
  message?: string;
  risk?: string;
}

/** Consumer orders. Money is integer cents. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: text('transaction_id').notNull().unique(),
    orderNo: serial('order_no').notNull(),
    businessId: text('business_id'),
    userId: uuid('user_id'),
    name: text('name').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    items: jsonb('items').$type<OrderItem[]>().notNull().default([]),
    people: jsonb('people').$type<OrderPerson[]>().notNull().default([]),
    statusVal: integer('status_val').notNull().default(110),
    status: jsonb('status').$type<OrderStatusInfo>().notNull().default({ name: '', status: '' }),
    shipping: jsonb('shipping').$type<OrderShipping>().notNull(),
    tax: numeric('tax', { mode: 'number' }).notNull().default(1),
    currency: text('currency').notNull().default('CAD'),
    couponCode: text('coupon_code'),
    bookingCode: text('booking_code'),
    bookingNotes: text('booking_notes').notNull().default(''),
    payment: jsonb('payment').$type<Record<string, unknown>>().notNull().default({}),
    paymentIntentId: text('payment_intent_id'),
    clientSecret: text('client_secret'),
    /** SHA-256 of the bearer token that lets a guest read this order's purchase-complete page. */
    accessTokenHash: text('access_token_hash'),
    /** Set once when the purchase-complete mail is claimed for sending (it is sent once). */
    purchaseMailSentAt: timestamp('purchase_mail_sent_at', { withTimezone: true }),
    entered: jsonb('entered')
      .$type<{ status: boolean; bookingDate?: string; bookingTime?: string }>()
      .notNull()
      .default({ status: false }),
    integration: jsonb('integration')
      .$type<{ bookingNumber?: string; bookingId?: string }>()
      .notNull()
      .default({}),
    stripe: jsonb('stripe').$type<{ destination?: string }>().notNull().default({}),
    error: text('error'),
    partnerInput: text('partner_input'),
    refundDate: timestamp('refund_date', { withTimezone: true }),
    updated: timestamp('updated', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('orders_business_idx').on(t.businessId, t.orderDate),
    index('orders_user_idx').on(t.userId, t.orderDate),
    index('orders_email_idx').on(t.email),
    index('orders_status_idx').on(t.statusVal, t.orderDate),
    index('orders_date_idx').on(t.orderDate),
    index('orders_intent_idx').on(t.paymentIntentId),
  ],
);

export const coupons = pgTable('coupons', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  active: boolean('active').notNull().default(true),
  minimumCartValueCents: integer('minimum_cart_value_cents').notNull().default(0),
  amountCents: integer('amount_cents').notNull().default(0),
  info: text('info').notNull().default(''),
  type: text('type').notNull().default('fixed'),
});

export const shippingRules = pgTable('shipping_rules', {
  id: uuid('id').primaryKey().defaultRandom(),
  carrier: text('carrier').notNull(),
  chargeCents: integer('charge_cents').notNull().default(0),
  freeShippingCents: integer('free_shipping_cents').notNull().default(0),
  minWeight: integer('min_weight').notNull().default(0),
  maxWeight: integer('max_weight').notNull().default(0),
  country: text('country').notNull(),
  active: boolean('active').notNull().default(true),
});

export const countries = pgTable('countries', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  dialCode: text('dial_code').notNull(),
  code: text('code').notNull().unique(),
  active: boolean('active').notNull().default(true),
});

/** Payment methods; for the card method, `email` holds the card provider's public key. */
export const paymentMethods = pgTable('payment_methods', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  email: text('email').notNull().default(''),
  active: boolean('active').notNull().default(true),
});

/** Site settings (support chat, email, toll-free phone...), one row per key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
});

/** Records of the embedded (sandbox) payment provider: intents, refunds and transfers. */
export const paymentRecords = pgTable(
  'payment_records',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    idempotencyKey: text('idempotency_key').unique(),
    clientSecret: text('client_secret'),
    relatedId: text('related_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_records_related_idx').on(t.relatedId)],
);
