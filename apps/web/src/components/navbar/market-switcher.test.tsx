import { act, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, on, renderRoutes } from '../../test/render.tsx';
import { theme } from '../../app/theme.ts';
import { marketsQuery } from '../../lib/markets.ts';
import { MarketButton } from './market-button.tsx';
import { MarketSwitcher } from './market-switcher.tsx';

const market = (val: string, name: string, currency: 'USD' | 'CAD') => ({
  _id: val,
  key: 'Market',
  val,
  market: name,
  currency,
  coordinates: '0,0',
  active: true,
  slug: val.toLowerCase(),
  images: [],
  activities: [],
});

const MARKETS = [
  market('OUSA', 'Other USA', 'USD'),
  market('VAN', 'Vancouver', 'CAD'),
  market('NYC', 'New York City', 'USD'),
  market('OCA', 'Other Canada', 'CAD'),
  market('GTA', 'Toronto Area', 'CAD'),
  market('BOS', 'Boston', 'USD'),
];

const routes = [
  { path: '/', element: <MarketSwitcher /> },
  { path: '/:market', element: <MarketSwitcher /> },
];

describe('MarketSwitcher', () => {
  it('lists USA then CANADA markets, each by name with Other last', async () => {
    mockFetch(on('GET', '/api/features/market', 200, MARKETS));
    renderRoutes(routes, '/');
    await userEvent.click(await screen.findByRole('button', { name: /Market: Toronto Area/ }));
    const menu = await screen.findByRole('menu');
    const text = within(menu)
      .getAllByText(/./)
      .map((el) => el.textContent);
    expect(text).toEqual([
      'USA',
      'Boston',
      'New York City',
      'Other USA',
      'CANADA',
      'Toronto Area',
      'Vancouver',
      'Other Canada',
    ]);
  });

  it('stores the chosen market and goes to its page', async () => {
    mockFetch(on('GET', '/api/features/market', 200, MARKETS));
    const { router } = renderRoutes(routes, '/GTA');
    await userEvent.click(await screen.findByRole('button', { name: /Market: Toronto Area/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Boston' }));
    // Its page by the market's own address (its slug), as the server's canonical link names it.
    expect(router.state.location.pathname).toBe('/bos');
    expect(localStorage.getItem('market')).toBe('BOS');
    expect(await screen.findByRole('button', { name: /Market: Boston/ })).toBeInTheDocument();
  });

  it("names the page's market, reached by its slug in any case, over the one remembered", async () => {
    mockFetch(on('GET', '/api/features/market', 200, MARKETS));
    localStorage.setItem('market', 'GTA');
    renderRoutes(routes, '/bos');
    expect(await screen.findByRole('button', { name: /Market: Boston/ })).toBeInTheDocument();
  });

  it('renders an empty switcher when markets cannot be loaded', async () => {
    mockFetch(on('GET', '/api/features/market', 404, { message: 'Not found' }));
    renderRoutes(routes, '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Choose a market' }));
    expect(await screen.findByText('No markets available yet')).toBeInTheDocument();
  });
});

describe('MarketButton on a server-rendered page', () => {
  // The server draws a page without a market in its URL (/main) for the default market: it
  // cannot read the visitor's remembered one.
  const page = () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(marketsQuery.queryKey, MARKETS);
    return (
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={['/main']}>
            <MarketButton />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    );
  };

  it('hydrates as the server drew it, then names the remembered market', async () => {
    const html = renderToString(page());
    expect(html).toContain('Toronto Area');
    localStorage.setItem('market', 'BOS');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(), { onRecoverableError: (e) => mismatches.push(e) });
    });
    await waitFor(() => expect(container).toHaveTextContent('Boston'));
    expect(mismatches).toEqual([]);
    container.remove();
  });
});
