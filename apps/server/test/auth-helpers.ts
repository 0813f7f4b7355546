import { SMTPServer } from 'smtp-server';
import type { Role } from '@jaunt/contract';
import { createSession } from '../src/modules/auth/sessions.ts';
import type { UserRow } from '../src/modules/users/users.presenter.ts';
import type { TestApp } from './build-test-app.ts';
import { createUser as createUserRow, type UserRole } from './factories.ts';

export { DEFAULT_PASSWORD as TEST_PASSWORD } from './factories.ts';

export interface CreateUserOptions {
  role?: Role;
  confirmed?: boolean;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
}

/** Inserts an account straight into the database (no mail, no throttle) via the shared factory. */
export async function createUser(t: TestApp, opts: CreateUserOptions = {}): Promise<UserRow> {
  const { confirmed, role = 'user', ...rest } = opts;
  const { password: _password, ...user } = await createUserRow(t.database.db, {
    ...rest,
    role: role as UserRole,
    confirmedEmail: confirmed ?? true,
    onBoarding: role === 'partner',
  });
  return user;
}

export interface LoggedIn {
  user: UserRow;
  token: string;
  headers: { authorization: string };
  cookie: string;
}

/** A new account of `role` with an open session: pass `headers` (or `cookie`) to inject. */
export async function loginAs(
  t: TestApp,
  role: Role,
  opts: Omit<CreateUserOptions, 'role'> = {},
): Promise<LoggedIn> {
  const user = await createUser(t, { ...opts, role });
  const token = await createSession(t.app.ctx, user.id);
  return { user, token, headers: { authorization: `Bearer ${token}` }, cookie: `token=${token}` };
}

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a random local port that keeps what it receives.
 * Build the app with env `{ SMTP_URL: smtp.url }`.
 */
export async function startSmtpCapture(): Promise<{
  url: string;
  mails: ReceivedMail[];
  /** The first link in the last mail sent to `to` that starts with `prefix`. */
  linkTo(to: string, prefix: string): string;
  close(): Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    linkTo(to, prefix) {
      const mail = mails.filter((m) => m.to.includes(to)).at(-1);
      if (!mail) throw new Error(`no mail to ${to}`);
      // Undo quoted-printable soft breaks before looking for the link.
      const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const match = body.match(new RegExp(`${escaped}[^\\s"<>]+`));
      if (!match) throw new Error(`no link ${prefix} in mail to ${to}`);
      return match[0];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
