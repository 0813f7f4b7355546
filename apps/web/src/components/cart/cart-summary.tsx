import { Anchor, Divider, Group, Image, Stack, Text } from '@mantine/core';
import { formatPrice, toCents } from '@jaunt/contract';
import { Link } from 'react-router';
import { setCartQuantity } from '../../lib/cart.ts';
import { HoldLines } from '../booking/hold-lines.tsx';
import { CartTotalsTable } from './cart-totals-table.tsx';
import { CouponField } from './coupon-field.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import type { CartPricing } from './use-cart-pricing.ts';

interface CartSummaryProps {
  pricing: CartPricing;
  /** Locks quantity and coupon (while paying). */
  disabled?: boolean;
  /** Called when the item link is followed (e.g. to close the cart modal). */
  onNavigate?: () => void;
}

/** The cart's item with quantity, coupon and totals (cart page, cart modal and checkout). */
export function CartSummary({ pricing, disabled, onNavigate }: CartSummaryProps) {
  const { cart, totals } = pricing;
  const item = cart.item;
  if (!item || !totals) return null;
  const hasDiscount = item.mrp > item.price;
  return (
    <Stack gap="md">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Image
          src={item.image || undefined}
          fallbackSrc="/missing-image.svg"
          alt=""
          w={96}
          h={72}
          radius="sm"
          fit="cover"
        />
        <Stack gap={2} flex={1} miw={0}>
          <Anchor component={Link} to={item.slug} fw={600} onClick={onNavigate} lineClamp={2}>
            {item.name}
          </Anchor>
          {item.category && (
            <Text size="sm" c="dark.4">
              {item.category}
            </Text>
          )}
          {!item.hold && (
            <Text size="sm">
              {hasDiscount && (
                <Text span td="line-through" c="dark.3" mr={6}>
                  {formatPrice(toCents(item.mrp), item.currency)}
                </Text>
              )}
              {formatPrice(toCents(item.price), item.currency)} each
            </Text>
          )}
        </Stack>
      </Group>
      {/* A held booking's seats and tickets are fixed: change them on the variant page. */}
      {item.hold ? (
        <HoldLines hold={item.hold} currency={item.currency} />
      ) : (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" fw={500} component="span">
            Quantity
          </Text>
          <QuantityStepper value={item.quantity} onChange={setCartQuantity} disabled={disabled} />
        </Group>
      )}
      <CouponField
        key={cart.couponCode}
        code={cart.couponCode}
        pending={pricing.couponPending}
        error={pricing.couponError}
        discountCents={totals.couponCents}
        currency={item.currency}
        disabled={disabled}
      />
      <Divider />
      <CartTotalsTable totals={totals} currency={item.currency} />
    </Stack>
  );
}
