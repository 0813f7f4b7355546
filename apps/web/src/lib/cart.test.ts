import { afterEach, describe, expect, it } from 'vitest';
import {
  cartCount,
  clearCart,
  getCart,
  lastPurchase,
  saveLastPurchase,
  setCartCoupon,
  setCartItem,
  setCartQuantity,
  subscribeCart,
} from './cart.ts';
import { cartItem } from './cart.fixture.ts';

afterEach(() => clearCart());

describe('cart store', () => {
  it('holds one item at a time and keeps it in localStorage', () => {
    setCartItem(cartItem());
    setCartItem(cartItem({ sku: 'EXP-2', name: 'Second' }));
    expect(getCart().item?.sku).toBe('EXP-2');
    expect(cartCount(getCart())).toBe(1);
    expect(JSON.parse(localStorage.getItem('cart')!).item.name).toBe('Second');
  });

  it('keeps the quantity between 1 and 1000', () => {
    setCartItem(cartItem());
    setCartQuantity(0);
    expect(getCart().item?.quantity).toBe(1);
    setCartQuantity(5000);
    expect(getCart().item?.quantity).toBe(1000);
    setCartQuantity(7.8);
    expect(getCart().item?.quantity).toBe(7);
  });

  it('a new item drops the previous coupon; clearing empties it', () => {
    setCartItem(cartItem());
    setCartCoupon('  WELCOME10 ');
    expect(getCart().couponCode).toBe('WELCOME10');
    setCartItem(cartItem({ sku: 'EXP-3' }));
    expect(getCart().couponCode).toBe('');
    clearCart();
    expect(cartCount(getCart())).toBe(0);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('tells subscribers about changes', () => {
    let calls = 0;
    const stop = subscribeCart(() => calls++);
    setCartItem(cartItem());
    setCartQuantity(3);
    stop();
    setCartQuantity(4);
    expect(calls).toBe(2);
  });

  it('picks up a cart written by another tab and ignores a broken one', () => {
    const stop = subscribeCart(() => undefined);
    localStorage.setItem(
      'cart',
      JSON.stringify({ item: cartItem({ quantity: 4 }), couponCode: '' }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    expect(getCart().item?.quantity).toBe(4);
    localStorage.setItem('cart', '{"item":{"sku":1}}');
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    expect(getCart().item).toBeNull();
    stop();
  });

  it('remembers the last purchase for this tab', () => {
    expect(lastPurchase()).toBeNull();
    saveLastPurchase({ transactionId: 'ABC', access: 'tok' });
    expect(lastPurchase()).toEqual({ transactionId: 'ABC', access: 'tok' });
  });
});
