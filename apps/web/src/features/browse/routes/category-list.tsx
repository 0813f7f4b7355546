import { useMemo } from 'react';
import { Container, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { PageBreadcrumbs } from '../../../components/page-breadcrumbs.tsx';
import type { ProductWhere } from '@jaunt/contract';
import { usePageTitle } from '../../../lib/settings.ts';
import { useMarketActivities } from '../api/get-market-activities.ts';
import { ProductList } from '../components/product-list.tsx';
import { useMarketParam } from '../lib/use-market.ts';
import { Redirect } from '../../../components/redirect.tsx';

/** '/:market/list/:slug' and '/:market/list/:slug/:category': products of a category or sub-category. */
export default function CategoryList() {
  const { market, code, segment, missing } = useMarketParam();
  const { slug = '', category } = useParams();
  const activities = useMarketActivities(market?.val);
  const parent = activities.data?.find((c) => c.slug === slug || c._id === slug);
  const sub = parent?.sub_categories.find((s) => s.slug === category);
  const title = sub?.name ?? parent?.name ?? category ?? slug;
  const base = useMemo<ProductWhere>(
    () => (category ? { market: code, category } : { market: code, parentCategory: slug }),
    [code, slug, category],
  );
  usePageTitle(`${title} in ${market?.market ?? code}`);
  if (missing) return <Redirect to="/main" />;
  return (
    <Container size="xl" py="xl">
      <PageBreadcrumbs
        mb="sm"
        links={[
          { label: market?.market ?? code, to: `/${segment}` },
          { label: 'Activities', to: `/${segment}/activities` },
          ...(category && parent
            ? [{ label: parent.name, to: `/${segment}/list/${parent.slug}` }]
            : []),
        ]}
      />
      <Title order={1} mb="lg">
        {title}
      </Title>
      <ProductList base={base} market={code} tagline={title} hideCategory />
    </Container>
  );
}
