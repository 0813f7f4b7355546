import { useState } from 'react';
import { Alert, Button, Container, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link } from 'react-router';
import { TEXT } from '@jaunt/contract';
import { errorMessage } from '../../../lib/api-client.ts';
import { useStoredMarketHome } from '../../../lib/markets.ts';
import { usePageTitle } from '../../../lib/settings.ts';
import { useMyOrders } from '../api/get-my-orders.ts';
import { OrderCard } from '../components/order-card.tsx';

/** '/order' (sign-in required): My Purchases with a search box. */
export default function MyPurchasesRoute() {
  usePageTitle('My Purchases');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const orders = useMyOrders(q);
  const home = useStoredMarketHome();

  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        My Purchases
      </Title>
      <TextInput
        type="search"
        label="Search your purchases"
        placeholder="Experience name or confirmation code"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        rightSection={orders.isFetching ? <Loader size="xs" /> : null}
        mb="lg"
      />
      {orders.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(orders.error, TEXT.genericError)}
        </Alert>
      ) : !orders.data ? (
        <Loader aria-label="Loading your purchases" />
      ) : orders.data.length === 0 ? (
        <Stack gap="sm" align="flex-start">
          <Text>
            {q ? `No purchases match "${q}".` : "You haven't bought any experiences yet."}
          </Text>
          {!q && (
            <Button component={Link} to={home}>
              Find an experience
            </Button>
          )}
        </Stack>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-live="polite">
          {orders.data.map((o) => (
            <OrderCard key={o._id} order={o} />
          ))}
        </Stack>
      )}
    </Container>
  );
}
