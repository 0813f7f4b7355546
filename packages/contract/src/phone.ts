/**
 * Phone input keeps the 10 digits of a North American number: non-digits are dropped, then a
 * leading country code 1 (as in stored '+14165550142' or a typed '1 416 555 0142') once there
 * are 11 digits or more, then anything after the tenth digit (an extension).
 */
export function phoneDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  const national = digits.length >= 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.slice(0, 10);
}

/** Shows a phone as (xxx) xxx-xxxx, formatting as far as the digits go. */
export function formatPhone(input: string): string {
  const d = phoneDigits(input);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/**
 * A stored phone for reading: a North American number (10 digits, or 11 starting with 1) as
 * (xxx) xxx-xxxx, whether it was kept as '8085550100' or '+14165551002'; anything else as kept.
 */
export function displayPhone(stored: string | null | undefined): string {
  const kept = stored ?? '';
  const digits = kept.replace(/\D/g, '');
  const northAmerican = digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
  return northAmerican ? formatPhone(kept) : kept;
}
