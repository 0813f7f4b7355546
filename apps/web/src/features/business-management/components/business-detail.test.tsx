import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import { describe, expect, it, vi } from 'vitest';
import { BUSINESS_MANAGEMENT_TEXTS, COMPANY_ID_HINT, type BusinessDetail } from '@jaunt/contract';
import { aBusiness, aBusinessStripe } from '../../../test/builders.ts';
import { mockFetch, on, renderWithProviders } from '../../../test/render.tsx';
import { BusinessDetailPane } from './business-detail.tsx';

const business = (stripe: Partial<BusinessDetail['stripe']> = {}): BusinessDetail => ({
  ...aBusiness({
    _id: '00000000-0000-4000-8000-000000000001',
    name: 'Waikiki Surf Co',
    email: 'hello@surf.example',
    active: true,
    userId: null,
    vendorAgreementDate: null,
    url: 'https://surf.example',
    skuList: ['HISURF'],
    integration: null,
    billingAddress: { city: 'Honolulu', region: 'HI' },
    stripe: aBusinessStripe({ verification: 'pending', chargesEnabled: true, ...stripe }),
    created: '2030-01-01T00:00:00.000Z',
    updated: '2030-01-01T00:00:00.000Z',
  }),
  staff: [{ name: 'Lani', email: 'lani@surf.example', phone: '808-555-0100' }],
  owner: null,
  products: [{ _id: 'p1', sku: 'HISURF', name: 'Surf lesson', active: true }],
});
const url = '/api/admin/businesses/B00001';
const show = (onDeleted = vi.fn()) =>
  renderWithProviders(
    <ModalsProvider>
      <BusinessDetailPane id="B00001" onDeleted={onDeleted} />
    </ModalsProvider>,
  );

describe('BusinessDetailPane', () => {
  it('asks to pick a business while none is chosen', () => {
    mockFetch();
    renderWithProviders(<BusinessDetailPane id={null} onDeleted={vi.fn()} />);
    expect(screen.getByText(BUSINESS_MANAGEMENT_TEXTS.chooseBusiness)).toBeInTheDocument();
  });

  it('shows pending verification in red, enabled flags in green, staff and SKUs', async () => {
    mockFetch(on('GET', url, 200, business()));
    show();
    const status = await screen.findByTestId('verification-status');
    expect(status).toHaveTextContent('Verification: pending');
    expect(status.style.color).toContain('red');
    expect(screen.getByText('Payouts: disabled').style.color).toContain('red');
    expect(screen.getByText('Charges: enabled').style.color).toContain('green');
    expect(screen.getByText('lani@surf.example')).toBeInTheDocument();
    expect(screen.getByText('(808) 555-0100')).toBeInTheDocument();
    expect(screen.getByText('Surf lesson')).toBeInTheDocument();
  });

  it('shows any other verification status in green', async () => {
    mockFetch(on('GET', url, 200, business({ verification: 'verified' })));
    show();
    expect((await screen.findByTestId('verification-status')).style.color).toContain('green');
  });

  it("edits the business's Company ID: a bad one is refused beside the field, a good one saved", async () => {
    // Opened as the list opens it, by its _id, which the save answers under too.
    const id = business()._id;
    const fetch = mockFetch(
      on('GET', `/api/admin/businesses/${id}`, 200, { ...business(), companyId: null }),
      on('PUT', `/api/admin/businesses/${id}`, 200, { ...business(), companyId: 'waikiki-surf' }),
    );
    renderWithProviders(
      <ModalsProvider>
        <BusinessDetailPane id={id} onDeleted={vi.fn()} />
      </ModalsProvider>,
    );
    await userEvent.click(await screen.findByRole('tab', { name: 'Edit' }));
    const field = await screen.findByRole('textbox', { name: 'Company ID' });
    await userEvent.type(field, 'waikiki surf');
    await userEvent.click(screen.getByRole('button', { name: 'Save business' }));
    expect(await screen.findByText(COMPANY_ID_HINT)).toBeInTheDocument();
    const puts = () => fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts()).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, 'waikiki-surf');
    await userEvent.click(screen.getByRole('button', { name: 'Save business' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(JSON.parse(String(puts()[0][1]?.body))).toMatchObject({ companyId: 'waikiki-surf' });
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(await screen.findByText('waikiki-surf')).toBeInTheDocument();
  });

  it('deletes only after the confirmation', async () => {
    const fetch = mockFetch(
      on('GET', url, 200, business()),
      on('DELETE', `/api/admin/businesses/${business()._id}`, 200, { deleted: true }),
    );
    const onDeleted = vi.fn();
    show(onDeleted);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const deletes = () => fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete business' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(deletes()).toHaveLength(1);
  });
});
