import { experienceSku, lowestPriceCents, variantSlug } from '@jaunt/contract';
import type { Db } from '../../src/db/client.ts';
import {
  businesses,
  categories,
  productDetails,
  products,
  variants,
} from '../../src/db/schema/index.ts';
import { categoryImagePath, IMAGES_PER_CATEGORY } from '../../src/lib/images.ts';
import { sanitizeRichText } from '../../src/lib/sanitize.ts';
import { CATEGORIES, MODIFIERS, OTHER_TAGS, type CategoryDef } from '../content/categories.ts';
import { DEFAULT_MARKET_CODE, marketDef, MARKETS } from '../content/markets.ts';
import type { Rng } from './rng.ts';
import { buildPageTexts, hashOf, type PageTexts } from './product-texts.ts';
import { factoryRng, nextSeq } from './state.ts';
import { jitter, pad, postalCode, slugify, uniqueSlug } from './util.ts';

export type Category = typeof categories.$inferSelect;
export type Business = typeof businesses.$inferSelect;
export type BusinessInsert = typeof businesses.$inferInsert;
export type Product = typeof products.$inferSelect;
export type ProductInsert = typeof products.$inferInsert;
export type Variant = typeof variants.$inferSelect;
export type VariantInsert = typeof variants.$inferInsert;
export type ProductWithVariants = Product & { variants: Variant[] };

export interface CategoryInput extends Partial<typeof categories.$inferInsert> {
  name: string;
  slug?: string;
  parent?: Pick<Category, 'id' | 'name'>;
}

export async function createCategory(db: Db, input: CategoryInput): Promise<Category> {
  const { parent, ...rest } = input;
  const [row] = await db
    .insert(categories)
    .values({
      slug: slugify(input.name),
      ...(parent ? { parentCategoryId: parent.id, parentCategoryName: parent.name } : {}),
      ...rest,
    })
    .returning();
  return row;
}

const BUSINESS_WORDS = [
  'Adventures',
  'Tours Co.',
  'Experiences',
  'Outfitters',
  'Collective',
  'Excursions',
];

export interface BusinessInput extends Partial<BusinessInsert> {
  market: string;
}

export function buildBusiness(input: BusinessInput, rng: Rng = factoryRng()): BusinessInsert {
  const def = marketDef(input.market) ?? marketDef(DEFAULT_MARKET_CODE)!;
  const city = rng.pick(def.cities);
  const name = input.name ?? `${city.name} ${rng.pick(BUSINESS_WORDS)}`;
  const n = nextSeq();
  return {
    businessId: `B${pad(n, 5)}`,
    name,
    email: `hello@${slugify(name)}-${n}.example`,
    active: true,
    commission: 15,
    vendorAgreementDate: new Date(),
    url: `https://${slugify(name)}.example`,
    billingAddress: {
      company: name,
      country: def.country,
      region: def.region,
      city: city.name,
      address: `${rng.int(10, 2999)} ${rng.pick(STREETS)}`,
      postalCode: postalCode(rng, def.country, city.postal),
    },
    ...input,
  };
}

/** A partner business; `staff` lists partner-staff members by email. */
export async function createBusiness(db: Db, input: BusinessInput): Promise<Business> {
  const [row] = await db.insert(businesses).values(buildBusiness(input)).returning();
  return row;
}

const STREETS = [
  'Harbour St',
  'King St W',
  'Main St',
  'Ocean Ave',
  'Lakeshore Blvd',
  'Park Rd',
  'Market Sq',
  'Bay St',
  'Front St',
  'Pier Rd',
  'Elm St',
  'Water St',
];
export const VARIANT_NAMES = [
  'General Admission',
  'Adult',
  'Child (under 12)',
  'Private Group',
  'Couple',
  'Premium',
  'Family Pass',
  'Early Bird',
];

export type VariantInput = Partial<Omit<VariantInsert, 'productId'>> & {
  name: string;
  priceCents: number;
};

export interface ProductInput extends Partial<Omit<ProductInsert, 'lowestPriceCents'>> {
  market?: string;
  /** Variants to insert (default: one or two believable ones). */
  variants?: VariantInput[];
  /** Vocabulary for the generated name and texts (default: a random category's). */
  vocabulary?: CategoryDef;
  /** Overrides of the page texts (highlights, what to expect...). */
  details?: Partial<PageTexts>;
  /** Which of the category's generated scenes the product shows (default: by sku). */
  imageIndex?: number;
}

export interface BuiltProduct {
  product: ProductInsert;
  variants: Omit<VariantInsert, 'productId'>[];
  details: PageTexts;
}

/**
 * A product's gallery: scene `index` of its category first, then two others far from it in
 * the pool, so neighbouring products never share a picture.
 */
export const productImages = (categorySlug: string, index: number) =>
  [0, 17, 31].map((k) => categoryImagePath(categorySlug, (index + k) % IMAGES_PER_CATEGORY));

const htmlList = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

/** Each distinct list of the seed's own items, sanitised once (sanitizedList). */
const sanitizedLists = new Map<string, string>();

/**
 * A list of included items, sanitised as any stored rich text is. The items come from the seed's
 * content, so a category's lists repeat: a large seed sanitised the same few hundred lists a
 * million times, a quarter of its own CPU.
 */
function sanitizedList(items: string[]): string {
  const html = htmlList(items);
  let out = sanitizedLists.get(html);
  if (out === undefined) sanitizedLists.set(html, (out = sanitizeRichText(html)));
  return out;
}

function buildVariants(
  rng: Rng,
  sku: string,
  def: CategoryDef,
  fill: (line: string) => string,
  input: VariantInput[] | undefined,
  imageIndex: number,
) {
  const list: VariantInput[] =
    input ??
    rng.sample(VARIANT_NAMES, rng.int(1, 2)).map((name) => ({
      name,
      priceCents: rng.int(2, 30) * 500 - 100,
    }));
  const slugs = new Set<string>();
  return list.map((v, i) => ({
    position: i,
    slug: uniqueSlug(variantSlug(v.name), slugs),
    experienceSku: experienceSku(sku, i + 1),
    description: fill(rng.pick(def.lines.slice(1))),
    // Stored sanitised: the variant presenters serve it as is.
    included: sanitizedList(rng.sample(def.included, 3)),
    image: categoryImagePath(def.slug, imageIndex + 5 + 11 * i),
    mrpCents: Math.round((v.priceCents * rng.int(100, 130)) / 10000) * 100,
    fee: rng.int(0, 5),
    minPeople: 1,
    maxPeople: rng.int(4, 20),
    duration: rng.pick(def.durations),
    ...v,
  }));
}

/** A believable product name, e.g. "Harbour Sunset Kayak Tour". */
export const productName = (rng: Rng, vocab: CategoryDef, thing = rng.pick(vocab.things)) =>
  `${rng.pick(MODIFIERS)} ${thing} ${rng.pick(vocab.formats)}`;

/** Market and City tags plus an Activity tag and, for some, Type and Experience tags. */
function productTags(rng: Rng, market: string, city: string) {
  const tags = [
    { key: 'Market', val: market },
    { key: 'City', val: city },
  ];
  for (const group of OTHER_TAGS)
    if (group.key === 'Activity' || rng.chance(0.5))
      tags.push({ key: group.key, val: rng.pick(group.vals) });
  return tags;
}

/** The rows of a product and its variants (not inserted); lowestPriceCents by the spec rule. */
export function buildProduct(input: ProductInput = {}, rng: Rng = factoryRng()): BuiltProduct {
  const { variants: variantInput, vocabulary, details, imageIndex: index, ...rest } = input;
  const market = input.market ?? DEFAULT_MARKET_CODE;
  const def = marketDef(market) ?? MARKETS.find((m) => m.val === DEFAULT_MARKET_CODE)!;
  const vocab = vocabulary ?? rng.pick(CATEGORIES);
  const city = def.cities.find((c) => c.name === input.city) ?? rng.pick(def.cities);
  const cityName = input.city ?? city.name;
  const sku = input.sku ?? `${market}${pad(nextSeq())}`;
  const thing = vocab.things.find((t) => input.name?.includes(t)) ?? rng.pick(vocab.things);
  const name = input.name ?? productName(rng, vocab, thing);
  const fill = (line: string) =>
    line.replace('{city}', cityName).replace('{thing}', thing.toLowerCase());
  const [intro, ...others] = vocab.lines;
  const lines = [intro, ...rng.sample(others, others.length)].map(fill);
  const point = jitter(rng, def, 20);
  const imageIndex = index ?? hashOf(sku) % IMAGES_PER_CATEGORY;
  const built = buildVariants(rng, sku, vocab, fill, variantInput, imageIndex);
  const street = `${rng.int(10, 2999)} ${rng.pick(STREETS)}`;
  const images = productImages(vocab.slug, imageIndex);
  const product: ProductInsert = {
    sku,
    slug: `${slugify(name)}-${sku.toLowerCase()}`,
    name,
    nameLower: name.toLowerCase(),
    active: true,
    market,
    city: cityName,
    features: productTags(rng, market, cityName),
    keyFeatures: rng.sample(vocab.included, 2),
    address: {
      street,
      city: cityName,
      region: def.region,
      country: def.country,
      postalCode: postalCode(rng, def.country, city.postal),
    },
    lat: point.lat,
    lng: point.lng,
    phone: `+1${rng.int(200, 999)}555${pad(rng.int(0, 9999))}`,
    featuredImage: images[0],
    images,
    info: lines.slice(0, 3).join(' '),
    description: lines.join(' '),
    metaDescription: lines[0].slice(0, 155),
    hours: rng.pick([
      'Daily 9:00 AM - 6:00 PM',
      'Mon-Sat 10:00 AM - 8:00 PM',
      'Weekends 8:00 AM - 4:00 PM',
      'Daily, departures every hour',
    ]),
    ...rest,
    lowestPriceCents: lowestPriceCents(built.map((v) => ({ ...v, active: v.active ?? true }))),
  };
  product.nameLower = product.name.toLowerCase();
  const texts = buildPageTexts({ sku, categorySlug: vocab.slug, city: cityName, thing, street });
  return { product, variants: built, details: { ...texts, ...details } };
}

/** Inserts a product and its variants; returns the product row with `variants`. */
export async function createProduct(
  db: Db,
  input: ProductInput = {},
): Promise<ProductWithVariants> {
  const built = buildProduct(input);
  return db.transaction(async (tx) => {
    const [product] = await tx.insert(products).values(built.product).returning();
    const rows = built.variants.length
      ? await tx
          .insert(variants)
          .values(built.variants.map((v) => ({ ...v, productId: product.id })))
          .returning()
      : [];
    await tx.insert(productDetails).values({ ...built.details, productId: product.id });
    return { ...product, variants: rows };
  });
}
