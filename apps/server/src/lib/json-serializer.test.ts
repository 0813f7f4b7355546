import { productDetailSchema, productListItemSchema, type ProductDetail } from '@jaunt/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonSchemaOf, serializerCompiler } from './json-serializer.ts';

const writerFor = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (
    data: unknown,
  ) => string;

const detail: ProductDetail = {
  _id: 'p1',
  sku: 'SKU-1',
  slug: 'sunset-cruise',
  name: 'Sunset "Harbour" Cruise\n</script>',
  active: true,
  businessId: null,
  category: {
    _id: 'c1',
    name: 'Cruises',
    slug: 'cruises',
    parentCategory: null,
    parentCategoryName: null,
  },
  features: [{ key: 'duration', val: '2h' }],
  keyFeatures: ['Drinks included'],
  address: { city: 'Toronto', country: 'CA' },
  location: { lat: 43.6, lng: -79.4 },
  website: '',
  phone: '',
  email: '',
  featuredImage: '/img/a.jpg',
  images: ['/img/a.jpg'],
  info: 'Ünïcode ✓ \u2028 line',
  lowestPrice: 49.5,
  tax: null,
  integration: { name: 'fareharbor', fields: { shortname: 'x', nested: { a: [1, null] } } },
  computedRating: 4.5,
  reviewCount: 12,
  tripadvisorLocationId: null,
  elfsightId: null,
  market: 'toronto',
  city: 'Toronto',
  updated: '2026-11-26T00:00:00.000Z',
  description: '<p>Hi</p>',
  metaDescription: '',
  hours: '',
  highlights: ['Views'],
  whatToExpect: '',
  meetingPoint: '',
  cancellationPolicy: '',
  ratingCounts: [0, 0, 1, 2, 9],
  variants: [
    {
      name: 'Adult',
      slug: 'adult',
      experienceSku: 'E1',
      externalSku: null,
      description: '',
      included: '<ul><li>Drinks</li></ul>',
      metaDescription: '',
      image: '',
      images: [],
      price: 49.5,
      mrp: 60,
      fee: 0,
      isGroup: false,
      isPrivateSale: false,
      experienceDate: null,
      hasCallout: false,
      calloutText: '',
      minPeople: 1,
      maxPeople: 10,
      minPurchase: 1,
      purchaseType: 'per-person',
      duration: '2h',
      active: true,
      location: null,
    },
  ],
};

describe('response bodies written from the route schema', () => {
  it('writes a product page exactly as zod would, escaping included', () => {
    const body = writerFor(productDetailSchema)(detail);
    expect(JSON.parse(body)).toEqual(z.encode(productDetailSchema, detail));
  });

  it('never writes a column the schema does not declare, at any depth', () => {
    const row = {
      ...detail,
      passwordHash: 'argon2id$secret',
      category: { ...detail.category!, internalNote: 'x' },
      variants: [{ ...detail.variants[0], commissionSecret: 0.3 }],
    };
    const body = writerFor(productDetailSchema)(row);
    expect(body).not.toMatch(/passwordHash|internalNote|commissionSecret/);
    expect(JSON.parse(body)).toEqual(z.encode(productDetailSchema, detail));
  });

  it('leaves out optional fields that are undefined and keeps null where allowed', () => {
    const body = writerFor(productListItemSchema)({
      _id: 'p1',
      name: 'A',
      category: null,
      tax: undefined,
    });
    expect(JSON.parse(body)).toEqual({ _id: 'p1', name: 'A', category: null });
  });

  it('writes the branch of a union that matches, nullable unions and extra properties too', () => {
    const schema = z.object({
      item: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('place'), city: z.string() }),
        z.object({ kind: z.literal('price'), cents: z.number().int() }),
      ]),
      either: z.union([z.string(), z.number()]).nullable(),
    });
    const write = writerFor(schema);
    expect(
      JSON.parse(write({ item: { kind: 'price', cents: 500, leak: 1 }, either: null })),
    ).toEqual({ item: { kind: 'price', cents: 500 }, either: null });
    expect(JSON.parse(write({ item: { kind: 'place', city: 'Banff' }, either: 7 }))).toEqual({
      item: { kind: 'place', city: 'Banff' },
      either: 7,
    });
  });

  it('keeps zod for what JSON Schema cannot say (dates, transforms), with the same output', () => {
    const schema = z.object({ at: z.date(), n: z.number() });
    expect(jsonSchemaOf(schema)).toBeNull();
    const body = writerFor(schema)({ at: new Date(Date.UTC(2026, 10, 26)), n: 1, leak: true });
    expect(JSON.parse(body)).toEqual({ at: '2026-11-26T00:00:00.000Z', n: 1 });
  });
});
