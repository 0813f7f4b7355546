import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, on, renderRoutes } from '../../../test/render.tsx';
import { ProductList } from './product-list.tsx';

const base = { market: 'GTA', city: 'Toronto' };
const products = [
  { _id: 'a', slug: 'a', name: 'Alpha Tour', city: 'Toronto', market: 'GTA', lowestPrice: 10 },
  { _id: 'b', slug: 'b', name: 'Beta Tour', city: 'Toronto', market: 'GTA', lowestPrice: 99999 },
];

function setup(path: string) {
  const fetch = mockFetch(
    on('GET', '/api/products', 200, products),
    on('GET', '/api/products/count', 200, { count: 14, minPrice: 9.5, maxPrice: 200 }),
    on('GET', '/api/features/group/GTA', 200, { Type: ['Private', 'Small Group'] }),
    on('GET', '/api/market-activities/market/GTA', 200, []),
    on('GET', '/api/session', 200, { user: null }),
  );
  const view = renderRoutes(
    [
      {
        path: '/GTA/location/toronto',
        element: <ProductList base={base} market="GTA" tagline="Toronto" />,
      },
    ],
    path,
  );
  return { ...view, fetch };
}

const whereOf = (fetch: ReturnType<typeof mockFetch>, path: string) =>
  fetch.mock.calls
    .map(([u]) => new URL(String(u), 'http://x'))
    .filter((u) => u.pathname === path)
    .map((u) => JSON.parse(u.searchParams.get('where')!));

describe('ProductList', () => {
  it("shows the count line 'X of Y experiences from $min - $max' and the cards", async () => {
    setup('/GTA/location/toronto');
    expect(await screen.findByText('2 of 14 experiences from $10 - $200')).toBeInTheDocument();
    expect(screen.getAllByTestId('product-card')).toHaveLength(2);
  });

  it('sends URL filters to the server and removes one with its chip', async () => {
    const { router, fetch } = setup('/GTA/location/toronto?tag=Type:Private&price2=300');
    await screen.findByText(/of 14 experiences/);
    expect(whereOf(fetch, '/api/products/count')[0]).toEqual({
      ...base,
      features: [{ key: 'Type', val: 'Private' }],
      lowestPrice: { $gte: 0, $lte: 300 },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Private' }));
    await waitFor(() => expect(router.state.location.search).toBe('?price2=300'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter $0 - $300' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('writes a tag filter and the sort to the URL', async () => {
    const { router } = setup('/GTA/location/toronto');
    await screen.findByText(/of 14 experiences/);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Small Group' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tag=Type%3ASmall+Group'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'lowestPrice');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('lowestPrice'),
    );
  });

  it('shows the empty text with the tagline', async () => {
    mockFetch(
      on('GET', '/api/products', 200, []),
      on('GET', '/api/products/count', 200, { count: 0, minPrice: null, maxPrice: null }),
      on('GET', '/api/session', 200, { user: null }),
    );
    renderRoutes(
      [{ path: '/', element: <ProductList base={base} market="GTA" tagline="Toronto" /> }],
      '/',
    );
    expect(
      await screen.findByText("Sorry, we couldn't find any experiences in Toronto."),
    ).toBeInTheDocument();
    // No count line of nothing above it.
    expect(screen.getByTestId('count-line')).not.toHaveTextContent(/\d/);
  });
});
