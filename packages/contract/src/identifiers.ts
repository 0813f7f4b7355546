/** Codes, SKUs and slugs (consumer section 9; partner sections 4, 5 and 9). */

/** Transaction codes, cookie ids and integration states: 16 characters from A-Z and 0-9. */
export const TRANSACTION_CODE = /^[A-Z0-9]{16}$/;
export const isTransactionCode = (value: unknown): value is string =>
  typeof value === 'string' && TRANSACTION_CODE.test(value);

/** An experience sku: the product sku plus a four-digit sequence ('HIK01', 7 -> 'HIK010007'). */
export function experienceSku(productSku: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 0 || sequence > 9999) {
    throw new RangeError(`Experience sequence must be 0 to 9999, got ${sequence}`);
  }
  return `${productSku}${String(sequence).padStart(4, '0')}`;
}

/** An image name: the sku plus a letter per variant (index 0 -> 'a', 1 -> 'b' ... 25 -> 'z'). */
export function variantImageName(sku: string, index: number): string {
  if (!Number.isInteger(index) || index < 0 || index > 25) {
    throw new RangeError(`Variant image index must be 0 to 25, got ${index}`);
  }
  return `${sku}${String.fromCharCode(97 + index)}`;
}

/**
 * A booking code as the partner types it, normalised: trimmed and uppercased; without a dash,
 * one is inserted after the 4th character (format 4-4): 'abcd1234' -> 'ABCD-1234'.
 */
export function bookingCode(input: string): string {
  const code = input.trim().toUpperCase();
  if (code.includes('-') || code.length <= 4) return code;
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The redeem date is sent as a timestamp plus one hour (a date picked as local midnight then
 * stays on the same calendar day across daylight-saving and small zone shifts).
 */
export function redeemDateTimestamp(date: Date | string | number): number {
  const time = new Date(date).getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid redeem date');
  return time + HOUR_MS;
}

/** Accented letters lose their accents ('Café' -> 'Cafe') before other characters are stripped. */
const stripAccents = (input: string) => input.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** A variant slug: lowercased, spaces become hyphens, other characters stripped. */
export const variantSlug = (input: string): string =>
  stripAccents(input)
    .toLowerCase()
    .replace(/\s/g, '-')
    .replace(/[^a-z0-9-]/g, '');

/**
 * A product slug: like a variant slug, with runs of hyphens collapsed and none at either end:
 * "Joe's  Boat Tours - Harbour" -> 'joes-boat-tours-harbour'.
 */
export const productSlug = (name: string): string =>
  variantSlug(name).replace(/-+/g, '-').replace(/^-|-$/g, '');

/** The header that carries an order's access token (POST /api/orders returns the token). */
export const ORDER_ACCESS_HEADER = 'x-order-access';
