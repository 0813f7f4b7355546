import { Suspense, type ReactNode } from 'react';
import { FavoriteProvider } from '../features/favorites/components/favorite-provider.tsx';
import { ProductReviewsContext, type ReviewsProduct } from '../lib/engage.tsx';
import { lazyPart } from '../lib/lazy-part.tsx';

const ProductReviews = lazyPart(
  'src/features/reviews/components/product-reviews.tsx',
  () => import('../features/reviews/components/product-reviews.tsx'),
);

function ReviewsSection({ product }: { product: ReviewsProduct }) {
  return (
    <Suspense fallback={null}>
      <ProductReviews product={product} />
    </Suspense>
  );
}

/** Plugs favourites (the heart) and reviews into the browse and product screens. */
export function EngageProvider({ children }: { children: ReactNode }) {
  return (
    <FavoriteProvider>
      <ProductReviewsContext.Provider value={ReviewsSection}>
        {children}
      </ProductReviewsContext.Provider>
    </FavoriteProvider>
  );
}
