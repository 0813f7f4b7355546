/**
 * What a product write is checked against before it is written (spec sections 5 and 6): who may
 * set which fields, and that its market, city and category exist.
 */
import {
  cityInNoMarket,
  cityNotInMarket,
  cityOfTags,
  marketOfTags,
  TEXT,
  type ProductValues,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { marketVal } from '../markets/markets.repo.ts';
import * as repo from './product-editor.repo.ts';

export const isAdmin = (u: AuthUser) => u.role === 'admin';

/** Commission, fee and integration are the admin's (spec section 6). */
export function assertAdminFields(actor: AuthUser, body: ProductValues) {
  if (isAdmin(actor)) return;
  const touches =
    body.integration !== undefined ||
    body.variants.some((v) => v.commission !== undefined || v.fee !== undefined);
  if (touches) throw forbidden(TEXT.noPermission);
}

/**
 * The Market tag must name a market (spec section 5: 'Please enter a valid market.'); it is
 * stored as that market writes its val ('fl' is saved as 'FL'), so lists by market find it. A
 * product kept in a market that is no longer one (`stored`) can still be edited as it is.
 */
export async function withKnownMarket<T extends ProductValues>(
  ctx: AppContext,
  body: T,
  stored?: string,
): Promise<T> {
  const typed = marketOfTags(body.features);
  if (stored !== undefined && typed === stored) return body;
  const val = await marketVal(ctx.db, typed);
  if (!val) throw badRequest(TEXT.enterValidMarket, { features: TEXT.enterValidMarket });
  if (val === typed) return body;
  const features = body.features.map((f) => (f.key === 'Market' ? { ...f, val } : f));
  return { ...body, features };
}

/** A City tag must belong to the product's Market tag (spec section 5). */
export async function assertCityInMarket(ctx: AppContext, tags: ProductValues['features']) {
  const city = cityOfTags(tags);
  if (!city) return;
  const market = marketOfTags(tags);
  if (!market) throw badRequest(cityInNoMarket(city), { features: cityInNoMarket(city) });
  const markets = await repo.marketsOfCity(ctx.db, city);
  if (!markets.some((m) => m.toLowerCase() === market.toLowerCase())) {
    const msg = cityNotInMarket(city, market);
    throw badRequest(msg, { features: msg });
  }
}

export async function assertCategory(ctx: AppContext, categoryId: string) {
  if (!(await repo.categoryExists(ctx.db, categoryId))) {
    throw badRequest('That category does not exist', {
      categoryId: 'That category does not exist',
    });
  }
}
