/**
 * The cart: one item at a time, kept in localStorage ("Cart is stored locally") and shared by
 * every screen through useSyncExternalStore. Prices are the catalogue's dollars, for display
 * only: the server prices the order again from the catalogue.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import { marketSegment, type Variant, type VariantPage } from '@jaunt/contract';
import { clampQuantity, taxMultiplier } from '@jaunt/contract/money';
import type { Market } from './markets.ts';

/** A live seat hold (POST /api/bookings/holdSlot) that checkout books: its time and tickets. */
export interface CartHold {
  /** The hold's uuid: POST /api/orders takes it as holdUuid. */
  uuid: string;
  /** When the seats are released (ISO instant). */
  utcExpiresAt: string;
  /** The slot's local start with its offset, e.g. 2026-03-08T09:00:00-07:00. */
  localDateTimeStart: string;
  /** The listing's IANA zone. */
  timeZone: string;
  /** One line per ticket type; prices in dollars. */
  people: { name: string; price: number; quantity: number }[];
  /** The tickets' sum in dollars. */
  total: number;
}

export interface CartItem {
  /** The variant's experienceSku. */
  sku: string;
  name: string;
  /** The variant page's path, e.g. '/GTA/harbour-cruise/sunset'. */
  slug: string;
  mrp: number;
  price: number;
  quantity: number;
  image: string;
  category: string;
  currency: string;
  businessId: string | null;
  /** The product (partner listing) sku. */
  partner: string;
  /** Variant fee, percent of the price. */
  fee: number;
  /** Sales tax multiplier, e.g. 1.13. */
  tax: number;
  /** A seat hold of a scheduled variant; `quantity` is then its seat count. */
  hold?: CartHold;
}

export interface Cart {
  item: CartItem | null;
  couponCode: string;
}

const KEY = 'cart';
const EMPTY: Cart = { item: null, couponCode: '' };
const listeners = new Set<() => void>();
let cached: Cart | undefined;

const isItem = (v: unknown): v is CartItem => {
  const i = v as Partial<CartItem> | null;
  return (
    !!i &&
    typeof i.sku === 'string' &&
    typeof i.name === 'string' &&
    typeof i.price === 'number' &&
    typeof i.quantity === 'number' &&
    typeof i.fee === 'number' &&
    typeof i.tax === 'number'
  );
};

const isHold = (v: unknown): v is CartHold => {
  const h = v as Partial<CartHold> | null;
  return (
    !!h &&
    typeof h.uuid === 'string' &&
    typeof h.utcExpiresAt === 'string' &&
    typeof h.localDateTimeStart === 'string' &&
    typeof h.timeZone === 'string' &&
    typeof h.total === 'number' &&
    Array.isArray(h.people)
  );
};

function read(): Cart {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Cart> | null;
    if (!raw || !isItem(raw.item)) return EMPTY;
    const { hold, ...item } = raw.item;
    return {
      item: {
        ...item,
        quantity: clampQuantity(item.quantity),
        ...(isHold(hold) ? { hold } : {}),
      },
      couponCode: typeof raw.couponCode === 'string' ? raw.couponCode : '',
    };
  } catch {
    return EMPTY;
  }
}

function write(next: Cart) {
  cached = next;
  try {
    if (next.item) localStorage.setItem(KEY, JSON.stringify(next));
    else localStorage.removeItem(KEY);
  } catch {
    // Private mode or a full storage: the cart lives in memory for this page.
  }
  listeners.forEach((l) => l());
}

export const getCart = (): Cart => (cached ??= read());

/** Another tab changed the cart. */
function onStorage(event: StorageEvent) {
  if (event.key !== KEY && event.key !== null) return;
  cached = read();
  listeners.forEach((l) => l());
}

export function subscribeCart(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export const useCart = (): Cart => useSyncExternalStore(subscribeCart, getCart, () => EMPTY);

/** The cart item of a variant of a loaded variant page (Book Now and the booking widget). */
export function toCartItem(page: VariantPage, variant: Variant, markets: Market[] = []): CartItem {
  const market = markets.find((m) => m.val === page.market);
  return {
    sku: variant.experienceSku,
    name: `${page.name} - ${variant.name}`,
    slug: `/${marketSegment(market ?? { val: page.market })}/${page.slug}/${variant.slug}`,
    mrp: variant.mrp,
    price: variant.price,
    quantity: Math.max(1, variant.minPurchase),
    image: variant.image || page.featuredImage,
    category: page.category?.name ?? '',
    currency: market?.currency ?? (page.address.country === 'US' ? 'USD' : 'CAD'),
    businessId: page.businessId,
    partner: page.sku,
    fee: variant.fee,
    tax: taxMultiplier(page.address.region, page.tax),
  };
}

/** Puts an item in the cart, replacing the one there (the cart holds one item). */
export function setCartItem(item: CartItem) {
  write({ item: { ...item, quantity: clampQuantity(item.quantity) }, couponCode: '' });
}

/** A new quantity, kept between 1 and 1000. */
export function setCartQuantity(quantity: number) {
  const { item, couponCode } = getCart();
  if (item) write({ item: { ...item, quantity: clampQuantity(quantity) }, couponCode });
}

export function setCartCoupon(code: string) {
  const { item } = getCart();
  write({ item, couponCode: code.trim() });
}

export const clearCart = () => write(EMPTY);

/** Items in the cart (0 or 1). */
export const cartCount = (cart: Cart): number => (cart.item ? 1 : 0);

/**
 * 'Book Now' on a variant page. The cart feature provides the real action (sign-up prompt for
 * guests, else cart then checkout) through BuyNowContext in the app layout; the page may pass its
 * loaded product, else the action looks it up.
 */
export type BuyNow = (variant: Variant, page?: VariantPage) => void;

export const BuyNowContext = createContext<BuyNow>(() => {
  window.location.assign('/cart');
});

export const useBuyNow = (): BuyNow => useContext(BuyNowContext);

/** The last purchase of this tab, for /purchase-complete (no login needed with its access). */
export interface LastPurchase {
  transactionId: string;
  access: string;
}

const PURCHASE_KEY = 'lastPurchase';

export function saveLastPurchase(purchase: LastPurchase) {
  sessionStorage.setItem(PURCHASE_KEY, JSON.stringify(purchase));
}

export function lastPurchase(): LastPurchase | null {
  try {
    const v = JSON.parse(
      sessionStorage.getItem(PURCHASE_KEY) ?? 'null',
    ) as Partial<LastPurchase> | null;
    return v && typeof v.transactionId === 'string' && typeof v.access === 'string'
      ? { transactionId: v.transactionId, access: v.access }
      : null;
  } catch {
    return null;
  }
}
