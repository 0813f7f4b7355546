import type { FeaturedPage, FeaturedPageBody } from '@jaunt/contract';

type Experience = FeaturedPage['lists'][number]['experiences'][number];
type ContentItem = FeaturedPage['contentItems'][number];

/** Lists, experiences and items carry a local `_id` while edited (drag needs stable keys). */
export type DraftExperience = Experience & { _id: string };
export type DraftList = {
  _id: string;
  title: string;
  facebook: boolean;
  experiences: DraftExperience[];
};
export type DraftItem = ContentItem & { _id: string };
export interface Draft {
  _id: string | null;
  pageTitle: string;
  slug: string;
  pageDescription: string;
  pageImage: string;
  market: string;
  position: number;
  active: boolean;
  buttonText: string;
  buttonUrl: string;
  relatedTitle: string;
  related: string[];
  lists: DraftList[];
  contentItems: DraftItem[];
}

let seq = 0;
export const localId = () => `local-${++seq}`;

export function toDraft(page: FeaturedPage | null, market: string, position = 0): Draft {
  if (!page)
    return {
      _id: null,
      pageTitle: '',
      slug: '',
      pageDescription: '',
      pageImage: '',
      market,
      position,
      active: false,
      buttonText: '',
      buttonUrl: '',
      relatedTitle: '',
      related: [],
      lists: [],
      contentItems: [],
    };
  return {
    ...page,
    lists: page.lists.map((l) => ({
      _id: localId(),
      title: l.title,
      facebook: Boolean(l.facebook),
      experiences: l.experiences.map((x) => ({ ...x, _id: localId() })),
    })),
    contentItems: page.contentItems.map((c) => ({ ...c, _id: localId() })),
  };
}

const strip = <T extends { _id: string }>({ _id, ...rest }: T) => {
  void _id;
  return rest;
};

/** The body to send: the draft without local ids (and without the page id). */
export function toBody(d: Draft): FeaturedPageBody {
  return {
    pageTitle: d.pageTitle,
    slug: d.slug,
    pageDescription: d.pageDescription,
    pageImage: d.pageImage,
    market: d.market,
    position: d.position,
    active: d.active,
    buttonText: d.buttonText,
    buttonUrl: d.buttonUrl,
    relatedTitle: d.relatedTitle,
    related: d.related,
    lists: d.lists.map((l) => ({ ...strip(l), experiences: l.experiences.map(strip) })),
    contentItems: d.contentItems.map(strip),
  };
}

/** Reorders `items` to follow `ids`. */
export const reorder = <T extends { _id: string }>(items: T[], ids: string[]): T[] => {
  const byId = new Map(items.map((i) => [i._id, i]));
  return ids.map((id) => byId.get(id)!).filter(Boolean);
};

/** "slug-from-a-title" */
export const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
