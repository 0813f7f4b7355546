import { useState } from 'react';
import { Grid, Paper, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/settings.ts';
import { BusinessDetailPane } from '../components/business-detail.tsx';
import { BusinessList } from '../components/business-list.tsx';
import { readBusinessMarket, writeBusinessMarket } from '../lib/market-cookie.ts';

/** /business-management (admin): the business list on the left, the chosen business on the right. */
export default function BusinessManagementPage() {
  usePageTitle('Business Management');
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const [market, setMarket] = useState(readBusinessMarket);
  const open = (next: string | null) => setParams(next ? { id: next } : {});
  const chooseMarket = (m: string) => {
    writeBusinessMarket(m);
    setMarket(m);
  };
  return (
    <>
      <Title order={1} size="h2" mb="md">
        Business Management
      </Title>
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
