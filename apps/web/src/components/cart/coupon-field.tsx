import { useState } from 'react';
import { Anchor, Button, Group, Text, TextInput } from '@mantine/core';
import { formatPrice } from '@jaunt/contract';
import { setCartCoupon } from '../../lib/cart.ts';

interface CouponFieldProps {
  code: string;
  pending: boolean;
  error: string | null;
  discountCents: number;
  /** The cart's currency, for the discount. */
  currency: string;
  disabled?: boolean;
}

/** Coupon code entry: Apply checks it (GET /api/coupons) against the cart value. */
export function CouponField({
  code,
  pending,
  error,
  discountCents,
  currency,
  disabled,
}: CouponFieldProps) {
  const [typed, setTyped] = useState(code);
  const applied = !!code && !error && !pending && discountCents > 0;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setCartCoupon(typed);
      }}
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label="Coupon code"
          flex={1}
          value={typed}
          disabled={disabled}
          autoComplete="off"
          onChange={(e) => setTyped(e.currentTarget.value)}
          error={code && error ? error : undefined}
          errorProps={{ role: 'alert' }}
        />
        <Button
          type="submit"
          variant="default"
          mt={25}
          loading={pending}
          disabled={disabled || !typed.trim()}
        >
          Apply
        </Button>
      </Group>
      <Group gap="sm" mt={4}>
        {applied && (
          <Text size="sm" c="green.8" role="status">
            Coupon {code.toUpperCase()} applied: {formatPrice(-discountCents, currency)}
          </Text>
        )}
        {code && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            disabled={disabled}
            onClick={() => {
              setTyped('');
              setCartCoupon('');
            }}
          >
            Remove coupon
          </Anchor>
        )}
      </Group>
    </form>
  );
}
