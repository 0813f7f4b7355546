import { useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/settings.ts';
import { ProductList } from '../components/product-list.tsx';
import { readProductMarket, writeProductMarket } from '../lib/market-cookie.ts';

/** /inventory: the product list, read only. */
export default function InventoryPage() {
  usePageTitle('Inventory');
  const [market, setMarket] = useState(readProductMarket);
  return (
    <Stack>
      <div>
        <Title order={1}>Inventory</Title>
        <Text c="dimmed">Every product of a market, active or not.</Text>
      </div>
      <ProductList
        market={market}
        onMarket={(m) => {
          writeProductMarket(m);
          setMarket(m);
        }}
        canActivate={false}
        readOnly
      />
    </Stack>
  );
}
