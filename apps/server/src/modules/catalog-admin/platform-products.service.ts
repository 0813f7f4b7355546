/**
 * The product editor's External SKU picker: the products on a business's booking platform, read
 * through the platform's adapter (Bookeo GET /settings/products, FareHarbor's company items,
 * OCTO GET /products, Rezdy GET /products) and answered in one shape, `{ externalSku, name }`.
 */
import { bookingPlatformOf, type BookingPlatform, type PlatformProduct } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { SourceUnavailableError } from '../booking-sources/booking-source.ts';
import { platformAccountOf, platformKey } from '../booking-sources/item-ref.ts';
import { bookeo, fareharbor, octo, rezdy } from '../booking-sources/registry.ts';
import { findBusiness } from '../businesses/business.repo.ts';
import { findProductById } from './product-editor.repo.ts';

type Account = ReturnType<typeof platformAccountOf>;

/** One platform's list, with the key it is read with (a 400 when there is none). */
async function productsOn(
  ctx: AppContext,
  platform: BookingPlatform,
  integration: string,
  account: Account,
): Promise<PlatformProduct[]> {
  const key = platformKey(ctx.config, platform, account.apiKey);
  const noKey = () => badRequest(`This business has no API key for ${integration} yet.`);
  switch (platform) {
    case 'bookeo':
      if (!key) throw noKey();
      return (await bookeo(ctx)).products(key);
    case 'octo':
      if (!key) throw noKey();
      return (await octo(ctx)).products(key);
    case 'fareharbor': {
      if (!account.company)
        throw badRequest(
          `No ${integration} company is named for this business: an admin adds its shortname ` +
            `as its Company ID in Business Management, or as the product's integration field "id".`,
        );
      const items = await (await fareharbor(ctx)).items(account.company, key);
      return items.map((i) => ({ externalSku: String(i.pk), name: i.name }));
    }
    case 'rezdy':
      if (!key) throw noKey();
      return (await rezdy(ctx)).products(key, account.company);
  }
}

/**
 * The products of the business's platform. A saved product of that business (`productId`) lends
 * its own integration fields, as when it books (a FareHarbor company `id`, a Bookeo `apiKey`).
 */
export async function listPlatformProducts(
  ctx: AppContext,
  businessId: string,
  productId?: string,
): Promise<PlatformProduct[]> {
  const business = await findBusiness(ctx.db, businessId);
  if (!business) throw notFound('No business has that id.');
  const integration = business.integration?.name?.trim();
  if (!integration) throw badRequest('This business has no booking platform integration.');
  const platform = bookingPlatformOf(integration);
  if (!platform)
    throw badRequest(`Products on ${integration} cannot be listed here: type the External SKU.`);
  const product = productId ? await findProductById(ctx.db, productId) : null;
  if (productId && !product) throw notFound('No product has that id.');
  const own = product?.businessId === business.businessId ? product : null;
  const account = platformAccountOf({
    productIntegration: own?.integration ?? null,
    productCompanyId: own?.companyId ?? null,
    business,
  });
  try {
    return await productsOn(ctx, platform, integration, account);
  } catch (e) {
    if (!(e instanceof SourceUnavailableError)) throw e;
    throw new AppError(
      'BAD_GATEWAY',
      `Could not get the products from ${integration}. Please try again in a moment.`,
    );
  }
}
