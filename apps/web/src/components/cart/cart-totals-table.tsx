import { Group, Stack, Text } from '@mantine/core';
import { formatPrice } from '@jaunt/contract';
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

/**
 * Subtotal, coupon, shipping, taxes and fees, total, every line with the market's currency (a
 * visitor from the other country never reads a plain '$' line in the wrong currency).
 */
export function CartTotalsTable({ totals, currency }: { totals: CartTotals; currency: string }) {
  const money = (cents: number) => formatPrice(cents, currency);
  return (
    <Stack gap={6} data-testid="cart-totals">
      <Row label="Subtotal" value={money(totals.subtotalCents)} />
      {totals.couponCents > 0 && <Row label="Coupon" value={money(-totals.couponCents)} />}
      <Row label="Shipping" value={money(totals.shippingCents)} />
      <Row label="Taxes and fees" value={money(totals.taxesAndFeesCents)} />
      <Row label="Total" value={money(totals.orderTotalCents)} strong />
    </Stack>
  );
}
