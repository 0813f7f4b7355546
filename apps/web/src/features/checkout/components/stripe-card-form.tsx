import { useEffect, useRef, useState } from 'react';
import { Alert, Group, Input, Loader, Text } from '@mantine/core';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { TEXT } from '@jaunt/contract';

/** What the Pay flow needs from Stripe Elements (card numbers stay inside Stripe's iframe). */
export interface StripeCard {
  /** A PaymentMethod id for the entered card, or Stripe's message. */
  createPaymentMethod(billing: {
    name: string;
    phone: string;
  }): Promise<{ id: string } | { error: string }>;
  /** Runs 3-D Secure when the intent requires it; `required` is false when it does not. */
  authenticate(clientSecret: string): Promise<{ required: boolean; error?: string }>;
}

export const CARD_FORM_FAILED =
  'The secure card form could not be loaded. Check your connection and reload the page.';

function stripeCard(stripe: Stripe, card: StripeCardElement): StripeCard {
  return {
    async createPaymentMethod(billing) {
      const res = await stripe.createPaymentMethod({
        type: 'card',
        card,
        billing_details: billing,
      });
      if (res.error) return { error: res.error.message ?? TEXT.paymentProblem };
      return { id: res.paymentMethod.id };
    },
    async authenticate(clientSecret) {
      const { paymentIntent } = await stripe.retrievePaymentIntent(clientSecret);
      if (paymentIntent?.status !== 'requires_action') return { required: false };
      const res = await stripe.handleNextAction({ clientSecret });
      if (res.error) return { required: true, error: res.error.message ?? TEXT.paymentProblem };
      return { required: true };
    },
  };
}

interface StripeCardFormProps {
  publishableKey: string;
  disabled?: boolean;
  /** The card once Stripe's Card Element is mounted; null while loading or after unmount. */
  onReady: (card: StripeCard | null) => void;
}

/**
 * Card entry for PAYMENT_PROVIDER=stripe: Stripe's Card Element, with Stripe.js imported only
 * here (a separate chunk, loaded when GET /api/stripe/config names Stripe as the provider).
 */
export function StripeCardForm({ publishableKey, disabled, onReady }: StripeCardFormProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const elementRef = useRef<StripeCardElement | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [inputError, setInputError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let card: StripeCardElement | null = null;
    import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((stripe) => {
        if (cancelled || !mountRef.current) return;
        if (!stripe) throw new Error('Stripe.js is unavailable');
        card = stripe.elements().create('card', {
          style: { base: { fontSize: '16px', color: '#212529' } },
        });
        card.on('change', (e) => setInputError(e.error?.message ?? null));
        card.mount(mountRef.current);
        elementRef.current = card;
        setStatus('ready');
        onReady(stripeCard(stripe, card));
      })
      .catch(() => {
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      card?.destroy();
      elementRef.current = null;
      onReady(null);
    };
  }, [publishableKey, onReady]);

  useEffect(() => {
    elementRef.current?.update({ disabled: !!disabled });
  }, [disabled, status]);

  if (status === 'failed') {
    return (
      <Alert color="red" role="alert">
        {CARD_FORM_FAILED}
      </Alert>
    );
  }
  return (
    <Input.Wrapper
      label="Card"
      required
      description="Your card details go straight to Stripe, our payment processor."
      error={inputError}
      errorProps={{ role: 'alert' }}
    >
      {status === 'loading' && (
        <Group gap="xs" py={6}>
          <Loader size="xs" />
          <Text size="sm">Loading the secure card form…</Text>
        </Group>
      )}
      <div
        ref={mountRef}
        data-testid="stripe-card-element"
        style={{
          padding: '10px 12px',
          border: '1px solid var(--mantine-color-gray-4)',
          borderRadius: 'var(--mantine-radius-sm)',
        }}
      />
    </Input.Wrapper>
  );
}
