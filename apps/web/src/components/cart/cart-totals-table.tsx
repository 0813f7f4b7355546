import { Group, Stack, Text } from '@mantine/core';
import { formatMoney, formatPrice } from '@jaunt/contract';
import type { CartTotals } from '../../lib/cart-totals.ts';

const Row = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <Group justify="space-between" wrap="nowrap">
    <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 400}>
      {label}
    </Text>
    <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 400}>
      {value}
    </Text>
  </Group>
);

/** Subtotal, coupon, shipping, taxes and fees, total (in the market currency). */
export function CartTotalsTable({ totals, currency }: { totals: CartTotals; currency: string }) {
  return (
    <Stack gap={6} data-testid="cart-totals">
      <Row label="Subtotal" value={formatMoney(totals.subtotalCents)} />
      {totals.couponCents > 0 && <Row label="Coupon" value={formatMoney(-totals.couponCents)} />}
      <Row label="Shipping" value={formatMoney(totals.shippingCents)} />
      <Row label="Taxes and fees" value={formatMoney(totals.taxesAndFeesCents)} />
      <Row label="Total" value={formatPrice(totals.orderTotalCents, currency)} strong />
    </Stack>
  );
}
