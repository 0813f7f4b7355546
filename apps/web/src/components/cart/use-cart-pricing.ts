import { useQuery } from '@tanstack/react-query';
import { COUPON_NOT_APPLICABLE } from '@jaunt/contract';
import { api, errorMessage } from '../../lib/api-client.ts';
import { useCart, type Cart } from '../../lib/cart.ts';
import { cartTotals, type CartTotals, type CouponDto } from '../../lib/cart-totals.ts';

export interface CartPricing {
  cart: Cart;
  totals: CartTotals | null;
  couponPending: boolean;
  /** Why the entered coupon gives nothing (unknown code, or below its minimum). */
  couponError: string | null;
}

/** The cart, its coupon (GET /api/coupons) and the totals to show. */
export function useCartPricing(): CartPricing {
  const cart = useCart();
  const code = cart.couponCode;
  const coupon = useQuery({
    queryKey: ['coupons', code.toLowerCase()],
    queryFn: () => api<CouponDto>('/api/coupons', { query: { code } }),
    enabled: code.length > 0,
    retry: false,
    staleTime: 60_000,
  });
  const totals = cart.item ? cartTotals(cart.item, coupon.data, code) : null;
  let couponError: string | null = null;
  if (code && coupon.isError) couponError = errorMessage(coupon.error, COUPON_NOT_APPLICABLE);
  else if (code && coupon.data && totals && !totals.couponApplied)
    couponError = COUPON_NOT_APPLICABLE;
  return { cart, totals, couponPending: !!code && coupon.isPending, couponError };
}
