import type { Db } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { factoryRng, nextSeq } from './state.ts';
import type { Rng } from './rng.ts';

export type User = typeof users.$inferSelect;
export type UserInsert = typeof users.$inferInsert;
export type UserRole =
  'admin' | 'editor' | 'partner' | 'partner-staff' | 'partner-employee' | 'user';

export const DEFAULT_PASSWORD = 'jaunt-demo';

const FIRST = [
  'Avery',
  'Jordan',
  'Priya',
  'Mateo',
  'Chloe',
  'Noah',
  'Amara',
  'Liam',
  'Sofia',
  'Ethan',
  'Mei',
  'Olivia',
  'Lucas',
  'Fatima',
  'Owen',
  'Hana',
];
const LAST = [
  'Nguyen',
  'Patel',
  'Smith',
  'Tremblay',
  'Garcia',
  'Chen',
  'Roy',
  'Kim',
  'Martin',
  'Singh',
  'Brown',
  'Okafor',
  'Leblanc',
  'Rossi',
];

const hashes = new Map<string, Promise<string>>();
/** argon2id hash, computed once per distinct password (keeps tests and the seed fast). */
export function cachedHash(password: string): Promise<string> {
  let h = hashes.get(password);
  if (!h) {
    h = hashPassword(password);
    hashes.set(password, h);
  }
  return h;
}

export interface UserInput extends Partial<Omit<UserInsert, 'passwordHash'>> {
  role?: UserRole;
  /** Plain password; hashed with argon2id. null = no password (social-login only). */
  password?: string | null;
}

/** A believable user row (without the password hash). */
export function buildUser(input: UserInput = {}, rng: Rng = factoryRng()): UserInsert {
  const { password: _password, ...rest } = input;
  const firstName = rest.firstName ?? rng.pick(FIRST);
  const lastName = rest.lastName ?? rng.pick(LAST);
  const n = nextSeq();
  return {
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    email: `${firstName}.${lastName}.${n}@example.test`.toLowerCase(),
    phone: `+1416555${String(1000 + (n % 9000)).padStart(4, '0')}`,
    role: 'user',
    confirmedEmail: true,
    termsAcceptedAt: new Date(),
    ...rest,
    ...(rest.email ? { email: rest.email.toLowerCase() } : {}),
  };
}

/** Inserts a user (default role user, confirmed, password DEFAULT_PASSWORD). Returns the row and its plain password. */
export async function createUser(
  db: Db,
  input: UserInput = {},
): Promise<User & { password: string | null }> {
  const password = input.password === undefined ? DEFAULT_PASSWORD : input.password;
  const values = buildUser(input);
  values.passwordHash = password === null ? null : await cachedHash(password);
  const [row] = await db.insert(users).values(values).returning();
  return { ...row, password };
}
