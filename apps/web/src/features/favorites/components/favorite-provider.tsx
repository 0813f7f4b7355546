import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useCurrentUser } from '../../../lib/auth.tsx';
import {
  FavoriteContext,
  SavedProductsContext,
  type FavoriteTarget,
} from '../../../lib/engage.tsx';
import { useSavedProductIds } from '../api/get-saved-products.ts';

const FavoritePromptModal = lazy(() => import('./favorite-prompt-modal.tsx'));
const SaveToListModal = lazy(() => import('./save-to-list-modal.tsx'));

const EMPTY: ReadonlySet<string> = new Set();

type Open = { kind: 'prompt' } | { kind: 'save'; target: FavoriteTarget } | null;

/**
 * Provides the heart's action: a guest gets the sign-up-or-log-in prompt, a signed-in user the
 * save-to-list modal. The modals load on first use.
 */
export function FavoriteProvider({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState<Open>(null);
  const favorite = useCallback(
    (target: FavoriteTarget) => setOpen(user ? { kind: 'save', target } : { kind: 'prompt' }),
    [user],
  );
  const close = () => setOpen(null);
  const saved = useSavedProductIds(user?.email);
  return (
    <FavoriteContext.Provider value={favorite}>
      <SavedProductsContext.Provider value={saved.data ?? EMPTY}>
        {children}
      </SavedProductsContext.Provider>
      <Suspense fallback={null}>
        {open?.kind === 'prompt' && <FavoritePromptModal onClose={close} />}
        {open?.kind === 'save' && user && (
          <SaveToListModal target={open.target} email={user.email} onClose={close} />
        )}
      </Suspense>
    </FavoriteContext.Provider>
  );
}
