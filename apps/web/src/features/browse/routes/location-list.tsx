import { useMemo } from 'react';
import { Anchor, Breadcrumbs, Container, Title } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/settings.ts';
import { useCities } from '../api/get-cities.ts';
import { ProductList } from '../components/product-list.tsx';
import { useMarketParam } from '../lib/use-market.ts';

/** '/:market/location/:location': products of one city (params sort, brand, category, price1, price2). */
export default function LocationList() {
  const { market, code, missing } = useMarketParam();
  const { location = '' } = useParams();
  const cities = useCities(market?.val);
  const city = cities.data?.find((c) => c.slug === location || c.val === location);
  const name = city?.val ?? location;
  const base = useMemo(() => ({ market: code, city: name }), [code, name]);
  usePageTitle(`Things to do in ${name}`);
  if (missing) return <Navigate to="/main" replace />;
  return (
    <Container size="xl" py="xl">
      <Breadcrumbs mb="sm">
        <Anchor component={Link} to={`/${code}`}>
          {market?.market ?? code}
        </Anchor>
        <Anchor component={Link} to={`/${code}/location`}>
          Locations
        </Anchor>
      </Breadcrumbs>
      <Title order={1} mb="lg">
        Things to do in {name}
      </Title>
      {!cities.isPending && (
        <ProductList base={base} market={code} tagline={name} hiddenGroups={['City']} />
      )}
    </Container>
  );
}
