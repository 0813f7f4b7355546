import type { ProductSummary } from '@jaunt/contract';
import { PageBreadcrumbs, type Crumb } from '../../../components/page-breadcrumbs.tsx';
import { useMarketSegment, useMarkets } from '../../../lib/markets.ts';

/** Parent category > category > product (> variant); `market` is the product's own code. */
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
  const segment = useMarketSegment()(market);
  const marketName = markets.find((m) => m.val.toLowerCase() === market.toLowerCase())?.market;
  const c = product.category;
  // The list route takes a category slug or id; a product carries its parent's id and name.
  const parent = c?.parentCategory ?? null;
  const links: Crumb[] = [{ label: marketName ?? market, to: `/${segment}` }];
  if (c?.parentCategoryName && parent)
    links.push({ label: c.parentCategoryName, to: `/${segment}/list/${parent}` });
  if (c && parent) links.push({ label: c.name, to: `/${segment}/list/${parent}/${c.slug}` });
  if (variantName) links.push({ label: product.name, to: `/${segment}/${product.slug}` });
  return <PageBreadcrumbs links={links} current={variantName ?? product.name} />;
}
