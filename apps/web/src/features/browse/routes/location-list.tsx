import { useMemo } from 'react';
import { Container, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { PageBreadcrumbs } from '../../../components/page-breadcrumbs.tsx';
import { usePageTitle } from '../../../lib/settings.ts';
import { useCities } from '../api/get-cities.ts';
import { ProductList } from '../components/product-list.tsx';
import { useMarketParam } from '../lib/use-market.ts';
import { Redirect } from '../../../components/redirect.tsx';

/** '/:market/location/:location': products of one city (params sort, brand, category, price1, price2). */
export default function LocationList() {
  const { market, code, segment, missing } = useMarketParam();
  const { location = '' } = useParams();
  const cities = useCities(market?.val);
  const city = cities.data?.find((c) => c.slug === location || c.val === location);
  const name = city?.val ?? location;
  const base = useMemo(() => ({ market: code, city: name }), [code, name]);
  usePageTitle(`Things to do in ${name}`);
  if (missing) return <Redirect to="/main" />;
  return (
    <Container size="xl" py="xl">
      <PageBreadcrumbs
        mb="sm"
        links={[
          { label: market?.market ?? code, to: `/${segment}` },
          { label: 'Locations', to: `/${segment}/location` },
        ]}
      />
      <Title order={1} mb="lg">
        Things to do in {name}
      </Title>
      {!cities.isPending && (
        <ProductList base={base} market={code} tagline={name} hiddenGroups={['City']} />
      )}
    </Container>
  );
}
