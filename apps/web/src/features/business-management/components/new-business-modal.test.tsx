import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, on, renderWithProviders } from '../../../test/render.tsx';
import { NewBusinessModal } from './new-business-modal.tsx';

const markets = [
  { _id: 'm1', key: 'Market', val: 'HI', market: 'Hawaii', currency: 'USD', active: true },
  { _id: 'm2', key: 'Market', val: 'GTA', market: 'Toronto Area', currency: 'CAD', active: true },
];
const created = { _id: 'b-new', businessId: 'B00042', name: 'Harbour Kayaks', market: 'GTA' };

function show(market = '') {
  const fetch = mockFetch(
    on('GET', '/api/features/market/all', 200, markets),
    on('POST', '/api/admin/businesses', 201, created),
  );
  const onCreated = vi.fn();
  renderWithProviders(
    <NewBusinessModal opened market={market} onClose={() => {}} onCreated={onCreated} />,
  );
  const posts = () =>
    fetch.mock.calls.filter(
      ([url, init]) => url === '/api/admin/businesses' && init?.method === 'POST',
    );
  return { onCreated, posts };
}
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('Add a business', () => {
  it("says 'Nothing to save' with nothing filled in, and sends nothing", async () => {
    const { posts } = show();
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing to save');
    expect(posts()).toHaveLength(0);
  });

  it("says 'Please complete all fields.' with a name and no market", async () => {
    const { posts } = show();
    await userEvent.type(screen.getByRole('textbox', { name: 'Business name' }), 'Harbour Kayaks');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please complete all fields.');
    expect(posts()).toHaveLength(0);
  });

  it('sends the name and the chosen market, and hands over the new business', async () => {
    const { onCreated, posts } = show('GTA');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Business name' }),
      '  Harbour Kayaks ',
    );
    await save();
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(JSON.parse(String(posts()[0][1]!.body))).toEqual({
      name: 'Harbour Kayaks',
      market: 'GTA',
    });
  });
});
