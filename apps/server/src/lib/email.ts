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
}

export interface Mailer {
  send(mail: OutgoingEmail): Promise<{ id: string; status: 'sent' | 'stored' | 'failed' }>;
}

/**
 * Every mail is stored in the outbox table first (nothing lost). With SMTP_URL it is then
 * sent over SMTP; without, its link is logged so the flow works on a fresh machine.
 */
export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  return {
    async send(mail) {
      const [row] = await db
        .insert(emails)
        .values({ ...mail, html: mail.html ?? '', link: mail.link ?? null, status: 'stored' })
        .returning({ id: emails.id });
      if (!transport) {
        log.info(
          { to: mail.to, kind: mail.kind, link: mail.link },
          `outbox: "${mail.subject}" to ${mail.to}${mail.link ? ` -> ${mail.link}` : ''}`,
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
