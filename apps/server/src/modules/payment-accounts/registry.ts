import type { AppContext } from '../../context.ts';
import type { PaymentAccountProvider } from './provider.ts';
import { createSandboxAccountProvider } from './sandbox-provider.ts';
import { createStripeAccountProvider } from './stripe-provider.ts';

const providers = new WeakMap<AppContext, PaymentAccountProvider>();

/** PAYMENT_ACCOUNT_PROVIDER, else PAYMENT_PROVIDER: 'sandbox' (default) or 'stripe'. */
export function createAccountProvider(ctx: AppContext): PaymentAccountProvider {
  const { config } = ctx;
  const name = config.PAYMENT_ACCOUNT_PROVIDER ?? config.PAYMENT_PROVIDER;
  if (name === 'stripe') {
    if (!config.STRIPE_SECRET_KEY)
      throw new Error('PAYMENT_ACCOUNT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
    return createStripeAccountProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_CONNECT_WEBHOOK_SECRET,
    });
  }
  return createSandboxAccountProvider(ctx.db, {
    webhookSecret: config.STRIPE_CONNECT_WEBHOOK_SECRET,
  });
}

export function setAccountProvider(ctx: AppContext, provider: PaymentAccountProvider) {
  providers.set(ctx, provider);
}

export function accountProvider(ctx: AppContext): PaymentAccountProvider {
  let p = providers.get(ctx);
  if (!p) {
    p = createAccountProvider(ctx);
    providers.set(ctx, p);
  }
  return p;
}
