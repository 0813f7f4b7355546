import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadStripe } from '@stripe/stripe-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCart, setCartItem } from '../../../lib/cart.ts';
import { cartItem } from '../../../lib/cart.fixture.ts';
import { jsonResponse, mockFetch, on, renderRoutes } from '../../../test/render.tsx';
import CheckoutRoute from './checkout.tsx';

vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn() }));

const PUBLISHABLE_KEY = 'pk_test_jaunt';
const CLIENT_SECRET = 'pi_1_secret_abc';
const CONFIRM_URL = '/api/stripe/T-100';
const created = {
  order: { _id: 'o1', transactionId: 'T-100' },
  clientSecret: CLIENT_SECRET,
  access: 'access-token',
  publishableKey: PUBLISHABLE_KEY,
};

/** Stripe.js as far as checkout uses it: one Card Element and the calls Pay makes. */
function fakeStripe() {
  const card = { mount: vi.fn(), on: vi.fn(), update: vi.fn(), destroy: vi.fn() };
  const stripe = {
    elements: vi.fn(() => ({ create: vi.fn(() => card) })),
    createPaymentMethod: vi.fn(async () => ({ paymentMethod: { id: 'pm_card_1' } })),
    retrievePaymentIntent: vi.fn(async () => ({ paymentIntent: { status: 'requires_action' } })),
    handleNextAction: vi.fn(async () => ({ paymentIntent: { status: 'succeeded' } })),
  };
  vi.mocked(loadStripe).mockResolvedValue(stripe as never);
  return { stripe, card };
}

/** Answers the confirm calls in order, recording their bodies. */
function confirmAnswers(...answers: [number, unknown][]) {
  const bodies: unknown[] = [];
  const handler = (url: string, init: RequestInit) => {
    if (init.method !== 'POST' || url !== CONFIRM_URL) return undefined;
    bodies.push(JSON.parse(String(init.body)));
    const [status, body] = answers[bodies.length - 1];
    return jsonResponse(status, body);
  };
  return { bodies, handler };
}

function renderCheckout(confirm: ReturnType<typeof confirmAnswers>) {
  mockFetch(
    on('GET', '/api/users/me', 401, {}),
    on('POST', '/api/orders', 200, created),
    confirm.handler,
  );
  return renderRoutes(
    [
      { path: '/checkout', element: <CheckoutRoute /> },
      { path: '/purchase-complete', element: <h1>Thank you for your purchase!</h1> },
    ],
    '/checkout',
  );
}

const payButton = () => screen.getByRole('button', { name: /^Pay / });

/** Fills the details and a sandbox card, presses Pay: the order answers with Stripe's key. */
async function reachStripeForm() {
  await userEvent.type(screen.getByLabelText(/^Name/), 'Ada Lovelace');
  await userEvent.type(screen.getByLabelText(/^Phone/), '4165550123');
  await userEvent.type(screen.getByLabelText(/^Card number/), '4242424242424242');
  await userEvent.type(screen.getByLabelText(/^Expiry/), '1234');
  await userEvent.type(screen.getByLabelText(/^CVC/), '123');
  await userEvent.click(payButton());
  await waitFor(() => expect(payButton()).toBeEnabled());
}

const paid = { order: { _id: 'o1', transactionId: 'T-100' }, alreadyPaid: false };
const authRequired = {
  code: 'PAYMENT_FAILED',
  message: 'There was a problem with your payment.',
  declineMessage: 'Your card was declined. This transaction requires authentication.',
};

beforeEach(() => setCartItem(cartItem()));
afterEach(() => {
  clearCart();
  vi.mocked(loadStripe).mockReset();
});

describe('checkout with PAYMENT_PROVIDER=stripe', () => {
  it('swaps the sandbox card fields for the Card Element and pays with its PaymentMethod id', async () => {
    const { stripe, card } = fakeStripe();
    const confirm = confirmAnswers([200, paid]);
    const { router } = renderCheckout(confirm);
    await reachStripeForm();

    expect(loadStripe).toHaveBeenCalledWith(PUBLISHABLE_KEY);
    expect(screen.queryByLabelText(/^Card number/)).not.toBeInTheDocument();
    expect(card.mount).toHaveBeenCalledWith(screen.getByTestId('stripe-card-element'));
    expect(confirm.bodies).toEqual([]);

    await userEvent.click(payButton());
    await screen.findByRole('heading', { name: 'Thank you for your purchase!' });
    expect(router.state.location.pathname).toBe('/purchase-complete');
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card,
      billing_details: { name: 'Ada Lovelace', phone: '4165550123' },
    });
    expect(confirm.bodies).toEqual([{ paymentMethodId: 'pm_card_1' }]);
    expect(stripe.handleNextAction).not.toHaveBeenCalled();
  });

  it("shows Stripe's error under Pay after the payment-problem text, and sends nothing", async () => {
    const { stripe } = fakeStripe();
    stripe.createPaymentMethod.mockResolvedValueOnce({
      error: { message: 'Your card number is incomplete.' },
    } as never);
    const confirm = confirmAnswers();
    renderCheckout(confirm);
    await reachStripeForm();
    await userEvent.click(payButton());

    const error = await screen.findByTestId('payment-error');
    expect(error).toHaveTextContent(
      /There was a problem with your payment\.\s*Your card number is incomplete\./,
    );
    expect(confirm.bodies).toEqual([]);
  });

  it('runs 3-D Secure when the intent requires action, then confirms again', async () => {
    const { stripe } = fakeStripe();
    stripe.createPaymentMethod.mockResolvedValueOnce({ paymentMethod: { id: 'pm_card_1' } });
    stripe.createPaymentMethod.mockResolvedValueOnce({ paymentMethod: { id: 'pm_card_2' } });
    const confirm = confirmAnswers([402, authRequired], [200, paid]);
    renderCheckout(confirm);
    await reachStripeForm();
    await userEvent.click(payButton());

    await screen.findByRole('heading', { name: 'Thank you for your purchase!' });
    expect(stripe.retrievePaymentIntent).toHaveBeenCalledWith(CLIENT_SECRET);
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: CLIENT_SECRET });
    expect(confirm.bodies).toEqual([
      { paymentMethodId: 'pm_card_1' },
      { paymentMethodId: 'pm_card_2' },
    ]);
  });

  it('shows why 3-D Secure failed and stays on checkout', async () => {
    const { stripe } = fakeStripe();
    stripe.handleNextAction.mockResolvedValueOnce({
      error: { message: 'We are unable to authenticate your payment method.' },
    } as never);
    const confirm = confirmAnswers([402, authRequired]);
    const { router } = renderCheckout(confirm);
    await reachStripeForm();
    await userEvent.click(payButton());

    const error = await screen.findByTestId('payment-error');
    expect(error).toHaveTextContent('There was a problem with your payment.');
    expect(error).toHaveTextContent('We are unable to authenticate your payment method.');
    expect(confirm.bodies).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('shows a decline that needs no authentication as it is', async () => {
    const { stripe } = fakeStripe();
    stripe.retrievePaymentIntent.mockResolvedValueOnce({
      paymentIntent: { status: 'requires_payment_method' },
    });
    const confirm = confirmAnswers([
      402,
      { ...authRequired, declineMessage: 'Your card was declined.' },
    ]);
    renderCheckout(confirm);
    await reachStripeForm();
    await userEvent.click(payButton());

    expect(await screen.findByTestId('payment-error')).toHaveTextContent('Your card was declined.');
    expect(stripe.handleNextAction).not.toHaveBeenCalled();
  });
});
