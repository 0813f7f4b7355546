import { Alert, Group, Loader, Text } from '@mantine/core';
import type { PaymentConfig } from '@jaunt/contract';
import { CardFields, type CardErrors, type CardValues } from './card-fields.tsx';
import { CARD_FORM_FAILED, StripeCardForm, type StripeCard } from './stripe-card-form.tsx';

interface CardEntryProps {
  /** The server's provider; undefined while it loads. */
  config: PaymentConfig | undefined;
  /** The provider could not be read. */
  failed: boolean;
  card: CardValues;
  errors: CardErrors;
  disabled: boolean;
  onCardChange: (next: CardValues) => void;
  onStripeReady: (card: StripeCard | null) => void;
}

export const SANDBOX_NOTICE =
  'Payments are in test mode: no real card is charged. Use the test card 4242 4242 4242 4242 with any future date and any CVC.';

/** The provider's card form: Stripe Elements for Stripe, the sandbox card fields otherwise. */
export function CardEntry({ config, failed, ...props }: CardEntryProps) {
  if (failed || (config?.provider === 'stripe' && !config.publishableKey)) {
    return (
      <Alert color="red" role="alert">
        {CARD_FORM_FAILED}
      </Alert>
    );
  }
  if (!config) {
    return (
      <Group gap="xs" py={6}>
        <Loader size="xs" />
        <Text size="sm">Loading the card form…</Text>
      </Group>
    );
  }
  if (config.provider === 'stripe' && config.publishableKey) {
    return (
      <StripeCardForm
        publishableKey={config.publishableKey}
        disabled={props.disabled}
        onReady={props.onStripeReady}
      />
    );
  }
  return (
    <>
      <Alert color="yellow" variant="light" title="Test mode">
        {SANDBOX_NOTICE}
      </Alert>
      <CardFields
        value={props.card}
        errors={props.errors}
        disabled={props.disabled}
        onChange={props.onCardChange}
      />
    </>
  );
}
