import type { ClickEventBody, ClickIntent, ProductSummary } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';
import { cookieId } from '../../../lib/cookie-id.ts';

/** POST /api/links: records a click (book, image, visit-website...). Fire and forget. */
export function trackClick(
  intent: ClickIntent,
  link: string,
  product: Pick<ProductSummary, 'businessId' | 'city' | 'category' | 'market' | 'sku'>,
  experienceSku?: string,
) {
  const body: ClickEventBody = {
    link: link.slice(0, 2000),
    cookieId: cookieId(),
    intent,
    partnerId: product.businessId ?? '',
    partnerCity: product.city,
    categoryName: product.category?.name ?? '',
    market: product.market,
    experienceSku: experienceSku ?? product.sku,
  };
  void api('/api/links', { method: 'POST', body }).catch(() => {});
}
