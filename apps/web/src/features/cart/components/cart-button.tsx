import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Indicator } from '@mantine/core';
import { cartCount, useCart } from '../../../lib/cart.ts';

const CartModal = lazy(() => import('./cart-modal.tsx'));

const CartIcon = () => (
  <svg
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden
  >
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.6 12.4a1 1 0 0 0 1 .8h9.8a1 1 0 0 0 1-.8L21 7H6" />
  </svg>
);

/** The navbar's cart button (with the item count); opens the cart modal. */
export function CartButton() {
  const count = cartCount(useCart());
  const [state, setState] = useState<'never' | 'open' | 'closed'>('never');
  return (
    <>
      <Indicator label={count} size={16} disabled={count === 0} offset={4}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
          onClick={() => setState('open')}
        >
          <CartIcon />
        </ActionIcon>
      </Indicator>
      {state !== 'never' && (
        <Suspense fallback={null}>
          <CartModal opened={state === 'open'} onClose={() => setState('closed')} />
        </Suspense>
      )}
    </>
  );
}
