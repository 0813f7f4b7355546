import { lazy, Suspense, useMemo, useState } from 'react';
import { Anchor, Button, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { formatPrice, TEXT, toCents, type Settings } from '@jaunt/contract';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCurrentUser } from '../../../lib/auth.tsx';
import { lastPurchase } from '../../../lib/cart.ts';
import { currentPath, saveReturnTo } from '../../../lib/return-to.ts';
import { settingsQuery, usePageTitle } from '../../../lib/settings.ts';
import { formatBookedAt } from '../../../lib/slot-time.ts';
import { useProductBySku } from '../api/get-product-by-sku.ts';
import { usePurchase, type PurchaseRef } from '../api/get-purchase.ts';

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

/** The link in the purchase mail, opened without a session: log in to see it. */
const LogInToSee = () => (
  <Container size="sm" py="xl">
    <Title order={1} mb="sm">
      Log in to see your purchase
    </Title>
    <Text mb="md">This purchase belongs to an account. Log in with it to see the details.</Text>
    <Button component={Link} to="/login" onClick={() => saveReturnTo(currentPath())}>
      Log in
    </Button>
  </Container>
);

/**
 * Which purchase to show: `?transactionId=` (the purchase mail's link) or this tab's last
 * purchase. The tab's access token goes along only with its own purchase.
 */
function purchaseToShow(fromUrl: string | null): PurchaseRef | null {
  const saved = lastPurchase();
  if (!fromUrl) return saved;
  return saved?.transactionId === fromUrl ? saved : { transactionId: fromUrl };
}

/**
 * '/purchase-complete' (no login): this tab's purchase (its access token), or the purchase of
 * the mail's link for its signed-in owner; where to go, how to redeem.
 */
export default function PurchaseCompleteRoute() {
  usePageTitle('Purchase complete');
  const [params] = useSearchParams();
  const fromUrl = params.get('transactionId')?.trim() || null;
  const purchase = useMemo(() => purchaseToShow(fromUrl), [fromUrl]);
  const { user, isPending: userPending } = useCurrentUser();
  const order = usePurchase(purchase, !!user);
  const item = order.data?.items[0];
  const product = useProductBySku(item?.partner);
  const { data: settings } = useQuery(settingsQuery);
  const support = (settings as Partial<Settings> | undefined)?.support;
  const [signupClosed, setSignupClosed] = useState(false);

  if (!purchase) return <NothingToSee />;
  if (!purchase.access && !user) return userPending ? <PageLoader /> : <LogInToSee />;
  if (order.isError) return <NothingToSee />;
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
                {o.entered.bookingDate && o.entered.bookingTime ? (
                  <>
                    <Text size="sm" data-testid="booked-time">
                      When: {formatBookedAt(o.entered.bookingDate, o.entered.bookingTime)} (local
                      time)
                    </Text>
                    <Text size="sm" data-testid="booked-people">
                      Tickets: {o.people.map((p) => `${p.quantity} × ${p.name}`).join(', ')}
                    </Text>
                  </>
                ) : (
                  <Text size="sm">Quantity: {item.quantity}</Text>
                )}
                <Text size="sm">Total: {formatPrice(toCents(o.orderTotal), o.currency)}</Text>
                <Text size="sm">Order number: {o.orderNo}</Text>
                <Text size="sm">
                  Confirmation code: <strong>{o.transactionId}</strong>
                </Text>
                {o.platformBookingNumber && (
                  <Text size="sm" data-testid="platform-booking">
                    Booked with the partner: <strong>{o.platformBookingNumber}</strong>
                  </Text>
                )}
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
                    (o.entered.bookingDate
                      ? 'Your date and time are booked: just arrive a little before the start.'
                      : 'The partner will contact you to confirm the date and time of your booking.')}
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
      {!userPending && !user && purchase.access && !signupClosed && (
        <Suspense fallback={null}>
          <SimpleSignupModal
            order={o}
            access={purchase.access}
            onClose={() => setSignupClosed(true)}
          />
        </Suspense>
      )}
    </Container>
  );
}
