import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearCart, setCartCoupon, setCartItem } from '../../lib/cart.ts';
import { cartTotals } from '../../lib/cart-totals.ts';
import { cartItem } from '../../lib/cart.fixture.ts';
import { mockFetch, on, renderWithProviders } from '../../test/render.tsx';
import { CartSummary } from './cart-summary.tsx';
import { useCartPricing } from './use-cart-pricing.ts';

const WELCOME10 = {
  code: 'WELCOME10',
  amount: 10,
  minimumCartValue: 50,
  active: true,
  info: '',
  type: 'fixed',
};

function Summary() {
  return <CartSummary pricing={useCartPricing()} />;
}

afterEach(() => clearCart());

describe('cart totals', () => {
  it('prices the cart with the contract rules: fee untaxed, tax on the discounted total', () => {
    const t = cartTotals(cartItem({ price: 40, quantity: 2 }), WELCOME10, 'welcome10');
    expect(t.subtotalCents).toBe(8000);
    expect(t.couponCents).toBe(1000);
    expect(t.taxCents).toBe(910); // 13% of $70
    expect(t.feeCents).toBe(400); // 5% of $40, twice
    expect(t.orderTotalCents).toBe(7000 + 910 + 400);
  });

  it('gives nothing below the coupon minimum', () => {
    const t = cartTotals(cartItem({ price: 40 }), WELCOME10, 'WELCOME10');
    expect(t.couponApplied).toBe(false);
    expect(t.couponCents).toBe(0);
  });
});

describe('CartSummary', () => {
  it('shows the totals and the quantity limits', async () => {
    setCartItem(cartItem({ price: 40, quantity: 1 }));
    renderWithProviders(<Summary />);
    const totals = screen.getByTestId('cart-totals');
    // Every line in the cart's currency (CAD), never a plain '$'.
    expect(within(totals).getByText('CA$40.00')).toBeInTheDocument();
    expect(within(totals).getByText('CA$7.20')).toBeInTheDocument();
    expect(within(totals).getByText('Total')).toBeInTheDocument();
    // $40 + 13% tax ($5.20) + 5% fee ($2.00), in the cart's currency (CAD)
    expect(within(totals).getByText('CA$47.20')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();

    const qty = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(qty);
    await userEvent.type(qty, '1000');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
  });

  it('refuses a coupon below its minimum, and applies it once the cart reaches it', async () => {
    mockFetch(on('GET', '/api/coupons', 200, WELCOME10));
    setCartItem(cartItem({ price: 40, quantity: 1 }));
    setCartCoupon('WELCOME10');
    renderWithProviders(<Summary />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This coupon does not apply to your cart.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByText('Coupon WELCOME10 applied: -CA$10.00')).toBeInTheDocument();
    expect(within(screen.getByTestId('cart-totals')).getByText('-CA$10.00')).toBeInTheDocument();
  });

  it('shows the server message for an unknown code', async () => {
    mockFetch(
      on('GET', '/api/coupons', 404, {
        code: 'NOT_FOUND',
        message: 'This coupon code is not valid.',
      }),
    );
    setCartItem(cartItem());
    setCartCoupon('NOPE');
    renderWithProviders(<Summary />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This coupon code is not valid.');
  });
});
