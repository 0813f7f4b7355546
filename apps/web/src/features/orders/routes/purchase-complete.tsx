import { lazy, Suspense, useState } from 'react';
import { Anchor, Button, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { currencyLabel, formatMoney, TEXT, toCents, type Settings } from '@jaunt/contract';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCurrentUser } from '../../../lib/auth.tsx';
import { lastPurchase } from '../../../lib/cart.ts';
import { settingsQuery, usePageTitle } from '../../../lib/settings.ts';
import { useProductBySku } from '../api/get-product-by-sku.ts';
import { usePurchase } from '../api/get-purchase.ts';

const PurchaseMap = lazy(() => import('../components/purchase-map.tsx'));
const SimpleSignupModal = lazy(() => import('../components/simple-signup-modal.tsx'));

/** Where customers read the common questions (no FAQ screen in this app yet). */
export const FAQ_URL = '/faq';

const NothingToSee = () => (
  <Container size="sm" py="xl">
    <Title order={1} mb="md">
      {TEXT.nothingToSee}
    </Title>
    <Button component={Link} to="/">
      Find an experience
    </Button>
  </Container>
);

/** '/purchase-complete' (no login): the last purchase of this tab, where to go, how to redeem. */
export default function PurchaseCompleteRoute() {
  usePageTitle('Purchase complete');
  const [purchase] = useState(lastPurchase);
  const order = usePurchase(purchase);
  const item = order.data?.items[0];
  const product = useProductBySku(item?.partner);
  const { user, isPending: userPending } = useCurrentUser();
  const { data: settings } = useQuery(settingsQuery);
  const support = (settings as Partial<Settings> | undefined)?.support;
  const [signupClosed, setSignupClosed] = useState(false);

  if (!purchase || order.isError) return <NothingToSee />;
  if (!order.data || !item) return <PageLoader />;
  const o = order.data;
  const p = product.data;
  const address = p
    ? [p.address.street, p.address.city, p.address.region, p.address.postalCode]
        .filter(Boolean)
        .join(', ')
    : '';

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Thank you for your purchase!</Title>
          <Text c="dark.4" mt={4}>
            A confirmation is on its way to <strong>{o.email}</strong>.
          </Text>
        </div>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Paper
              withBorder
              p="lg"
              radius="md"
              component="section"
              aria-labelledby="order-heading"
            >
              <Title order={2} size="h4" id="order-heading" mb="sm">
                Your order
              </Title>
              <Stack gap={6}>
                <Text fw={600}>{item.name}</Text>
                <Text size="sm">Quantity: {item.quantity}</Text>
                <Text size="sm">
                  Total: {formatMoney(toCents(o.orderTotal))} {currencyLabel(o.currency)}
                </Text>
                <Text size="sm">Order number: {o.orderNo}</Text>
                <Text size="sm">
                  Confirmation code: <strong>{o.transactionId}</strong>
                </Text>
              </Stack>
            </Paper>
            <Paper
              withBorder
              p="lg"
              radius="md"
              mt="lg"
              component="section"
              aria-labelledby="redeem-heading"
            >
              <Title order={2} size="h4" id="redeem-heading" mb="sm">
                How to redeem
              </Title>
              <Stack gap="xs">
                <Text size="sm">
                  Show your confirmation code at {p?.name ?? 'the venue'} when you arrive. Your
                  booking is marked Booked in My Purchases once the partner has entered it.
                </Text>
                <Text size="sm">
                  {o.bookingNotes ||
                    'The partner will contact you to confirm the date and time of your booking.'}
                </Text>
                <Text size="sm">
                  Questions?{' '}
                  {support?.email && (
                    <>
                      Email <Anchor href={`mailto:${support.email}`}>{support.email}</Anchor> or
                      read our{' '}
                    </>
                  )}
                  <Anchor href={FAQ_URL}>FAQ</Anchor>.
                </Text>
                {user && (
                  <Group>
                    <Anchor component={Link} to="/order" size="sm">
                      See My Purchases
                    </Anchor>
                  </Group>
                )}
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            {p?.location && (
              <Stack gap="xs" component="section" aria-label="Location">
                <Suspense fallback={<div style={{ height: 320 }} />}>
                  <PurchaseMap
                    lat={p.location.lat}
                    lng={p.location.lng}
                    title={p.name}
                    address={address}
                  />
                </Suspense>
                <Text size="sm">{address}</Text>
              </Stack>
            )}
          </Grid.Col>
        </Grid>
      </Stack>
      {!userPending && !user && !signupClosed && (
        <Suspense fallback={null}>
          <SimpleSignupModal order={o} onClose={() => setSignupClosed(true)} />
        </Suspense>
      )}
    </Container>
  );
}
