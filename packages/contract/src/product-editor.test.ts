import { describe, expect, it } from 'vitest';
import {
  forgotField,
  generateMeta,
  integrationLabel,
  META_DESCRIPTION_LIMIT,
  productInputSchema,
  variantInputSchema,
} from './product-editor.ts';
import { csvRecords, importRowSchema, parseCsv } from './product-import.ts';

describe('product editor rules', () => {
  it('names the API column FHDN / FH-API / FH-AFL, else the integration name', () => {
    expect(integrationLabel('Fareharbor')).toBe('FHDN');
    expect(integrationLabel('Fareharbor API')).toBe('FH-API');
    expect(integrationLabel('Fareharbor Affiliate')).toBe('FH-AFL');
    expect(integrationLabel('Rezdy')).toBe('Rezdy');
    expect(integrationLabel(null)).toBe('');
  });

  it('generates a meta description within 155 characters, cut at a word', () => {
    const long = `<p>${'Paddle the quiet harbour at sunset with a local guide. '.repeat(5)}</p>`;
    const meta = generateMeta('Sunset Kayak', long);
    expect(meta.length).toBeLessThanOrEqual(META_DESCRIPTION_LIMIT);
    expect(meta).not.toContain('<');
    expect(meta.endsWith('…')).toBe(true);
    expect(generateMeta('Short', 'Nice.')).toBe('Short. Nice.');
  });

  it('normalises a variant slug and needs name and description', () => {
    const ok = variantInputSchema.parse({
      name: 'A',
      description: 'd',
      price: 1,
      slug: 'Sunset Tour #2!',
    });
    expect(ok.slug).toBe('sunset-tour-2');
    const bad = variantInputSchema.safeParse({ name: '', description: '', price: 1 });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message)).toEqual([
      forgotField('variant name'),
      forgotField('variant description'),
    ]);
  });

  it('asks for a Market tag, and for people counts with a businessId', () => {
    const r = productInputSchema.safeParse({
      name: 'X',
      sku: 'X1',
      categoryId: '00000000-0000-4000-8000-000000000000',
      businessId: 'B1',
      variants: [{ name: 'A', description: 'd', price: 1 }],
    });
    expect(r.success).toBe(false);
    const byPath = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byPath.features).toBe(forgotField('market'));
    expect(byPath['variants.0.minPeople']).toBe(forgotField('minPeople'));
  });
});

describe('CSV', () => {
  it('parses quoted cells with commas, quotes and line breaks', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi""\nthere"\n\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
    ]);
    expect(csvRecords('sku,name\nA1,Boat\n').records).toEqual([{ sku: 'A1', name: 'Boat' }]);
  });

  it('validates a row and reports fields', () => {
    const r = importRowSchema.safeParse({
      sku: 'A1',
      name: '',
      category: 'c',
      market: 'FL',
      variantName: 'v',
      variantDescription: 'd',
      price: 'x',
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path[0]).sort()).toEqual(['name', 'price']);
  });
});
