import { createContext, useContext, type ComponentType } from 'react';
import { Button } from '@mantine/core';

/**
 * Hook points between the browse/product screens and the favourites and reviews features
 * (features never import each other): the app layer provides the implementations.
 */

/** What a heart saves: a product (variant -1 = the whole product). */
export interface FavoriteTarget {
  productId: string;
  name: string;
  variantIndex?: number;
}

/** Opens the save-to-list modal (or, for a guest, the sign-up-or-log-in prompt). */
export const FavoriteContext = createContext<((target: FavoriteTarget) => void) | null>(null);

/** The favourite action, or null when no provider is mounted. */
export const useFavorite = () => useContext(FavoriteContext);

/** Ids of the products in any of the signed-in user's lists (empty for a guest). */
export const SavedProductsContext = createContext<ReadonlySet<string>>(new Set());

/** True when the product is in one of the user's lists: its heart shows filled. */
export const useIsSaved = (productId: string) => useContext(SavedProductsContext).has(productId);

/** The product facts the review section needs. */
export interface ReviewsProduct {
  sku: string;
  name: string;
  market: string;
  elfsightId?: string | null;
  tripadvisorLocationId?: string | null;
}

export const ProductReviewsContext = createContext<ComponentType<{
  product: ReviewsProduct;
}> | null>(null);

/** The product page's review form and list (renders nothing without a provider). */
export function ProductReviewsSlot({ product }: { product: ReviewsProduct }) {
  const Reviews = useContext(ProductReviewsContext);
  return Reviews ? <Reviews product={product} /> : null;
}

/** 'Add to list' on the product and variant pages. */
export function AddToListButton({ target }: { target: FavoriteTarget }) {
  const favorite = useFavorite();
  if (!favorite) return null;
  return (
    <Button
      variant="light"
      style={{ alignSelf: 'flex-start' }}
      onClick={() => favorite(target)}
      aria-label={`Save ${target.name} to a list`}
    >
      Add to list
    </Button>
  );
}
