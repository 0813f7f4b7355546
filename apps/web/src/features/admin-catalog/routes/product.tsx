import { useState } from 'react';
import { Button, Grid, Group, Paper, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/auth.tsx';
import { usePageTitle } from '../../../lib/settings.ts';
import { ProductEditor } from '../components/product-editor.tsx';
import { ProductList } from '../components/product-list.tsx';
import { readProductMarket, writeProductMarket } from '../lib/market-cookie.ts';

/** /product (editor or admin): the editor on the left, the product list on the right. */
export default function ProductPage() {
  usePageTitle('Partner Management: Add New');
  const { user } = useCurrentUser();
  const admin = user?.role === 'admin';
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const [market, setMarket] = useState(readProductMarket);
  const open = (next: string | null) => setParams(next ? { id: next } : {}, { replace: false });
  const chooseMarket = (m: string) => {
    writeProductMarket(m);
    setMarket(m);
  };
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={1} size="h2">
          Partner Management: Add New
        </Title>
        {id && (
          <Button variant="light" onClick={() => open(null)}>
            New product
          </Button>
        )}
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <ProductEditor key={id ?? 'new'} id={id} market={market} admin={admin} onOpen={open} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Paper withBorder p="sm" component="section" aria-label="Product list">
            <ProductList
              market={market}
              onMarket={chooseMarket}
              onOpen={(x) => open(x)}
              canActivate={admin}
              selectedId={id}
            />
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  );
}
