import { Container, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/settings.ts';
import { ProductList } from '../components/product-list.tsx';

const ALL = {};

/** '/main': every product, with sort and filters. */
export default function MainList() {
  usePageTitle('All experiences');
  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="lg">
        All experiences
      </Title>
      <ProductList base={ALL} market="" tagline="any market" />
    </Container>
  );
}
