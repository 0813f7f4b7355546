import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { CartSummary } from '../../../components/cart/cart-summary.tsx';
import { useCartPricing } from '../../../components/cart/use-cart-pricing.ts';
import { cartCount } from '../../../lib/cart.ts';
import { useStoredMarketHome } from '../../../lib/markets.ts';

/** The cart's body (page and modal): the item, or a shop-now message; then Checkout. */
export function CartContents({ onNavigate }: { onNavigate?: () => void }) {
  const pricing = useCartPricing();
  const navigate = useNavigate();
  const count = cartCount(pricing.cart);
  const home = useStoredMarketHome();
  return (
    <Stack gap="lg">
      {count === 0 ? (
        <Text>
          Your cart is empty.{' '}
          <Anchor component={Link} to={home} onClick={onNavigate}>
            Shop now
          </Anchor>{' '}
          and find your next experience.
        </Text>
      ) : (
        <CartSummary pricing={pricing} onNavigate={onNavigate} />
      )}
      <Button
        size="md"
        fullWidth
        disabled={count === 0}
        onClick={() => {
          onNavigate?.();
          void navigate('/checkout');
        }}
      >
        Checkout
      </Button>
    </Stack>
  );
}
