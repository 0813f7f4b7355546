import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { StaffListFrame, type PagedList } from './staff-list-frame.tsx';

const done: PagedList = {
  isError: false,
  error: null,
  isPending: false,
  hasNextPage: false,
  isFetchingNextPage: false,
  fetchNextPage: () => Promise.resolve(),
  refetch: () => undefined,
};

function show(list: Partial<PagedList>, shown: number, q = '', market = 'HI') {
  renderWithProviders(
    <StaffListFrame
      markets={[{ val: 'HI', market: 'Hawaii' }]}
      market={market}
      onMarket={() => undefined}
      search={{ label: 'Search', placeholder: 'Name', value: q, onChange: () => undefined }}
      q={q}
      list={{ ...done, ...list }}
      shown={shown}
      noun={{ one: 'business', many: 'businesses' }}
    >
      <table aria-label="Businesses" />
    </StaffListFrame>,
  );
}

describe('StaffListFrame', () => {
  it('counts the rows once every page is in, in the singular for one', () => {
    show({}, 1);
    expect(screen.getByRole('table', { name: 'Businesses' })).toBeInTheDocument();
    expect(screen.getByText('1 business')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Market' })).toHaveValue('Hawaii (HI)');
  });

  it('keeps a market it does not know listed, by its code', () => {
    show({}, 1, '', 'ZZ');
    expect(screen.getByRole('combobox', { name: 'Market' })).toHaveValue('ZZ');
  });

  it('says nothing matched the search, or that the market has none yet', () => {
    show({}, 0, 'kai');
    expect(screen.getByText('No businesses match “kai”.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the empty market text without a search', () => {
    show({}, 0);
    expect(screen.getByText('No businesses in this market yet.')).toBeInTheDocument();
  });

  it('names what is loading', () => {
    show({ isPending: true }, 0);
    expect(screen.getByLabelText('Loading businesses')).toBeInTheDocument();
  });

  it('shows the failure with a retry that fetches again', async () => {
    const refetch = vi.fn();
    show({ isError: true, error: new ApiError(500, { message: 'Server down' }), refetch }, 0);
    expect(screen.getByText(/Server down/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('does not count while more pages are coming', () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    show({ hasNextPage: true, isFetchingNextPage: true }, 50);
    expect(screen.getByLabelText('Loading more businesses')).toBeInTheDocument();
    expect(screen.queryByText('50 businesses')).toBeNull();
    vi.unstubAllGlobals();
  });
});
