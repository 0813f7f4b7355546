import { useState } from 'react';
import { Button, Grid, Group, Paper, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/settings.ts';
import { BusinessDetailPane } from '../components/business-detail.tsx';
import { businessListKey } from '../api/list-businesses.ts';
import { BusinessList } from '../components/business-list.tsx';
import { NewBusinessModal } from '../components/new-business-modal.tsx';
import { readBusinessMarket, writeBusinessMarket } from '../lib/market-cookie.ts';

/** /business-management (admin): the business list on the left, the chosen business on the right. */
export default function BusinessManagementPage() {
  usePageTitle('Business Management');
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const [market, setMarket] = useState(readBusinessMarket);
  const [adding, setAdding] = useState(false);
  const queryClient = useQueryClient();
  const open = (next: string | null) => setParams(next ? { id: next } : {});
  const chooseMarket = (m: string) => {
    writeBusinessMarket(m);
    setMarket(m);
  };
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={1} size="h2">
          Business Management
        </Title>
        <Button onClick={() => setAdding(true)}>Add New</Button>
      </Group>
      <NewBusinessModal
        key={market}
        opened={adding}
        market={market}
        onClose={() => setAdding(false)}
        onCreated={(b) => {
          // The list shows the new business's market, with it in it; its details open.
          chooseMarket(b.market);
          void queryClient.invalidateQueries({ queryKey: businessListKey });
          open(b._id);
        }}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Paper withBorder p="sm" component="section" aria-label="Business list">
            <BusinessList market={market} onMarket={chooseMarket} onOpen={open} selectedId={id} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Paper withBorder p="md" component="section" aria-label="Business details">
            <BusinessDetailPane key={id ?? 'none'} id={id} onDeleted={() => open(null)} />
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  );
}
