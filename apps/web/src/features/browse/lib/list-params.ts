import { DEFAULT_PRICE_RANGE, type ProductWhere } from '@jaunt/contract';

/** The list filters a URL carries: sort, brand, category, price1, price2 and tags (Key:Value). */
export interface ListFilters {
  sort: string;
  brand: string;
  category: string;
  price1: number;
  price2: number;
  tags: { key: string; val: string }[];
}

const SLIDER_MAX = DEFAULT_PRICE_RANGE.slider[1];

const num = (raw: string | null, fallback: number) => {
  const n = raw === null || raw === '' ? NaN : Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
};

export function readFilters(params: URLSearchParams): ListFilters {
  return {
    // A sort the list does not offer (an old or hand-edited link) falls back to the default.
    sort: SORT_OPTIONS.find((o) => o.value === params.get('sort'))?.value ?? '',
    brand: params.get('brand') ?? '',
    category: params.get('category') ?? '',
    price1: num(params.get('price1'), DEFAULT_PRICE_RANGE.price1),
    price2: num(params.get('price2'), DEFAULT_PRICE_RANGE.price2),
    tags: params.getAll('tag').flatMap((t) => {
      const i = t.indexOf(':');
      return i > 0 ? [{ key: t.slice(0, i), val: t.slice(i + 1) }] : [];
    }),
  };
}

/** The URL params for filters; defaults are left out so a plain list keeps a plain URL. */
export function writeFilters(filters: ListFilters, base = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams(base);
  for (const k of ['sort', 'brand', 'category', 'price1', 'price2', 'tag']) out.delete(k);
  if (filters.sort) out.set('sort', filters.sort);
  if (filters.brand) out.set('brand', filters.brand);
  if (filters.category) out.set('category', filters.category);
  if (filters.price1 !== DEFAULT_PRICE_RANGE.price1) out.set('price1', String(filters.price1));
  if (filters.price2 !== DEFAULT_PRICE_RANGE.price2) out.set('price2', String(filters.price2));
  for (const t of filters.tags) out.append('tag', `${t.key}:${t.val}`);
  return out;
}

/** The slider shows 0-10000; its top end means "no upper limit" (the route default 100000). */
export const sliderValue = (f: ListFilters): [number, number] => [
  Math.min(f.price1, SLIDER_MAX),
  Math.min(f.price2, SLIDER_MAX),
];
export const fromSlider = ([lo, hi]: [number, number]): Pick<ListFilters, 'price1' | 'price2'> => ({
  price1: lo,
  price2: hi >= SLIDER_MAX ? DEFAULT_PRICE_RANGE.price2 : hi,
});

/** The server `where` for a page's base scope plus the visitor's filters. */
export function buildWhere(base: ProductWhere, f: ListFilters): ProductWhere {
  const where: ProductWhere = { ...base };
  if (f.category) where.category = f.category;
  if (f.brand) where.businessId = f.brand;
  if (f.tags.length > 0) where.features = [...(base.features ?? []), ...f.tags];
  const priced = f.price1 !== DEFAULT_PRICE_RANGE.price1 || f.price2 !== DEFAULT_PRICE_RANGE.price2;
  if (priced) where.lowestPrice = { $gte: f.price1, $lte: f.price2 };
  return where;
}

export const SORT_OPTIONS = [
  { value: '', label: 'Recommended' },
  { value: '-computedRating', label: 'Top rated' },
  { value: '-reviewCount', label: 'Most reviewed' },
  { value: 'lowestPrice', label: 'Price: low to high' },
  { value: '-lowestPrice', label: 'Price: high to low' },
  { value: 'name', label: 'Name' },
] as const;
