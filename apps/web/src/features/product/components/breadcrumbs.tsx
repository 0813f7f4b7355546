import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ProductSummary } from '@jaunt/contract';
import { useMarkets } from '../../../lib/markets.ts';

/** Parent category > category > product (> variant). */
export function ProductBreadcrumbs({
  product,
  market,
  variantName,
}: {
  product: ProductSummary;
  market: string;
  variantName?: string;
}) {
  const { markets } = useMarkets();
  const marketName = markets.find((m) => m.val.toLowerCase() === market.toLowerCase())?.market;
  const c = product.category;
  // The list route takes a category slug or id; a product carries its parent's id and name.
  const parent = c?.parentCategory ?? null;
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap' }}>
        <Anchor component={Link} to={`/${market}`} size="sm">
          {marketName ?? market}
        </Anchor>
        {c?.parentCategoryName && parent && (
          <Anchor component={Link} to={`/${market}/list/${parent}`} size="sm">
            {c.parentCategoryName}
          </Anchor>
        )}
        {c && parent && (
          <Anchor component={Link} to={`/${market}/list/${parent}/${c.slug}`} size="sm">
            {c.name}
          </Anchor>
        )}
        {variantName ? (
          <Anchor component={Link} to={`/${market}/${product.slug}`} size="sm">
            {product.name}
          </Anchor>
        ) : (
          <Text size="sm" aria-current="page">
            {product.name}
          </Text>
        )}
        {variantName && (
          <Text size="sm" aria-current="page">
            {variantName}
          </Text>
        )}
      </Breadcrumbs>
    </nav>
  );
}
