/**
 * npm run create-user -- --email E --password P --role R [--name "First Last"]
 * Creates (or updates) an account of any role with a confirmed email, in the database the
 * server uses (DATABASE_URL, else the embedded PGlite under DATA_DIR).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailSchema, passwordSchema, roleSchema } from '@jaunt/contract';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { hashPassword } from '../lib/passwords.ts';
import { findUserByEmail, insertUser, updateUser } from '../modules/users/users.repo.ts';

const USAGE =
  'Usage: npm run create-user -- --email E --password P --role R [--name "First Last"]\n' +
  `Roles: ${roleSchema.options.filter((r) => r !== 'guest').join(', ')}`;

const argsSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  role: roleSchema.exclude(['guest']),
  name: z.string().trim().min(1).max(200).optional(),
});

function fail(message: string): never {
  console.error(`create-user: ${message}\n${USAGE}`);
  process.exit(1);
}

function readArgs() {
  try {
    const { values } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string' },
        name: { type: 'string' },
      },
      strict: true,
    });
    const parsed = argsSchema.safeParse(values);
    if (!parsed.success) {
      fail(parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('; '));
    }
    return parsed.data;
  } catch (err) {
    return fail((err as Error).message);
  }
}

const args = readArgs();
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await migrate(database);
  const [firstName = '', ...rest] = (args.name ?? '').split(/\s+/).filter(Boolean);
  const values = {
    role: args.role,
    passwordHash: await hashPassword(args.password),
    confirmedEmail: true,
    ...(args.name ? { name: args.name, firstName, lastName: rest.join(' ') } : {}),
  };
  const existing = await findUserByEmail(database.db, args.email);
  if (existing) {
    await updateUser(database.db, existing.id, values);
    console.log(`Updated ${args.email}: role ${args.role}, new password, email confirmed.`);
  } else {
    await insertUser(database.db, {
      ...values,
      email: args.email,
      name: args.name ?? args.email.split('@')[0],
      termsAcceptedAt: new Date(),
      onBoarding: args.role === 'partner',
    });
    console.log(`Created ${args.role} ${args.email} (email confirmed).`);
  }
  const where = config.DATABASE_URL ? 'DATABASE_URL' : config.dataDir;
  console.log(`Database: ${where}`);
} finally {
  await database.close();
}
