import type { ProductSummary } from '@jaunt/contract';
import { PageBreadcrumbs, type Crumb } from '../../../components/page-breadcrumbs.tsx';
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
  const links: Crumb[] = [{ label: marketName ?? market, to: `/${market}` }];
  if (c?.parentCategoryName && parent)
    links.push({ label: c.parentCategoryName, to: `/${market}/list/${parent}` });
  if (c && parent) links.push({ label: c.name, to: `/${market}/list/${parent}/${c.slug}` });
  if (variantName) links.push({ label: product.name, to: `/${market}/${product.slug}` });
  return <PageBreadcrumbs links={links} current={variantName ?? product.name} />;
}
