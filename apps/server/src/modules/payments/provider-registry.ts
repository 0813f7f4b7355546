import type { AppContext } from '../../context.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider, type SandboxOptions } from './sandbox-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

const providers = new WeakMap<AppContext, PaymentProvider>();

/** The provider chosen by PAYMENT_PROVIDER ('sandbox' by default, or 'stripe'). */
export function createPaymentProvider(
  ctx: AppContext,
  sandbox: SandboxOptions = {},
): PaymentProvider {
  const { config } = ctx;
  if (config.PAYMENT_PROVIDER === 'stripe') {
    if (!config.STRIPE_SECRET_KEY)
      throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    });
  }
  if (config.NODE_ENV === 'production' && !config.ALLOW_SANDBOX_PAYMENTS)
    throw new Error(
      'PAYMENT_PROVIDER=sandbox takes no real money and refuses to run with NODE_ENV=production: ' +
        'set PAYMENT_PROVIDER=stripe, or ALLOW_SANDBOX_PAYMENTS=true for a demo',
    );
  // The sandbox signs with a fresh per-process secret unless one is configured.
  return createSandboxProvider(ctx.db, {
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    ...sandbox,
  });
}

/** Installs the app's provider (done once by the payments module). */
export function setPaymentProvider(ctx: AppContext, provider: PaymentProvider) {
  providers.set(ctx, provider);
}

export function paymentProvider(ctx: AppContext): PaymentProvider {
  const provider = providers.get(ctx);
  if (!provider) throw new Error('The payments module is not registered');
  return provider;
}
