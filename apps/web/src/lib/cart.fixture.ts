import type { CartItem } from './cart.ts';

/** A cart item for tests. */
export const cartItem = (over: Partial<CartItem> = {}): CartItem => ({
  sku: 'EXP-1',
  name: 'Harbour Cruise - Sunset',
  slug: '/GTA/harbour-cruise/sunset',
  mrp: 45,
  price: 39.99,
  quantity: 1,
  image: '',
  category: 'Boat Tours',
  currency: 'CAD',
  businessId: 'B00001',
  partner: 'P-1',
  fee: 5,
  tax: 1.13,
  ...over,
});
