import type { Category } from '@jaunt/contract';

export interface CategoryGroup {
  group: string;
  items: { value: string; label: string }[];
}

export const UNLISTED_CATEGORY_LABEL = 'Inactive or removed category';

/**
 * The product editor's Category choices: every category a product can have, grouped by its
 * top-level category (GET /api/category/all nests the sub-categories, where most products are).
 * A sub-category reads 'Parent › Child' so a search by either name finds it. A stored category
 * that is no longer listed (inactive or removed) stays shown, not blank.
 */
export function categoryOptions(
  categories: readonly Category[],
  current?: string | null,
): CategoryGroup[] {
  const groups: CategoryGroup[] = categories.map((c) => ({
    group: c.name,
    items: [
      { value: c._id, label: c.name },
      ...[...c.sub_categories]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((s) => ({ value: s._id, label: `${c.name} › ${s.name}` })),
    ],
  }));
  const listed = groups.some((g) => g.items.some((i) => i.value === current));
  if (current && categories.length > 0 && !listed) {
    groups.push({
      group: 'Not listed',
      items: [{ value: current, label: UNLISTED_CATEGORY_LABEL }],
    });
  }
  return groups;
}
