import type { LoggedIn } from '../../../test/auth-helpers.ts';
import { loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createBusiness,
  createCategory,
  createCity,
  createMarket,
} from '../../../test/factories.ts';

/** The staff editor's test world: FL and GTA with cities, a category, a business, one of each role. */
export async function openEditorWorld() {
  const t = await buildTestApp({ PUBLIC_CACHE_SECONDS: 600 });
  const db = t.database.db;
  await createMarket(db, { val: 'FL' });
  await createMarket(db, { val: 'GTA' });
  await createCity(db, { val: 'Miami', market: 'FL' });
  await createCity(db, { val: 'Toronto', market: 'GTA' });
  await createCity(db, { val: 'Nowhere', market: '' });
  const categoryId = (await createCategory(db, { name: 'Boat Tours', slug: 'boat-tours' })).id;
  const bizId = (await createBusiness(db, { market: 'FL', active: false, commission: 20 }))
    .businessId;
  const [admin, editor, editor2, partner, user] = await Promise.all([
    loginAs(t, 'admin'),
    loginAs(t, 'editor'),
    loginAs(t, 'editor'),
    loginAs(t, 'partner'),
    loginAs(t, 'user'),
  ]);
  return { t, admin, editor, editor2, partner, user, categoryId, bizId };
}

let seq = 0;
/** A valid product body in FL/Miami with two variants; every call gets a new name and SKU. */
export const productBody = (categoryId: string, extra: Record<string, unknown> = {}) => ({
  name: `Miami Sunset Cruise ${++seq}`,
  sku: `MSC${seq}`,
  categoryId,
  features: [
    { key: 'Market', val: 'FL' },
    { key: 'City', val: 'Miami' },
  ],
  variants: [
    { name: 'Adult', description: 'Two hours on the bay', price: 49, slug: 'Adult Ticket!' },
    { name: 'Child', description: 'Kids under 12', price: 29 },
  ],
  ...extra,
});

export const postProduct = (t: TestApp, who: LoggedIn | null, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/products', headers: who?.headers, payload });
export const putProduct = (t: TestApp, who: LoggedIn, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/products/${id}`, headers: who.headers, payload });
