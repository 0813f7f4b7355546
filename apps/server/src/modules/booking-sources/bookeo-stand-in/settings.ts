/** Bookeo settings: GET /settings/products (with default rates) and /settings/peoplecategories. */
import { json, money, type BookeoRoute } from './http.ts';

const info = (total: number) => ({ totalItems: total, totalPages: 1, currentPage: 1 });

export const settingsRoutes: BookeoRoute = ({ s, res, method, path, account }) => {
  if (method === 'GET' && path === '/settings/products') {
    const data = account.products.map((p) => ({
      productId: p.productId,
      name: p.name,
      type: 'fixed',
      defaultRates: Object.entries(p.rates).map(([peopleCategoryId, cents]) => ({
        peopleCategoryId,
        price: money(cents, p.currency),
      })),
    }));
    return json(res, 200, { data, info: info(data.length) });
  }
  if (method === 'GET' && path === '/settings/peoplecategories')
    return json(res, 200, { data: s.peopleCategories, info: info(s.peopleCategories.length) });
  return false;
};
