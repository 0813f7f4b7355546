import type { MailingSubscribeBody, MailingSubscription } from '@jaunt/contract';
import type { MailingList } from './mailing-list.ts';

/** A sign-up; repeating it is harmless (same row, fields updated). */
export async function subscribe(
  list: MailingList,
  body: MailingSubscribeBody,
): Promise<MailingSubscription> {
  const row = await list.subscribe(body);
  return {
    email_address: row.emailAddress,
    status: row.status,
    merge_fields: {
      FNAME: row.mergeFields.FNAME ?? '',
      LNAME: row.mergeFields.LNAME ?? '',
      MARKET: row.mergeFields.MARKET ?? '',
    },
    tags: row.tags,
    partner: row.partner,
    marketing: row.marketing,
  };
}
