import { createHash } from 'node:crypto';
import type { MailingSubscribeBody } from '@jaunt/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { upsertSubscription, type SubscriptionRow } from './mailing.repo.ts';

/** The mailing-list provider could not take the subscription. */
export class MailingListUnavailable extends Error {}

/** Where sign-ups go. Every adapter also keeps the local row (the analytics count reads it). */
export interface MailingList {
  readonly name: 'embedded' | 'mailchimp';
  subscribe(sub: MailingSubscribeBody): Promise<SubscriptionRow>;
}

const toValues = (sub: MailingSubscribeBody) => ({
  emailAddress: sub.email_address,
  status: sub.status,
  mergeFields: sub.merge_fields,
  tags: sub.tags,
  partner: sub.partner,
  marketing: sub.marketing,
});

/** Embedded default: the mailingSubscriptions table (a repeated sign-up updates the row). */
export function createEmbeddedMailingList(db: Db): MailingList {
  return { name: 'embedded', subscribe: (sub) => upsertSubscription(db, toValues(sub)) };
}

export const subscriberHash = (email: string) =>
  createHash('md5').update(email.toLowerCase()).digest('hex');

/**
 * Mailchimp Marketing API v3: PUT /lists/{list}/members/{md5(lowercase email)} (add or update),
 * then POST .../tags when there are tags. `apiUrl` defaults to the API key's data centre.
 */
export function createMailchimpList(
  opts: { apiKey: string; listId: string; apiUrl?: string },
  local: MailingList,
  log: FastifyBaseLogger,
  fetchFn: typeof fetch = fetch,
): MailingList {
  const dc = opts.apiKey.split('-').at(-1) ?? 'us1';
  const base = (opts.apiUrl ?? `https://${dc}.api.mailchimp.com/3.0`).replace(/\/$/, '');
  const auth = `Basic ${Buffer.from(`jaunt:${opts.apiKey}`).toString('base64')}`;
  const call = async (method: string, path: string, body: unknown) => {
    const res = await fetchFn(`${base}${path}`, {
      method,
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`Mailchimp ${method} ${path} answered ${res.status}`);
  };
  return {
    name: 'mailchimp',
    async subscribe(sub) {
      const member = `/lists/${encodeURIComponent(opts.listId)}/members/${subscriberHash(sub.email_address)}`;
      const tags = [...sub.tags, ...(sub.partner ? ['partner'] : [])];
      try {
        await call('PUT', member, {
          email_address: sub.email_address,
          status_if_new: sub.status,
          merge_fields: sub.merge_fields,
        });
        if (tags.length)
          await call('POST', `${member}/tags`, {
            tags: tags.map((name) => ({ name, status: 'active' })),
          });
      } catch (err) {
        log.warn({ err }, 'mailing-list subscription failed');
        throw new MailingListUnavailable('mailing list unavailable');
      }
      return local.subscribe(sub);
    },
  };
}

/** Mailchimp when MAILCHIMP_API_KEY and MAILCHIMP_LIST_ID are set, else the embedded list. */
export function createMailingList(
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
  env: Record<string, string | undefined> = process.env,
): MailingList {
  const local = createEmbeddedMailingList(db);
  if (!config.MAILCHIMP_API_KEY || !config.MAILCHIMP_LIST_ID) return local;
  return createMailchimpList(
    {
      apiKey: config.MAILCHIMP_API_KEY,
      listId: config.MAILCHIMP_LIST_ID,
      apiUrl: env.MAILCHIMP_API_URL || undefined,
    },
    local,
    log,
  );
}
