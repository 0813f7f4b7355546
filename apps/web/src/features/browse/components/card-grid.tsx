import { SimpleGrid, Skeleton } from '@mantine/core';
import type { ProductListItem } from '@jaunt/contract';
import { ProductCard, type ProductCardProps } from './product-card.tsx';

/**
 * Product cards in a responsive grid. On a page that is the list itself (`leading`), the first
 * card's image is the largest thing in view on a phone: it loads at once, first.
 */
export function CardGrid({
  products,
  market,
  onFavorite,
  cols = { base: 1, sm: 2, lg: 3 },
  leading = false,
}: {
  products: ProductListItem[];
  market: string;
  onFavorite?: ProductCardProps['onFavorite'];
  cols?: Record<string, number>;
  leading?: boolean;
}) {
  return (
    <SimpleGrid cols={cols} spacing="lg">
      {products.map((p, i) => (
        <ProductCard
          key={p._id}
          product={p}
          market={market}
          onFavorite={onFavorite}
          priority={leading && i === 0}
        />
      ))}
    </SimpleGrid>
  );
}

/** Grey card shapes while a list loads. */
export function CardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="lg"
      aria-busy="true"
      aria-label="Loading experiences"
    >
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={340} radius="md" />
      ))}
    </SimpleGrid>
  );
}
