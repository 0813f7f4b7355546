import { toDollars } from '@jaunt/contract';
import type { List, ListItem, ListSummary } from '@jaunt/contract';
import type { AuthUser } from '../../plugins/auth.ts';
import type { ItemWithProduct, ListRow } from './lists.repo.ts';
import { isOwner, maySeeOwnerEmail } from './lists.policy.ts';

const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const THUMBNAILS = 5;

export function presentItem({ item, product, variant }: ItemWithProduct): ListItem {
  return {
    _id: item.id,
    id: item.productId,
    variant: item.variant,
    flavorText: item.flavorText,
    notes: item.notes,
    experienceSku: item.experienceSku,
    product: {
      _id: product.id,
      sku: product.sku,
      name: product.name,
      slug: product.slug,
      market: product.market,
      city: product.city,
      featuredImage: product.featuredImage,
      lowestPrice: toDollars(product.lowestPriceCents),
      computedRating: oneDecimal(product.computedRating),
      reviewCount: product.reviewCount,
      active: product.active,
      address: product.address,
      location:
        product.lat != null && product.lng != null ? { lat: product.lat, lng: product.lng } : null,
    },
    variantSummary: variant
      ? {
          name: variant.name,
          slug: variant.slug,
          experienceSku: variant.experienceSku,
          price: toDollars(variant.priceCents),
          image: variant.image,
        }
      : null,
  };
}

export function presentSummary(
  list: ListRow,
  items: ItemWithProduct[],
  viewer: AuthUser | null,
): ListSummary {
  const images = items
    .map(({ product, variant }) => variant?.image || product.featuredImage)
    .filter(Boolean)
    .slice(0, THUMBNAILS);
  return {
    _id: list.id,
    name: list.name,
    ...(maySeeOwnerEmail(viewer, list) ? { email: list.email } : {}),
    owner: isOwner(viewer, list),
    created: list.created.toISOString(),
    updated: list.updated.toISOString(),
    count: items.length,
    images,
  };
}

export function presentList(
  list: ListRow,
  items: ItemWithProduct[],
  viewer: AuthUser | null,
): List {
  return { ...presentSummary(list, items, viewer), experiences: items.map(presentItem) };
}
