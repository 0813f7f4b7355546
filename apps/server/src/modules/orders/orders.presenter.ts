import { customerOrderStatus, toDollars, type OrderDto } from '@jaunt/contract';
import type { OrderRow } from './orders.repo.ts';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** The order as the API shows it: the spec's names, money in dollars, no secrets. */
export function toOrderDto(o: OrderRow): OrderDto {
  const s = o.shipping;
  const last4 = str(o.payment.last4);
  const brand = str(o.payment.brand);
  const intentId = str(o.payment.intentId) ?? o.paymentIntentId ?? undefined;
  return {
    _id: o.id,
    transactionId: o.transactionId,
    orderNo: o.orderNo,
    businessId: o.businessId,
    name: o.name,
    firstName: o.firstName,
    lastName: o.lastName,
    email: o.email,
    phone: o.phone,
    orderDate: iso(o.orderDate)!,
    items: o.items.map((i) => ({
      sku: i.sku,
      name: i.name,
      image: i.image,
      quantity: i.quantity,
      price: toDollars(i.priceCents),
      refunded: i.refunded ?? false,
      refundTotal: toDollars(i.refundTotalCents ?? 0),
      partner: i.partner ?? '',
    })),
    people: o.people.map((p) => ({
      name: p.name,
      price: toDollars(p.priceCents),
      quantity: p.quantity,
    })),
    status: {
      val: o.statusVal,
      name: o.status.name,
      status: o.status.status,
      ...(o.status.message ? { message: o.status.message } : {}),
      ...(o.status.risk ? { risk: o.status.risk } : {}),
    },
    customerStatus: customerOrderStatus({ status: { val: o.statusVal }, entered: o.entered }),
    shipping: {
      total: toDollars(s.totalCents),
      tax: toDollars(s.taxCents),
      fee: toDollars(s.feeCents),
      afterTax: toDollars(s.afterTaxCents),
      couponAmount: toDollars(s.couponAmountCents),
    },
    orderTotal: toDollars(s.afterTaxCents + s.feeCents),
    tax: Number(o.tax),
    currency: o.currency,
    couponCode: o.couponCode,
    bookingCode: o.bookingCode,
    bookingNotes: o.bookingNotes,
    payment: {
      ...(last4 ? { last4 } : {}),
      ...(brand ? { brand } : {}),
      ...(intentId ? { intentId } : {}),
    },
    entered: {
      status: o.entered.status,
      ...(o.entered.bookingDate ? { bookingDate: o.entered.bookingDate } : {}),
      ...(o.entered.bookingTime ? { bookingTime: o.entered.bookingTime } : {}),
    },
    platformBookingNumber: o.integration.bookingNumber ?? null,
    error: o.error,
    updated: iso(o.updated)!,
    refundDate: iso(o.refundDate),
  };
}

/** What the card is charged for an order, in cents. */
export const chargeCentsOf = (o: OrderRow) => o.shipping.afterTaxCents + o.shipping.feeCents;
