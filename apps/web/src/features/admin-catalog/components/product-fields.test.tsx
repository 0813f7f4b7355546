import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import type { Category } from '@jaunt/contract';
import { mockFetch, on, renderWithProviders } from '../../../test/render.tsx';
import { UNLISTED_CATEGORY_LABEL } from '../lib/category-options.ts';
import { emptyProduct } from '../lib/form-values.ts';
import { ProductBasicsFields } from './product-fields.tsx';

const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const category = (n: number, name: string, subs: [number, string][] = []): Category => ({
  _id: ID(n),
  name,
  slug: name.toLowerCase(),
  categoryNumber: n,
  parentCategory: null,
  parentCategoryName: null,
  image: '',
  active: true,
  sub_categories: subs.map(([k, s]) => ({ _id: ID(k), name: s, slug: s, image: '' })),
});
// What GET /api/category/all answers: top-level categories with their subs nested.
const all = [
  category(1, 'Arts & Culture', [
    [3, 'Street Art'],
    [2, 'Museums'],
  ]),
  category(4, 'Tours', [[5, 'Walking']]),
];

function Basics({ categoryId }: { categoryId: string | null }) {
  const form = useForm({ initialValues: { ...emptyProduct('FL'), categoryId } });
  return <ProductBasicsFields form={form} admin market="FL" />;
}
const show = (categoryId: string | null) => {
  mockFetch(
    on('GET', '/api/category/all', 200, all),
    on('GET', '/api/products/business/FL', 200, []),
  );
  renderWithProviders(<Basics categoryId={categoryId} />);
};
const categoryInput = () =>
  screen.getAllByLabelText(/^Category/).find((e) => e.tagName === 'INPUT') as HTMLInputElement;

describe('Product editor: Category', () => {
  it("shows an existing product's sub-category with its parent", async () => {
    show(ID(3));
    await expect
      .poll(() => (categoryInput() as HTMLInputElement).value)
      .toBe('Arts & Culture › Street Art');
  });

  it('shows a top-level category by its name', async () => {
    show(ID(4));
    await expect.poll(() => (categoryInput() as HTMLInputElement).value).toBe('Tours');
  });

  it('offers every category, grouped under its top-level category', async () => {
    show(null);
    await userEvent.click(categoryInput());
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Arts & Culture',
      'Arts & Culture › Museums',
      'Arts & Culture › Street Art',
      'Tours',
      'Tours › Walking',
    ]);
    const tours = within(list).getByRole('group', { name: 'Tours' });
    expect(within(tours).getByRole('option', { name: 'Tours › Walking' })).toBeInTheDocument();
  });

  it('keeps a stored category that is no longer listed visible instead of blank', async () => {
    show(ID(9));
    await expect
      .poll(() => (categoryInput() as HTMLInputElement).value)
      .toBe(UNLISTED_CATEGORY_LABEL);
  });
});
