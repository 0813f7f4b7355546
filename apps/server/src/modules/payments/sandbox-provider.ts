import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentRecords } from '../../db/schema/index.ts';
import { evaluateCard, evaluateMethodId } from './sandbox-cards.ts';
import {
  WebhookSignatureError,
  type CardSummary,
  type IntentStatus,
  type PaymentEvent,
  type PaymentIntent,
  type PaymentProvider,
} from './provider.ts';

type RecordRow = typeof paymentRecords.$inferSelect;
interface IntentMeta {
  metadata: Record<string, string>;
  card?: CardSummary;
  lastError?: string;
  destination?: string;
}

export interface SandboxOptions {
  /** Receives each signed event (the app posts it to its own webhook route). */
  deliver?: (rawBody: string, signature: string) => Promise<void>;
  /** Webhook signing secret; a fresh random one per process by default. */
  webhookSecret?: string;
  onDeliveryError?: (err: unknown) => void;
}

const WEBHOOK_TOLERANCE_S = 300;

/**
 * Connected accounts with a known behaviour in the sandbox (like Stripe's test accounts): one
 * that cannot receive transfers, and one whose balance is already paid out, so a transfer
 * reversal fails. Any other 'acct_' id receives transfers.
 */
export const SANDBOX_ACCOUNTS = {
  noTransfers: 'acct_sandbox_no_transfers',
  paidOut: 'acct_sandbox_paid_out',
} as const;
export const SANDBOX_NO_TRANSFERS_MESSAGE =
  'Your destination account needs to have at least one of the following capabilities enabled: transfers.';
export const SANDBOX_PAID_OUT_MESSAGE =
  "Insufficient funds in the connected account: the partner's balance is already paid out.";
const rid = (prefix: string) => `${prefix}_sb_${randomBytes(12).toString('hex')}`;

/** Signs like Stripe: `t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function signSandboxPayload(
  secret: string,
  body: string,
  t = Math.floor(Date.now() / 1000),
) {
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

function toIntent(row: RecordRow): PaymentIntent {
  const m = row.metadata as unknown as IntentMeta;
  return {
    id: row.id,
    clientSecret: row.clientSecret ?? '',
    status: row.status as IntentStatus,
    amountCents: row.amountCents,
    currency: row.currency,
    metadata: m.metadata ?? {},
    ...(m.card ? { card: m.card } : {}),
    ...(m.lastError ? { lastError: m.lastError } : {}),
  };
}

/**
 * The embedded processor: behaves like a card processor's test mode and records intents,
 * charges, refunds and transfers in payment_records. A charge row is keyed `charge:<intent>`,
 * so one intent can never be charged twice.
 */
export function createSandboxProvider(db: Db, opts: SandboxOptions = {}): PaymentProvider {
  const secret = opts.webhookSecret ?? randomBytes(32).toString('hex');

  async function load(id: string): Promise<RecordRow> {
    const [row] = await db
      .select()
      .from(paymentRecords)
      .where(and(eq(paymentRecords.id, id), eq(paymentRecords.kind, 'intent')));
    if (!row) throw new Error(`No such payment_intent: '${id}'`);
    return row;
  }

  async function emit(type: string, intent: PaymentIntent) {
    if (!opts.deliver) return;
    const body = JSON.stringify({ id: rid('evt'), type, intent });
    try {
      await opts.deliver(body, signSandboxPayload(secret, body));
    } catch (err) {
      opts.onDeliveryError?.(err);
    }
  }

  async function setMeta(id: string, patch: Partial<IntentMeta>, status?: IntentStatus) {
    const [row] = await db
      .update(paymentRecords)
      .set({
        metadata: sql`${paymentRecords.metadata} || ${JSON.stringify(patch)}::jsonb`,
        ...(status ? { status } : {}),
      })
      .where(and(eq(paymentRecords.id, id), ne(paymentRecords.status, 'succeeded')))
      .returning();
    return row ? toIntent(row) : toIntent(await load(id));
  }

  return {
    name: 'sandbox',

    async createIntent(input) {
      const id = rid('pi');
      const meta: IntentMeta = { metadata: input.metadata, destination: input.destination };
      const [row] = await db
        .insert(paymentRecords)
        .values({
          id,
          kind: 'intent',
          amountCents: input.amountCents,
          currency: input.currency.toLowerCase(),
          status: 'requires_payment_method',
          idempotencyKey: `intent:${input.idempotencyKey}`,
          clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          metadata: meta as unknown as Record<string, unknown>,
        })
        .onConflictDoNothing({ target: paymentRecords.idempotencyKey })
        .returning();
      if (row) return toIntent(row);
      const [existing] = await db
        .select()
        .from(paymentRecords)
        .where(eq(paymentRecords.idempotencyKey, `intent:${input.idempotencyKey}`));
      return toIntent(existing);
    },

    async updateIntentAmount(id, amountCents) {
      const [row] = await db
        .update(paymentRecords)
        .set({ amountCents })
        .where(and(eq(paymentRecords.id, id), ne(paymentRecords.status, 'succeeded')))
        .returning();
      if (!row) throw new Error(`This PaymentIntent's amount could not be updated: '${id}'`);
      return toIntent(row);
    },

    async confirmIntent(id, method) {
      const current = toIntent(await load(id));
      if (current.status === 'succeeded') return { status: 'succeeded', card: current.card };
      const outcome =
        'card' in method ? evaluateCard(method.card) : evaluateMethodId(method.paymentMethodId);
      if (!outcome.ok) {
        const failed = await setMeta(
          id,
          { lastError: outcome.message, ...(outcome.card ? { card: outcome.card } : {}) },
          'requires_payment_method',
        );
        if (failed.status === 'succeeded') return { status: 'succeeded', card: failed.card };
        await emit('payment_intent.payment_failed', failed);
        return { status: 'requires_payment_method', declineMessage: outcome.message };
      }
      const charged = await db.transaction(async (tx) => {
        const [charge] = await tx
          .insert(paymentRecords)
          .values({
            id: rid('ch'),
            kind: 'charge',
            amountCents: current.amountCents,
            currency: current.currency,
            status: 'succeeded',
            idempotencyKey: `charge:${id}`,
            relatedId: id,
            metadata: { ...outcome.card },
          })
          .onConflictDoNothing({ target: paymentRecords.idempotencyKey })
          .returning();
        if (!charge) return false;
        await tx
          .update(paymentRecords)
          .set({
            status: 'succeeded',
            metadata: sql`(${paymentRecords.metadata} - 'lastError') || ${JSON.stringify({ card: outcome.card })}::jsonb`,
          })
          .where(eq(paymentRecords.id, id));
        return true;
      });
      const intent = toIntent(await load(id));
      if (charged) await emit('payment_intent.succeeded', intent);
      return { status: 'succeeded', card: intent.card };
    },

    async retrieveIntent(id) {
      return toIntent(await load(id));
    },

    async refund(intentId, amountCents, idempotencyKey) {
      const key = idempotencyKey ? `refund:${idempotencyKey}` : null;
      if (key) {
        const [done] = await db
          .select()
          .from(paymentRecords)
          .where(eq(paymentRecords.idempotencyKey, key));
        if (done) return { id: done.id, amountCents: done.amountCents, status: done.status };
      }
      const intent = toIntent(await load(intentId));
      if (intent.status !== 'succeeded')
        throw new Error('This PaymentIntent has no charge to refund.');
      const [{ refunded }] = await db
        .select({ refunded: sql<number>`coalesce(sum(${paymentRecords.amountCents}), 0)::int` })
        .from(paymentRecords)
        .where(and(eq(paymentRecords.kind, 'refund'), eq(paymentRecords.relatedId, intentId)));
      const amount = amountCents ?? intent.amountCents - refunded;
      if (amount <= 0 || refunded + amount > intent.amountCents) {
        throw new Error('Refund amount is greater than the unrefunded charge.');
      }
      const [row] = await db
        .insert(paymentRecords)
        .values({
          id: rid('re'),
          kind: 'refund',
          amountCents: amount,
          currency: intent.currency,
          status: 'succeeded',
          relatedId: intentId,
          idempotencyKey: key,
        })
        .returning();
      return { id: row.id, amountCents: row.amountCents, status: row.status };
    },

    async transfer(input) {
      const key = `transfer:${input.idempotencyKey}`;
      if (!input.destination.startsWith('acct_')) {
        throw new Error(`No such destination: '${input.destination}'`);
      }
      if (input.destination === SANDBOX_ACCOUNTS.noTransfers) {
        throw new Error(SANDBOX_NO_TRANSFERS_MESSAGE);
      }
      const [row] = await db
        .insert(paymentRecords)
        .values({
          id: rid('tr'),
          kind: 'transfer',
          amountCents: input.amountCents,
          currency: input.currency.toLowerCase(),
          status: 'paid',
          idempotencyKey: key,
          relatedId: input.sourceIntentId ?? null,
          metadata: { destination: input.destination, ...input.metadata },
        })
        .onConflictDoNothing({ target: paymentRecords.idempotencyKey })
        .returning();
      if (row) return { id: row.id };
      const [existing] = await db
        .select({ id: paymentRecords.id })
        .from(paymentRecords)
        .where(eq(paymentRecords.idempotencyKey, key));
      return existing;
    },

    async reverseTransfer(input) {
      const key = `reversal:${input.idempotencyKey}`;
      const [existing] = await db
        .select()
        .from(paymentRecords)
        .where(eq(paymentRecords.idempotencyKey, key));
      if (existing) return { id: existing.id, amountCents: existing.amountCents };
      const [transfer] = await db
        .select()
        .from(paymentRecords)
        .where(and(eq(paymentRecords.id, input.transferId), eq(paymentRecords.kind, 'transfer')));
      if (!transfer) throw new Error(`No such transfer: '${input.transferId}'`);
      if (transfer.metadata.destination === SANDBOX_ACCOUNTS.paidOut) {
        throw new Error(SANDBOX_PAID_OUT_MESSAGE);
      }
      const [{ reversed }] = await db
        .select({ reversed: sql<number>`coalesce(sum(${paymentRecords.amountCents}), 0)::int` })
        .from(paymentRecords)
        .where(and(eq(paymentRecords.kind, 'reversal'), eq(paymentRecords.relatedId, transfer.id)));
      if (input.amountCents <= 0 || reversed + input.amountCents > transfer.amountCents) {
        throw new Error('The reversal amount is greater than the unreversed transfer.');
      }
      const [row] = await db
        .insert(paymentRecords)
        .values({
          id: rid('trr'),
          kind: 'reversal',
          amountCents: input.amountCents,
          currency: transfer.currency,
          status: 'succeeded',
          idempotencyKey: key,
          relatedId: transfer.id,
          metadata: { ...input.metadata },
        })
        .onConflictDoNothing({ target: paymentRecords.idempotencyKey })
        .returning();
      if (row) return { id: row.id, amountCents: row.amountCents };
      const [again] = await db
        .select()
        .from(paymentRecords)
        .where(eq(paymentRecords.idempotencyKey, key));
      return { id: again.id, amountCents: again.amountCents };
    },

    verifyWebhook(rawBody, signature) {
      const body = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
      const parts = Object.fromEntries(
        signature.split(',').map((p) => p.split('=', 2) as [string, string]),
      );
      const t = Number(parts.t);
      if (!parts.v1 || !Number.isInteger(t)) throw new WebhookSignatureError('Malformed signature');
      if (Math.abs(Date.now() / 1000 - t) > WEBHOOK_TOLERANCE_S) {
        throw new WebhookSignatureError('Timestamp outside the tolerance zone');
      }
      const expected = Buffer.from(signSandboxPayload(secret, body, t).split('v1=')[1], 'hex');
      const given = Buffer.from(parts.v1, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new WebhookSignatureError('No signatures found matching the expected signature');
      }
      return JSON.parse(body) as PaymentEvent;
    },
  };
}
