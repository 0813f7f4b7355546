import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { emails } from '../db/schema/index.ts';
import { openTestDatabase } from '../../test/test-db.ts';
import type { Database } from '../db/client.ts';
import { createMailer } from './email.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A logger that keeps every info line. */
function recordingLog() {
  const lines: string[] = [];
  const log = {
    info: (obj: unknown, msg: string) => lines.push(`${JSON.stringify(obj)} ${msg}`),
    error: (obj: unknown, msg: string) => lines.push(`${JSON.stringify(obj)} ${msg}`),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

const mail = (to: string, token: string) => ({
  to,
  subject: 'Reset your password',
  text: `Open http://localhost:3000/pwdreset/${token} within the hour.`,
  kind: 'password-reset',
  link: `http://localhost:3000/pwdreset/${token}`,
  secrets: [token],
});

describe('the outbox without a mail server', () => {
  it('stores the mail with its token redacted, and logs the real link outside production', async () => {
    const { log, lines } = recordingLog();
    const config = loadConfig({ NODE_ENV: 'development' });
    const token = 'tok-dev-0123456789abcdef';
    await createMailer(config, database.db, log).send(mail('dev@example.test', token));
    const [row] = await database.db.select().from(emails).where(eq(emails.to, 'dev@example.test'));
    expect(row.link).toBe('http://localhost:3000/pwdreset/[redacted]');
    expect(row.text).toBe('Open http://localhost:3000/pwdreset/[redacted] within the hour.');
    expect(JSON.stringify(row)).not.toContain(token);
    // A developer without SMTP follows the link from the server log.
    expect(lines.join('\n')).toContain(`/pwdreset/${token}`);
  });

  it('never logs the token in production', async () => {
    const { log, lines } = recordingLog();
    const config = loadConfig({ NODE_ENV: 'production' });
    const token = 'tok-prod-0123456789abcdef';
    await createMailer(config, database.db, log).send(mail('prod@example.test', token));
    const [row] = await database.db.select().from(emails).where(eq(emails.to, 'prod@example.test'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(lines.join('\n')).toContain('/pwdreset/[redacted]');
    expect(lines.join('\n')).not.toContain(token);
  });
});
