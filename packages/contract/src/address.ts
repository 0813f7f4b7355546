/**
 * Billing address and identity rules for the two billing countries (spec partner-and-staff
 * sections 5 and 9; consumer-and-accounts section 9). Plain functions and data, no zod: the
 * first page a visitor loads uses these (tax by region), and the bank rules that need zod live
 * in bank-account.ts.
 */

export type CountryCode = 'US' | 'CA';
export interface Region {
  code: string;
  name: string;
}

export const BILLING_COUNTRIES: readonly { code: CountryCode; name: string }[] = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
];

/** The 50 states and the District of Columbia. */
// prettier-ignore
export const US_STATES: readonly Region[] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'],
  ['CA', 'California'], ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'],
  ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'],
  ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'],
  ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'],
  ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'],
  ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
  ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'],
  ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'],
  ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'],
  ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'],
  ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
].map(([code, name]) => ({ code, name }));

/** The 10 provinces and 3 territories. */
// prettier-ignore
export const CA_PROVINCES: readonly Region[] = [
  ['AB', 'Alberta'], ['BC', 'British Columbia'], ['MB', 'Manitoba'], ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'], ['NS', 'Nova Scotia'], ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'], ['ON', 'Ontario'], ['PE', 'Prince Edward Island'], ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'], ['YT', 'Yukon'],
].map(([code, name]) => ({ code, name }));

export const regionsFor = (country: CountryCode): readonly Region[] =>
  country === 'CA' ? CA_PROVINCES : US_STATES;

/**
 * A state or province code from a code or a full name ('on', 'Ontario' -> 'ON'); null when
 * it is neither. 'CA' is California (a region code, never the country here).
 */
export function regionCode(input: string): string | null {
  const key = input.trim().toLowerCase();
  if (!key) return null;
  const found = [...US_STATES, ...CA_PROVINCES].find(
    (r) => r.code.toLowerCase() === key || r.name.toLowerCase() === key,
  );
  return found?.code ?? null;
}

const POSTAL_CODE: Record<CountryCode, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i,
};

/** US: 5 digits with an optional 4-digit suffix; CA: letter-digit-letter, optional space, digit-letter-digit. */
export const isValidPostalCode = (value: string, country: CountryCode): boolean =>
  POSTAL_CODE[country].test(value.trim());

/** What a postal code that does not fit its country is told. */
export const postalCodeHint = (country: CountryCode): string =>
  country === 'CA'
    ? 'Enter a postal code like A1A 1A1'
    : 'Enter a ZIP code like 12345 or 12345-6789';

export const CHOOSE_REGION = 'Choose a state or province';

/** Canadian postal codes are stored uppercased ('m5v 3l9' -> 'M5V 3L9'); US codes trimmed. */
export const normalizePostalCode = (value: string): string => value.trim().toUpperCase();

export interface TaxIdLabels {
  personal: 'SIN' | 'SSN';
  business: 'Business Number' | 'EIN';
  /** How the business number is written. */
  businessFormat: string;
}

/** CA: SIN and Business Number (9 digits); otherwise SSN and EIN (12-3456789). */
export const taxIdLabels = (country: string): TaxIdLabels =>
  country === 'CA'
    ? { personal: 'SIN', business: 'Business Number', businessFormat: '123456789' }
    : { personal: 'SSN', business: 'EIN', businessFormat: '12-3456789' };

/** SIN and SSN are 9 digits; dashes and spaces are ignored. */
export const isValidPersonalId = (value: string): boolean =>
  /^\d{9}$/.test(value.replace(/[\s-]/g, ''));

/** CA Business Number: 9 digits. EIN: 12-3456789 (the dash may be left out). */
export const isValidBusinessTaxId = (value: string, country: string): boolean =>
  country === 'CA' ? /^\d{9}$/.test(value.trim()) : /^\d{2}-?\d{7}$/.test(value.trim());

/** A stored identity number shows masked: 9 stars for Canada, 4 otherwise; '' when absent. */
export function maskIdentity(value: string | null | undefined, country: string): string {
  if (!value) return '';
  return '*'.repeat(country === 'CA' ? 9 : 4);
}

/** Save buttons stay disabled while the value still contains an asterisk (the mask). */
export const isMaskedIdentity = (value: string): boolean => value.includes('*');
