import { describe, expect, it } from 'vitest';
import { parseVariantJson } from '../components/import-variant.tsx';
import { emptyProduct, emptyVariant, formToPayload, validateProductForm } from './form-values.ts';

describe('product form', () => {
  const filled = () => {
    const f = emptyProduct('FL');
    f.name = 'Bay Cruise';
    f.sku = 'BAY1';
    f.categoryId = '00000000-0000-4000-8000-000000000000';
    f.integration = { name: 'Rezdy', fields: [{ key: 'supplier', val: 'S1' }] };
    f.variants = [
      {
        ...emptyVariant(),
        name: 'Adult',
        description: 'Two hours',
        price: 49,
        commission: 12,
        fee: 3,
      },
    ];
    return f;
  };

  it('an editor never sends commission, fee or integration; an admin does', () => {
    const editor = formToPayload(filled(), false);
    expect(editor.integration).toBeUndefined();
    expect(editor.variants![0]).not.toHaveProperty('commission');
    expect(editor.variants![0]).not.toHaveProperty('fee');
    const admin = formToPayload(filled(), true);
    expect(admin.integration).toEqual({ name: 'Rezdy', fields: { supplier: 'S1' } });
    expect(admin.variants![0]).toMatchObject({ commission: 12, fee: 3 });
  });

  it("an admin's empty commission is not sent, so a variant without one takes the business's (decision 036)", () => {
    const f = filled();
    f.businessId = 'B00001';
    f.variants[0] = {
      ...f.variants[0],
      commission: '',
      minPeople: 1,
      maxPeople: 10,
      minPurchase: 1,
      purchaseType: 'person',
    };
    expect(validateProductForm(true)(f)).toEqual({});
    expect(formToPayload(f, true).variants![0]).not.toHaveProperty('commission');
    // A commission typed in is still sent, and still checked.
    f.variants[0].commission = 120;
    expect(validateProductForm(true)(f)['variants.0.commission']).toBeDefined();
  });

  it('validates with the contract schema under the form paths', () => {
    const f = filled();
    f.name = '';
    f.variants[0].description = '';
    f.variants[0].price = '';
    const errors = validateProductForm(false)(f);
    expect(errors.name).toBe("Don't forget to set the name");
    expect(errors['variants.0.description']).toBe("Don't forget to set the variant description");
    expect(errors['variants.0.price']).toBeDefined();
    expect(validateProductForm(false)(filled())).toEqual({});
  });

  it("a variant's own place: none when empty, sent whole when set, and a name without coordinates is named on the missing one", () => {
    const f = filled();
    expect(formToPayload(f, false).variants![0].location).toBeNull();
    f.variants[0].location = { lat: 37.8087, lng: -122.4098, text: ' Pier 39, gate B ' };
    expect(validateProductForm(false)(f)).toEqual({});
    expect(formToPayload(f, false).variants![0].location).toEqual({
      lat: 37.8087,
      lng: -122.4098,
      text: 'Pier 39, gate B',
    });
    f.variants[0].location = { lat: '', lng: -122.4098, text: 'Pier 39' };
    const errors = validateProductForm(false)(f);
    expect(errors['variants.0.location.lat']).toBe('Set the latitude too');
    expect(errors['variants.0.location.lng']).toBeUndefined();
  });

  it('highlights are a line each: blank lines dropped, a ninth or an over-long one named on the field', () => {
    const f = filled();
    f.highlights = '  Small groups \n\nDrinks included\n';
    expect(formToPayload(f, false).highlights).toEqual(['Small groups', 'Drinks included']);
    f.highlights = Array.from({ length: 9 }, (_, i) => `Point ${i}`).join('\n');
    expect(validateProductForm(false)(f).highlights).toBe('At most 8 highlights');
    f.highlights = 'x'.repeat(161);
    expect(validateProductForm(false)(f).highlights).toBe('A highlight is at most 160 characters');
  });
});

describe('import a variant from JSON', () => {
  it('adds a valid variant with its slug normalised', () => {
    const r = parseVariantJson(
      '{"name":"Sunset","description":"Golden hour","price":59,"slug":"Sunset Tour"}',
      false,
    );
    expect(r.errors).toEqual([]);
    expect(r.variant).toMatchObject({ name: 'Sunset', slug: 'sunset-tour', price: 59 });
  });

  it("keeps an imported variant's place, editable like one typed in", () => {
    const r = parseVariantJson(
      '{"name":"Sunset","description":"d","price":59,"location":{"lat":21.3,"lng":-157.8,"text":"Pier 8"}}',
      false,
    );
    expect(r.variant?.location).toEqual({ lat: 21.3, lng: -157.8, text: 'Pier 8' });
  });

  it('reports bad JSON and each bad field', () => {
    expect(parseVariantJson('{nope', false).errors).toEqual(['This is not valid JSON.']);
    const r = parseVariantJson('{"name":"","description":"d","price":-1,"minPeople":"x"}', false);
    expect(r.variant).toBeUndefined();
    expect(r.errors.some((e) => e.startsWith('name:'))).toBe(true);
    expect(r.errors.some((e) => e.startsWith('price:'))).toBe(true);
    expect(r.errors.some((e) => e.startsWith('minPeople:'))).toBe(true);
  });
});
