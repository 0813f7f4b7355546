import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Grid,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { formatPrice, TEXT } from '@jaunt/contract';
import { HoldCountdown } from '../../../components/booking/hold-countdown.tsx';
import { CartSummary } from '../../../components/cart/cart-summary.tsx';
import { useCartPricing } from '../../../components/cart/use-cart-pricing.ts';
import { PhoneInput } from '../../../components/phone-input.tsx';
import { useCurrentUser } from '../../../lib/auth.tsx';
import { useStoredMarketHome } from '../../../lib/markets.ts';
import { usePageTitle } from '../../../lib/settings.ts';
import { usePaymentConfig } from '../api/get-payment-config.ts';
import { CardEntry } from '../components/card-entry.tsx';
import type { CardValues } from '../components/card-fields.tsx';
import type { StripeCard } from '../components/stripe-card-form.tsx';
import { usePay } from '../components/use-pay.ts';

/**
 * '/checkout': the cart, the buyer's details, the card and Pay. A guest (no account) also
 * gives an email for the receipt (decision 017); partners and their staff may not buy.
 */
export default function CheckoutRoute() {
  usePageTitle('Checkout');
  const { user } = useCurrentUser();
  const pricing = useCartPricing();
  const paymentConfig = usePaymentConfig();
  const config = paymentConfig.data;
  const { pay, paying, fieldErrors, decline, failure } = usePay(config);
  const [name, setName] = useState(
    () => user?.name || `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim(),
  );
  const [phone, setPhone] = useState(() => (user?.phone ?? '').replace(/\D/g, '').slice(-10));
  const [email, setEmail] = useState('');
  const [card, setCard] = useState<CardValues>({ number: '', exp: '', cvc: '' });
  const [stripeCard, setStripeCard] = useState<StripeCard | null>(null);
  const { cart, totals } = pricing;
  const home = useStoredMarketHome();

  if (!cart.item || !totals) {
    return (
      <Container size="sm" py="xl">
        <Title order={1} mb="md">
          Checkout
        </Title>
        <Text>
          {TEXT.cartEmpty}.{' '}
          <Anchor component={Link} to={home}>
            Shop now
          </Anchor>
        </Text>
      </Container>
    );
  }
  const item = cart.item;

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        Checkout
      </Title>
      {item.hold && (
        <Stack mb="lg">
          <HoldCountdown expiresAt={item.hold.utcExpiresAt} chooseAgainHref={item.slug} />
        </Stack>
      )}
      {failure && (
        <Alert color="red" role="alert" mb="lg" title="We could not complete your purchase">
          {failure}
        </Alert>
      )}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <Paper
            withBorder
            p="lg"
            radius="md"
            component="section"
            aria-labelledby="summary-heading"
          >
            <Title order={2} size="h4" mb="md" id="summary-heading">
              Order summary
            </Title>
            <CartSummary pricing={pricing} disabled={paying} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <Paper withBorder p="lg" radius="md">
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void pay({
                  item,
                  couponCode: totals.couponApplied ? cart.couponCode : undefined,
                  name,
                  phone,
                  ...(user ? {} : { email }),
                  card,
                  stripeCard,
                });
              }}
            >
              <Stack gap="md">
                <Title order={2} size="h4">
                  Your details
                </Title>
                <TextInput
                  label="Name"
                  autoComplete="name"
                  required
                  value={name}
                  disabled={paying}
                  error={fieldErrors.name}
                  errorProps={{ role: 'alert' }}
                  onChange={(e) => setName(e.currentTarget.value)}
                />
                {!user && (
                  <TextInput
                    label="Email"
                    type="email"
                    autoComplete="email"
                    required
                    description="Your receipt and the link to your purchase go here"
                    value={email}
                    disabled={paying}
                    error={fieldErrors.email}
                    errorProps={{ role: 'alert' }}
                    onChange={(e) => setEmail(e.currentTarget.value)}
                  />
                )}
                <PhoneInput
                  label="Phone"
                  required
                  value={phone}
                  disabled={paying}
                  error={fieldErrors.phone}
                  errorProps={{ role: 'alert' }}
                  onChange={setPhone}
                />
                <Title order={2} size="h4" mt="sm">
                  Payment
                </Title>
                <CardEntry
                  config={config}
                  failed={paymentConfig.isError}
                  card={card}
                  errors={fieldErrors}
                  disabled={paying}
                  onCardChange={setCard}
                  onStripeReady={setStripeCard}
                />
                {fieldErrors.couponCode && (
                  <Text c="red.8" size="sm" role="alert">
                    {fieldErrors.couponCode}
                  </Text>
                )}
                <Button
                  type="submit"
                  size="lg"
                  loading={paying}
                  disabled={
                    pricing.couponPending ||
                    !config ||
                    (config.provider === 'stripe' && !stripeCard)
                  }
                >
                  Pay {formatPrice(totals.orderTotalCents, item.currency)}
                </Button>
                <div aria-live="assertive">
                  {decline && (
                    <Alert color="red" title={TEXT.paymentProblem} data-testid="payment-error">
                      {decline}
                    </Alert>
                  )}
                </div>
              </Stack>
            </form>
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
