import type { Db, Tx } from '../src/db/client.ts';
import {
  businesses,
  categories,
  countries,
  coupons,
  features,
  paymentMethods,
  reviewTitles,
  settings,
  shippingRules,
  users,
} from '../src/db/schema/index.ts';
import { categoryImagePath, marketImagePath } from '../src/lib/images.ts';
import { insertMany } from './batch.ts';
import { CATEGORIES, OTHER_TAGS } from './content/categories.ts';
import { MARKETS } from './content/markets.ts';
import {
  buildBusiness,
  buildCity,
  buildMarket,
  buildUser,
  cachedHash,
  Rng,
  uniqueSlug,
  slugify,
  type Business,
  type Category,
  type User,
} from './factories/index.ts';

export const DEMO_PASSWORD = 'jaunt-demo';

/** One demo account per role (documented in the README). */
export const DEMO_LOGINS = [
  { role: 'admin', email: 'admin@jaunt.test', password: DEMO_PASSWORD },
  { role: 'editor', email: 'editor@jaunt.test', password: DEMO_PASSWORD },
  { role: 'partner', email: 'partner@jaunt.test', password: DEMO_PASSWORD },
  { role: 'partner-staff', email: 'staff@jaunt.test', password: DEMO_PASSWORD },
  { role: 'partner-employee', email: 'employee@jaunt.test', password: DEMO_PASSWORD },
  { role: 'user', email: 'user@jaunt.test', password: DEMO_PASSWORD },
  { role: 'user (unconfirmed)', email: 'unconfirmed@jaunt.test', password: DEMO_PASSWORD },
] as const;

export const DEMO_BUSINESS_ID = 'B00001';

const ACCOUNT_NAMES: Record<string, [string, string]> = {
  admin: ['Alex', 'Admin'],
  editor: ['Erin', 'Editor'],
  partner: ['Pat', 'Partner'],
  'partner-staff': ['Sasha', 'Staff'],
  'partner-employee': ['Eli', 'Employee'],
  user: ['Jamie', 'Rivera'],
  'user (unconfirmed)': ['Uma', 'Unconfirmed'],
};

/** Markets, cities and tags as feature rows. */
async function seedFeatures(tx: Tx) {
  const rows = MARKETS.flatMap((m, ranking) => [
    buildMarket({
      val: m.val,
      ranking,
      images: [0, 1, 2].map((n) => marketImagePath(m.val, n)),
      image: marketImagePath(m.val, 0),
    }),
    ...m.cities.map((c, i) => buildCity({ val: c.name, market: m.val, ranking: i })),
  ]);
  for (const tag of OTHER_TAGS)
    tag.vals.forEach((val, ranking) =>
      rows.push({ key: tag.key, val, slug: slugify(val), ranking, active: true }),
    );
  await insertMany(tx, features, rows);
}

async function seedCategories(tx: Tx): Promise<Category[]> {
  const taken = new Set<string>();
  const parents = await tx
    .insert(categories)
    .values(
      CATEGORIES.map((c, i) => ({
        name: c.name,
        slug: uniqueSlug(c.slug, taken),
        categoryNumber: i + 1,
        image: categoryImagePath(c.slug, 0),
      })),
    )
    .returning();
  const subs = await tx
    .insert(categories)
    .values(
      CATEGORIES.flatMap((c, i) =>
        c.subs.map((name, j) => ({
          name,
          slug: uniqueSlug(slugify(name), taken),
          categoryNumber: (i + 1) * 100 + j + 1,
          parentCategoryId: parents[i].id,
          parentCategoryName: parents[i].name,
          image: categoryImagePath(c.slug, j + 1),
        })),
      ),
    )
    .returning();
  return [...parents, ...subs];
}

async function seedAccounts(tx: Tx, rng: Rng): Promise<Record<string, User>> {
  const passwordHash = await cachedHash(DEMO_PASSWORD);
  const rows = DEMO_LOGINS.map((l) => {
    const [firstName, lastName] = ACCOUNT_NAMES[l.role];
    const role = l.role === 'user (unconfirmed)' ? 'user' : l.role;
    const isPartner = role === 'partner' || role === 'partner-staff';
    return {
      ...buildUser(
        {
          role,
          email: l.email,
          firstName,
          lastName,
          name: `${firstName} ${lastName}`,
          market: 'GTA',
          confirmedEmail: l.role !== 'user (unconfirmed)',
          enteredBankingInfo: isPartner,
          onBoarding: false,
          signupDate: new Date(Date.UTC(2024, 2, 1)),
        },
        rng,
      ),
      passwordHash,
    };
  });
  const inserted = await tx.insert(users).values(rows).returning();
  return Object.fromEntries(DEMO_LOGINS.map((l, i) => [l.role, inserted[i]]));
}

/** Businesses: the demo partner's own (GTA) plus three partners per market. */
async function seedBusinesses(tx: Tx, rng: Rng, accounts: Record<string, User>) {
  const partner = accounts.partner;
  const staff = accounts['partner-staff'];
  const rows = [
    buildBusiness(
      {
        businessId: DEMO_BUSINESS_ID,
        name: 'Harbourfront Adventures',
        email: partner.email,
        market: 'GTA',
        userId: partner.id,
        vendorAgreementDate: new Date(Date.UTC(2024, 2, 2)),
        staff: [{ name: staff.name, email: staff.email, phone: staff.phone }],
        billingAddress: {
          company: 'Harbourfront Adventures Inc.',
          firstName: partner.firstName,
          lastName: partner.lastName,
          phone: '+14165550142',
          country: 'CA',
          region: 'ON',
          address: '235 Queens Quay W',
          city: 'Toronto',
          postalCode: 'M5J 2G8',
        },
      },
      rng,
    ),
  ];
  let n = 2;
  for (const m of MARKETS)
    for (let i = 0; i < 3; i++)
      rows.push(
        buildBusiness({ market: m.val, businessId: `B${String(n++).padStart(5, '0')}` }, rng),
      );
  return tx.insert(businesses).values(rows).returning();
}

async function seedReferenceData(tx: Tx) {
  await tx.insert(countries).values([
    { name: 'United States', dialCode: '+1', code: 'US' },
    { name: 'Canada', dialCode: '+1', code: 'CA' },
  ]);
  await tx.insert(paymentMethods).values([
    { name: 'Stripe', email: 'pk_test_sandbox' },
    { name: 'PayPal', email: '' },
    { name: 'Google', email: '' },
    { name: 'COD', email: '', active: false },
  ]);
  await tx
    .insert(shippingRules)
    .values(
      ['US', 'CA'].map((country) => ({ carrier: 'Digital delivery', chargeCents: 0, country })),
    );
  await tx.insert(settings).values({
    key: 'support',
    value: { chat: true, email: 'support@jaunt.test', tollFreePhone: '1-888-555-0142' },
  });
  await tx.insert(coupons).values([
    {
      code: 'WELCOME10',
      amountCents: 1000,
      minimumCartValueCents: 5000,
      info: '$10 off your first booking of $50 or more',
    },
    {
      code: 'SUMMER5',
      amountCents: 500,
      minimumCartValueCents: 0,
      info: '$5 off summer experiences',
      active: false,
    },
  ]);
  await tx.insert(reviewTitles).values(
    (
      [
        [1, 'Explorer'],
        [3, 'Adventurer'],
        [5, 'Trailblazer'],
        [10, 'Local Legend'],
        [25, 'Jaunt Master'],
      ] as const
    ).map(([number, title]) => ({ number, title })),
  );
}

export interface BaseData {
  categories: Category[];
  accounts: Record<string, User>;
  businesses: Business[];
}

/** Markets, cities, tags, categories, accounts, businesses and reference tables. */
export async function seedBase(tx: Tx, rng: Rng): Promise<BaseData> {
  await seedFeatures(tx);
  const cats = await seedCategories(tx);
  const accounts = await seedAccounts(tx, rng);
  const biz = await seedBusinesses(tx, rng, accounts);
  await seedReferenceData(tx);
  return { categories: cats, accounts, businesses: biz };
}

/** Loads what product generation needs from an already seeded database. */
export async function loadBase(db: Db | Tx): Promise<Omit<BaseData, 'accounts'>> {
  return {
    categories: await db.select().from(categories),
    businesses: await db.select().from(businesses),
  };
}
