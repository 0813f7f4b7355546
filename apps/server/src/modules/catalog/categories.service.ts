import type { Category } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import {
  findCategory,
  listCategories,
  subCategoriesOf,
  type CategoryRow,
} from './categories.repo.ts';
import { publicTtlCache } from './ttl-cache.ts';

export function presentCategory(c: CategoryRow, subs: CategoryRow[] = []): Category {
  return {
    _id: c.id,
    name: c.name,
    slug: c.slug,
    categoryNumber: c.categoryNumber,
    parentCategory: c.parentCategoryId,
    parentCategoryName: c.parentCategoryName,
    image: c.image,
    active: c.active,
    sub_categories: subs.map((s) => ({ _id: s.id, name: s.name, slug: s.slug, image: s.image })),
  };
}

/** Categories as the public sees them: active ones only. */
export function createCategoriesService(ctx: AppContext) {
  const cache = publicTtlCache<Category[]>(ctx, 100);

  async function withSubs(c: CategoryRow): Promise<Category> {
    return presentCategory(c, await subCategoriesOf(ctx.db, [c.id], true));
  }

  async function getActive(idOrSlug: string): Promise<CategoryRow> {
    const c = await findCategory(ctx.db, idOrSlug);
    if (!c || !c.active) throw notFound('Category not found');
    return c;
  }

  return {
    /** Active top-level categories, each with its active sub_categories, by name. */
    all(): Promise<Category[]> {
      return cache.get('all', async () => {
        const rows = await listCategories(ctx.db, true);
        return rows
          .filter((c) => !c.parentCategoryId)
          .map((p) =>
            presentCategory(
              p,
              rows.filter((s) => s.parentCategoryId === p.id),
            ),
          );
      });
    },
    async byIdOrSlug(idOrSlug: string): Promise<Category> {
      return withSubs(await getActive(idOrSlug));
    },
    /** The active sub-categories of a parent (id or slug). */
    async subCategories(idOrSlug: string): Promise<Category[]> {
      const parent = await getActive(idOrSlug);
      const subs = await subCategoriesOf(ctx.db, [parent.id], true);
      return subs.map((s) => presentCategory(s));
    },
  };
}
