/**
 * Outbound links and conversions (consumer spec section 9): "Outbound links carry a referral
 * source tag" and "The 'Book Experience' click reports a conversion of 10.00 USD".
 */

/** The referral source tag every link to another site carries. */
export const REFERRAL_PARAM = 'utm_source';
export const REFERRAL_SOURCE = 'jaunt';

/**
 * An outside http(s) link with the referral source tag added (an existing tag is kept).
 * Links on this site, mailto:, tel: and anything unparsable come back unchanged. On the server
 * (no window) a relative link cannot be parsed, so it too comes back unchanged.
 */
export function withReferralTag(
  href: string,
  origin = typeof window === 'undefined' ? undefined : window.location.origin,
): string {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return href;
  }
  if (!/^https?:$/.test(url.protocol) || url.origin === origin) return href;
  if (!url.searchParams.has(REFERRAL_PARAM)) url.searchParams.set(REFERRAL_PARAM, REFERRAL_SOURCE);
  return url.toString();
}

/** What a 'Book Experience' click is worth to the ad platforms (spec: 10.00 USD). */
export const BOOK_CONVERSION = { value: 10.0, currency: 'USD' } as const;

type DataLayerEntry = Record<string, unknown>;
declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/**
 * Reports the 'Book Experience' conversion on the page's data layer (the Google Tag Manager /
 * gtag convention: whatever tag the site loads reads it; without one it is a harmless array).
 */
export function reportBookConversion(experienceSku: string) {
  window.dataLayer ??= [];
  window.dataLayer.push({
    event: 'conversion',
    intent: 'book',
    experienceSku,
    value: BOOK_CONVERSION.value,
    currency: BOOK_CONVERSION.currency,
  });
}

/**
 * The group-inquiry form on an outside site (the spec's /intake, "link only"): VITE_INTAKE_URL
 * when the build sets it; else the app's /intake page, which explains how to ask by email.
 */
export const INTAKE_URL: string =
  (import.meta.env.VITE_INTAKE_URL as string | undefined) || '/intake';

/**
 * The partner-support page the portal's Support tile opens in a new tab (spec: an external
 * page): VITE_PARTNER_SUPPORT_URL when the build sets it; else the app's contact page.
 */
export const PARTNER_SUPPORT_URL: string =
  (import.meta.env.VITE_PARTNER_SUPPORT_URL as string | undefined) || '/contact';

/** The blog the landing page promotes: VITE_BLOG_URL; without one the promo is not shown. */
export const BLOG_URL: string = (import.meta.env.VITE_BLOG_URL as string | undefined) || '';
