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
const STRIPE = { provider: 'stripe', publishableKey: PUBLISHABLE_KEY };
const SANDBOX = { provider: 'sandbox', publishableKey: null };
const created = {
  order: { _id: 'o1', transactionId: 'T-100' },
  clientSecret: CLIENT_SECRET,
  access: 'access-token',
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

function renderCheckout(
  confirm: ReturnType<typeof confirmAnswers>,
  config: [number, unknown] = [200, STRIPE],
) {
  const fetch = mockFetch(
    on('GET', '/api/session', 200, { user: null }),
    on('GET', '/api/stripe/config', ...config),
    on('POST', '/api/orders', 200, created),
    confirm.handler,
  );
  const view = renderRoutes(
    [
      { path: '/checkout', element: <CheckoutRoute /> },
      { path: '/purchase-complete', element: <h1>Thank you for your purchase!</h1> },
    ],
    '/checkout',
  );
  return { ...view, fetch };
}

const payButton = () => screen.getByRole('button', { name: /^Pay / });

/** Fills a guest buyer's details once Stripe's Card Element is mounted (Pay enabled). */
async function fillDetails() {
  await waitFor(() => expect(payButton()).toBeEnabled());
  await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await userEvent.type(screen.getByLabelText(/^Name/), 'Ada Lovelace');
  await userEvent.type(screen.getByLabelText(/^Phone/), '4165550123');
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
  it('shows the Card Element on arrival and pays with its PaymentMethod id', async () => {
    const { stripe, card } = fakeStripe();
    const confirm = confirmAnswers([200, paid]);
    const { router, fetch } = renderCheckout(confirm);
    await fillDetails();

    expect(loadStripe).toHaveBeenCalledWith(PUBLISHABLE_KEY);
    expect(screen.queryByLabelText(/^Card number/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Payments are in test mode/)).not.toBeInTheDocument();
    expect(card.mount).toHaveBeenCalledWith(screen.getByTestId('stripe-card-element'));
    expect(fetch.mock.calls.some(([url]) => url === '/api/orders')).toBe(false);

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
    // A guest's order carries the email; its confirm proves ownership with the order's token.
    const [, order] = fetch.mock.calls.find(([url]) => url === '/api/orders')!;
    expect(JSON.parse(String(order!.body))).toMatchObject({ email: 'ada@example.com' });
    const [, pay] = fetch.mock.calls.find(([url]) => url === CONFIRM_URL)!;
    expect(new Headers(pay!.headers).get('x-order-access')).toBe(created.access);
  });

  it("shows Stripe's error under Pay after the payment-problem text, and sends nothing", async () => {
    const { stripe } = fakeStripe();
    stripe.createPaymentMethod.mockResolvedValueOnce({
      error: { message: 'Your card number is incomplete.' },
    } as never);
    const confirm = confirmAnswers();
    renderCheckout(confirm);
    await fillDetails();
    await userEvent.click(payButton());

    const error = await screen.findByTestId('payment-error');
    expect(error).toHaveTextContent(
      /There was a problem with your payment\.\s*Your card number is incomplete\./,
    );
    expect(confirm.bodies).toEqual([]);
  });

  it('runs 3-D Secure when the intent requires action, then confirms the same method again', async () => {
    const { stripe } = fakeStripe();
    const confirm = confirmAnswers([402, authRequired], [200, paid]);
    renderCheckout(confirm);
    await fillDetails();
    await userEvent.click(payButton());

    await screen.findByRole('heading', { name: 'Thank you for your purchase!' });
    expect(stripe.retrievePaymentIntent).toHaveBeenCalledWith(CLIENT_SECRET);
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: CLIENT_SECRET });
    expect(stripe.createPaymentMethod).toHaveBeenCalledTimes(1);
    expect(confirm.bodies).toEqual([
      { paymentMethodId: 'pm_card_1' },
      { paymentMethodId: 'pm_card_1' },
    ]);
  });

  it('shows why 3-D Secure failed and stays on checkout', async () => {
    const { stripe } = fakeStripe();
    stripe.handleNextAction.mockResolvedValueOnce({
      error: { message: 'We are unable to authenticate your payment method.' },
    } as never);
    const confirm = confirmAnswers([402, authRequired]);
    const { router } = renderCheckout(confirm);
    await fillDetails();
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
    await fillDetails();
    await userEvent.click(payButton());

    expect(await screen.findByTestId('payment-error')).toHaveTextContent('Your card was declined.');
    expect(stripe.handleNextAction).not.toHaveBeenCalled();
  });
});

describe('checkout card form choice', () => {
  it('shows the sandbox card fields, without loading Stripe.js, for the sandbox provider', async () => {
    renderCheckout(confirmAnswers(), [200, SANDBOX]);

    expect(await screen.findByLabelText(/^Card number/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Expiry/)).toBeInTheDocument();
    expect(screen.queryByTestId('stripe-card-element')).not.toBeInTheDocument();
    expect(loadStripe).not.toHaveBeenCalled();
    expect(payButton()).toBeEnabled();
    expect(screen.getByText(/Payments are in test mode: no real card is charged/)).toBeVisible();
  });

  it('says the card form could not be loaded, and keeps Pay disabled, when the provider is unknown', async () => {
    renderCheckout(confirmAnswers(), [500, { code: 'INTERNAL', message: 'Boom' }]);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The secure card form could not be loaded.',
    );
    expect(screen.queryByLabelText(/^Card number/)).not.toBeInTheDocument();
    expect(payButton()).toBeDisabled();
  });
});
