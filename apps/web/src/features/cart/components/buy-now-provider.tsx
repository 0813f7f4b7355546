import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Variant, VariantPage } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth.tsx';
import { BuyNowContext, setCartItem, toCartItem } from '../../../lib/cart.ts';
import { marketsQuery } from '../../../lib/markets.ts';

const SignupPromptModal = lazy(() => import('./signup-prompt-modal.tsx'));

/** The variant page as loaded by the product screen, else fetched from the URL. */
async function findPage(qc: QueryClient, variant: Variant): Promise<VariantPage> {
  const cached = qc
    .getQueriesData<VariantPage>({ queryKey: ['product'] })
    .map(([, data]) => data)
    .find((d) => d?.variant?.experienceSku === variant.experienceSku);
  if (cached) return cached;
  const [, slug = '', variantSlug = ''] = window.location.pathname.split('/').filter(Boolean);
  return api<VariantPage>(
    `/api/products/slug/${encodeURIComponent(slug)}/${encodeURIComponent(variantSlug)}`,
  );
}

/**
 * Provides 'Book Now' to the variant page: a signed-in user gets the item in the cart and goes
 * to /checkout; a guest is asked to sign up or log in, or to continue as a guest (decision 017).
 */
export function BuyNowProvider({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [prompt, setPrompt] = useState<'never' | 'open' | 'closed'>('never');
  const pending = useRef<{ variant: Variant; page?: VariantPage } | null>(null);

  const checkout = useCallback(
    async (variant: Variant, page?: VariantPage) => {
      const found = page ?? (await findPage(queryClient, variant));
      setCartItem(toCartItem(found, variant, queryClient.getQueryData(marketsQuery.queryKey)));
      await navigate('/checkout');
    },
    [navigate, queryClient],
  );

  const buy = useCallback(
    (variant: Variant, page?: VariantPage) => {
      if (!user) {
        pending.current = { variant, page };
        setPrompt('open');
        return;
      }
      void checkout(variant, page);
    },
    [user, checkout],
  );

  const asGuest = () => {
    setPrompt('closed');
    if (pending.current) void checkout(pending.current.variant, pending.current.page);
  };

  return (
    <BuyNowContext.Provider value={buy}>
      {children}
      {prompt !== 'never' && (
        <Suspense fallback={null}>
          <SignupPromptModal
            opened={prompt === 'open'}
            onClose={() => setPrompt('closed')}
            onGuest={asGuest}
          />
        </Suspense>
      )}
    </BuyNowContext.Provider>
  );
}
