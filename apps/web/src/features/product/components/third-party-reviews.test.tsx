import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThirdPartyReviews } from './third-party-reviews.tsx';

const review = (title: string, sample?: boolean) => ({
  user: { username: 'Casey', avatar: '' },
  published_date: '2025-05-01T00:00:00.000Z',
  title,
  text: 'We loved it.',
  rating: 5,
  ...(sample === undefined ? {} : { sample }),
});

function renderWith(answer: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <ThirdPartyReviews locationId="4242" />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('third-party reviews', () => {
  it('labels the demo stand-in reviews as sample reviews', async () => {
    renderWith([review('Great day', true)]);
    expect(await screen.findByRole('heading', { name: 'Sample reviews' })).toBeVisible();
    expect(screen.getByText('Sample review')).toBeVisible();
    expect(screen.getByText(/not written by real travellers/)).toBeVisible();
  });

  it('shows real Tripadvisor reviews under their source, without the label', async () => {
    renderWith([review('Great day')]);
    expect(await screen.findByRole('heading', { name: 'Reviews from Tripadvisor' })).toBeVisible();
    expect(screen.queryByText('Sample review')).not.toBeInTheDocument();
  });
});
