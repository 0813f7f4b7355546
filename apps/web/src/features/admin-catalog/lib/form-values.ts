import {
  INCLUDED_TEMPLATE,
  productInputSchema,
  type EditorProduct,
  type EditorVariant,
  type ProductInput,
  type VariantInput,
} from '@jaunt/contract';
import type { FormErrors } from '@mantine/form';

type Num = number | '';

export interface VariantForm {
  _id?: string;
  experienceSku?: string;
  name: string;
  slug: string;
  description: string;
  included: string;
  metaDescription: string;
  externalSku: string;
  image: string;
  images: string[];
  price: Num;
  mrp: Num;
  isGroup: boolean;
  isPrivateSale: boolean;
  experienceDate: string;
  hasCallout: boolean;
  calloutText: string;
  minPeople: Num;
  maxPeople: Num;
  minPurchase: Num;
  purchaseType: string;
  duration: string;
  /** Where this option takes place, when not at the product's address (its page's map). */
  location: { lat: Num; lng: Num; text: string };
  meta: { sheet: string };
  active: boolean;
  commission: Num;
  fee: Num;
  promoCode: string;
}

export interface ProductForm {
  name: string;
  sku: string;
  slug: string;
  categoryId: string | null;
  phone: string;
  featuredImage: string;
  website: string;
  email: string;
  location: { lat: Num; lng: Num };
  tax: Num;
  elfsightId: string;
  tripadvisorLocationId: string;
  address: { street: string; city: string; region: string; country: string; postalCode: string };
  businessId: string | null;
  info: string;
  description: string;
  metaDescription: string;
  hours: string;
  /** One highlight per line. */
  highlights: string;
  whatToExpect: string;
  meetingPoint: string;
  cancellationPolicy: string;
  features: { key: string; val: string }[];
  variants: VariantForm[];
  active: boolean;
  integration: { name: string; fields: { key: string; val: string }[] };
}

export const emptyVariant = (): VariantForm => ({
  name: '',
  slug: '',
  description: '',
  included: INCLUDED_TEMPLATE,
  metaDescription: '',
  externalSku: '',
  image: '',
  images: [],
  price: '',
  mrp: '',
  isGroup: false,
  isPrivateSale: false,
  experienceDate: '',
  hasCallout: false,
  calloutText: '',
  minPeople: 1,
  maxPeople: 10,
  minPurchase: 1,
  purchaseType: 'person',
  duration: '',
  location: { lat: '', lng: '', text: '' },
  meta: { sheet: '' },
  active: true,
  commission: '',
  fee: '',
  promoCode: '',
});

export const emptyProduct = (market: string): ProductForm => ({
  name: '',
  sku: '',
  slug: '',
  categoryId: null,
  phone: '',
  featuredImage: '',
  website: '',
  email: '',
  location: { lat: '', lng: '' },
  tax: '',
  elfsightId: '',
  tripadvisorLocationId: '',
  address: { street: '', city: '', region: '', country: '', postalCode: '' },
  businessId: null,
  info: '',
  description: '',
  metaDescription: '',
  hours: '',
  highlights: '',
  whatToExpect: '',
  meetingPoint: '',
  cancellationPolicy: '',
  features: market ? [{ key: 'Market', val: market }] : [],
  variants: [],
  active: false,
  integration: { name: '', fields: [] },
});

const num = (n: number | null | undefined): Num => (n == null ? '' : n);

export function variantToForm(v: EditorVariant): VariantForm {
  return {
    _id: v._id,
    experienceSku: v.experienceSku,
    name: v.name,
    slug: v.slug,
    description: v.description,
    included: v.included,
    metaDescription: v.metaDescription,
    externalSku: v.externalSku ?? '',
    image: v.image,
    images: v.images,
    price: v.price,
    mrp: v.mrp,
    isGroup: v.isGroup,
    isPrivateSale: v.isPrivateSale,
    experienceDate: v.experienceDate ? v.experienceDate.slice(0, 10) : '',
    hasCallout: v.hasCallout,
    calloutText: v.calloutText,
    minPeople: v.minPeople,
    maxPeople: v.maxPeople,
    minPurchase: v.minPurchase,
    purchaseType: v.purchaseType,
    duration: v.duration,
    location: variantLocationToForm(v.location),
    meta: { sheet: v.meta.sheet ?? '' },
    active: v.active,
    commission: num(v.commission),
    fee: v.fee,
    promoCode: v.promoCode ?? '',
  };
}

export function productToForm(p: EditorProduct): ProductForm {
  const a = p.address;
  return {
    name: p.name,
    sku: p.sku,
    slug: p.slug,
    categoryId: p.categoryId,
    phone: p.phone,
    featuredImage: p.featuredImage,
    website: p.website,
    email: p.email,
    location: { lat: num(p.location?.lat), lng: num(p.location?.lng) },
    tax: num(p.tax),
    elfsightId: p.elfsightId ?? '',
    tripadvisorLocationId: p.tripadvisorLocationId ?? '',
    address: {
      street: a.street ?? '',
      city: a.city ?? '',
      region: a.region ?? '',
      country: a.country ?? '',
      postalCode: a.postalCode ?? '',
    },
    businessId: p.businessId,
    info: p.info,
    description: p.description,
    metaDescription: p.metaDescription,
    hours: p.hours,
    highlights: p.highlights.join('\n'),
    whatToExpect: p.whatToExpect,
    meetingPoint: p.meetingPoint,
    cancellationPolicy: p.cancellationPolicy,
    features: p.features,
    variants: p.variants.map(variantToForm),
    active: p.active,
    integration: {
      name: p.integration?.name ?? '',
      fields: Object.entries(p.integration?.fields ?? {}).map(([key, val]) => ({
        key,
        val: String(val),
      })),
    },
  };
}

const orNull = (n: Num) => (n === '' ? null : n);

export const variantLocationToForm = (
  l: EditorVariant['location'] | null | undefined,
): VariantForm['location'] => ({ lat: num(l?.lat), lng: num(l?.lng), text: l?.text ?? '' });

/**
 * All empty: no place of its own (the page shows the product's). Anything filled is sent as it
 * is, so a place with a name but no coordinates fails the contract's check on its missing
 * coordinate instead of being dropped.
 */
function variantLocationToPayload(l: VariantForm['location']): VariantInput['location'] {
  const text = l.text.trim();
  if (l.lat === '' && l.lng === '' && !text) return null;
  return {
    lat: orNull(l.lat) as number,
    lng: orNull(l.lng) as number,
    ...(text ? { text } : {}),
  };
}
const orNullText = (s: string) => (s.trim() ? s.trim() : null);

export function variantToPayload(v: VariantForm, admin: boolean): VariantInput {
  return {
    ...(v._id ? { _id: v._id } : {}),
    name: v.name,
    slug: v.slug,
    description: v.description,
    included: v.included,
    metaDescription: v.metaDescription,
    externalSku: orNullText(v.externalSku),
    image: v.image,
    images: v.images,
    price: v.price === '' ? (undefined as unknown as number) : v.price,
    mrp: v.mrp === '' ? 0 : v.mrp,
    isGroup: v.isGroup,
    isPrivateSale: v.isPrivateSale,
    experienceDate:
      v.isGroup && v.isPrivateSale && v.experienceDate
        ? new Date(`${v.experienceDate}T12:00:00Z`).toISOString()
        : null,
    hasCallout: v.hasCallout,
    calloutText: v.calloutText,
    minPeople: orNull(v.minPeople),
    maxPeople: orNull(v.maxPeople),
    minPurchase: orNull(v.minPurchase),
    purchaseType: v.purchaseType,
    duration: v.duration,
    location: variantLocationToPayload(v.location),
    meta: { sheet: v.meta.sheet },
    active: v.active,
    promoCode: orNullText(v.promoCode),
    // An empty commission is not sent: the server keeps the variant's or, when it has none, gives
    // it the business's (decision 036), so a seeded variant without one saves.
    ...(admin
      ? {
          ...(v.commission === '' ? {} : { commission: v.commission }),
          fee: v.fee === '' ? 0 : v.fee,
        }
      : {}),
  };
}

/** The request body; editors never send commission, fee or integration (admin only). */
export function formToPayload(f: ProductForm, admin: boolean): ProductInput {
  const lat = f.location.lat;
  const lng = f.location.lng;
  return {
    name: f.name,
    sku: f.sku,
    slug: f.slug,
    categoryId: f.categoryId ?? '',
    phone: f.phone,
    featuredImage: f.featuredImage,
    website: f.website,
    email: f.email,
    location: lat === '' || lng === '' ? null : { lat, lng },
    tax: orNull(f.tax),
    elfsightId: orNullText(f.elfsightId),
    tripadvisorLocationId: orNullText(f.tripadvisorLocationId),
    address: f.address,
    businessId: f.businessId || null,
    info: f.info,
    description: f.description,
    metaDescription: f.metaDescription,
    hours: f.hours,
    highlights: f.highlights
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    whatToExpect: f.whatToExpect,
    meetingPoint: f.meetingPoint,
    cancellationPolicy: f.cancellationPolicy,
    features: f.features,
    variants: f.variants.map((v) => variantToPayload(v, admin)),
    active: f.active,
    ...(admin
      ? {
          integration: f.integration.name.trim()
            ? {
                name: f.integration.name.trim(),
                fields: Object.fromEntries(
                  f.integration.fields
                    .filter((x) => x.key.trim())
                    .map((x) => [x.key.trim(), x.val]),
                ),
              }
            : null,
        }
      : {}),
  };
}

/** Mantine `validate`: the contract's product schema over the payload (same paths as the form). */
export const validateProductForm =
  (admin: boolean) =>
  (values: ProductForm): FormErrors => {
    const result = productInputSchema.safeParse(formToPayload(values, admin));
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      // Highlights are one textarea (a line each): their errors belong to it.
      const key = issue.path[0] === 'highlights' ? 'highlights' : issue.path.join('.');
      if (!(key in errors)) errors[key] = issue.message;
    }
    return errors;
  };
