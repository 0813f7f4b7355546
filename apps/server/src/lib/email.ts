import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { emails } from '../db/schema/index.ts';
import { eq } from 'drizzle-orm';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What kind of mail this is (confirmation, password-reset, purchase-complete...). */
  kind: string;
  /** The main link of the mail, logged in embedded mode so a developer can follow it. */
  link?: string;
  /**
   * Values the mail carries that grant access (reset and confirmation tokens). The recipient
   * gets them; the outbox copy, the admin page and the logs get `[redacted]` instead.
   */
  secrets?: string[];
}

export const REDACTED = '[redacted]';

function redact(value: string, secrets: string[]): string;
function redact(value: string | undefined, secrets: string[]): string | undefined;
function redact(value: string | undefined, secrets: string[]) {
  if (value === undefined) return value;
  return secrets.filter(Boolean).reduce((v, secret) => v.split(secret).join(REDACTED), value);
}

export interface Mailer {
  send(mail: OutgoingEmail): Promise<{ id: string; status: 'sent' | 'stored' | 'failed' }>;
}

/**
 * Every mail is stored in the outbox table first (nothing lost), with its secrets redacted.
 * With SMTP_URL it is then sent over SMTP; without, its link is logged so the flow works on a
 * fresh machine: the real link outside production only (docs/decisions/007-redacted-outbox.md).
 */
export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  return {
    async send(mail) {
      const secrets = mail.secrets ?? [];
      const [row] = await db
        .insert(emails)
        .values({
          to: mail.to,
          subject: redact(mail.subject, secrets),
          text: redact(mail.text, secrets),
          html: redact(mail.html ?? '', secrets),
          kind: mail.kind,
          link: redact(mail.link, secrets) ?? null,
          status: 'stored',
        })
        .returning({ id: emails.id });
      if (!transport) {
        // Without a mail server a developer follows the link from the log; never in production.
        const link = config.NODE_ENV === 'production' ? redact(mail.link, secrets) : mail.link;
        log.info(
          { to: mail.to, kind: mail.kind, link },
          `outbox: "${redact(mail.subject, secrets)}" to ${mail.to}${link ? ` -> ${link}` : ''}`,
        );
        return { id: row.id, status: 'stored' };
      }
      try {
        await transport.sendMail({
          from: config.MAIL_FROM,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        await db
          .update(emails)
          .set({ status: 'sent', sentAt: new Date() })
          .where(eq(emails.id, row.id));
        return { id: row.id, status: 'sent' };
      } catch (err) {
        log.error({ err, to: mail.to }, 'SMTP send failed; mail kept in the outbox');
        await db
          .update(emails)
          .set({ status: 'failed', error: String((err as Error).message) })
          .where(eq(emails.id, row.id));
        return { id: row.id, status: 'failed' };
      }
    },
  };
}
