import type { Db } from '../../src/db/client.ts';
import { features } from '../../src/db/schema/index.ts';
import { marketDef } from '../content/markets.ts';
import { slugify } from './util.ts';

export type Feature = typeof features.$inferSelect;
export type FeatureInsert = typeof features.$inferInsert;

export type MarketInput = Partial<FeatureInsert> & { val: string };

/** A Market feature; a known code (GTA, NYC...) gets its real name, currency, coordinates. */
export function buildMarket(input: MarketInput): FeatureInsert {
  const def = marketDef(input.val);
  return {
    key: 'Market',
    market: def?.market ?? input.val,
    slug: slugify(input.val),
    currency: def?.currency ?? 'CAD',
    coordinates: def ? `${def.lat},${def.lng}` : '43.6532,-79.3832',
    country: def?.country ?? 'CA',
    description: def?.description ?? `Experiences in ${input.market ?? input.val}.`,
    activities: def ? [...def.activities] : [],
    active: true,
    ...input,
  };
}

export async function createMarket(db: Db, input: MarketInput): Promise<Feature> {
  const [row] = await db.insert(features).values(buildMarket(input)).returning();
  return row;
}

export type CityInput = Partial<FeatureInsert> & { val: string; market: string };

/** A City feature: `market` is the market code, `val` the city name. */
export function buildCity(input: CityInput): FeatureInsert {
  return { key: 'City', slug: slugify(input.val), active: true, ...input };
}

export async function createCity(db: Db, input: CityInput): Promise<Feature> {
  const [row] = await db.insert(features).values(buildCity(input)).returning();
  return row;
}

export type TagInput = Partial<FeatureInsert> & {
  key: 'Activity' | 'Type' | 'Experience';
  val: string;
};

/** Any other tag (Activity, Type, Experience). */
export async function createTag(db: Db, input: TagInput): Promise<Feature> {
  const [row] = await db
    .insert(features)
    .values({ slug: slugify(input.val), active: true, ...input })
    .returning();
  return row;
}
