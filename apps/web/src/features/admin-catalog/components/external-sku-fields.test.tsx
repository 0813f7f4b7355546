import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import { describe, expect, it, vi } from 'vitest';
import type { BusinessOption, PlatformProduct } from '@jaunt/contract';
import { jsonResponse, mockFetch, on, renderWithProviders } from '../../../test/render.tsx';
import { emptyProduct, emptyVariant } from '../lib/form-values.ts';
import { ExternalSkuFields } from './external-sku-fields.tsx';
import { ProductBasicsFields } from './product-fields.tsx';

const LIST = '/api/admin/businesses/B00001/platform-products';
const KAYAK: PlatformProduct = {
  externalSku: '41560PWEAP1744EA7A4B5F',
  name: 'Sunrise Kayak on the Hudson',
};
const SUP: PlatformProduct = { externalSku: '41560PADDLE', name: 'Stand-up Paddle Lesson' };
const onSave = vi.fn();
const business = (integration: string | null): BusinessOption => ({
  businessId: 'B00001',
  name: 'Hudson River Paddle Co.',
  active: true,
  integration,
});

/** The product's business (chosen above, as in the editor) and one variant's SKU fields. */
function Editor() {
  const form = useForm({
    initialValues: { ...emptyProduct('NYC'), businessId: 'B00001', variants: [emptyVariant()] },
  });
  return (
    <form onSubmit={form.onSubmit(onSave)} noValidate>
      <ProductBasicsFields form={form} admin={false} market="NYC" />
      <SimpleGrid cols={2}>
        <ExternalSkuFields form={form} index={0} market="NYC" productId={null} />
      </SimpleGrid>
      <button type="submit">Save</button>
    </form>
  );
}

const show = (integration: string | null, ...list: Parameters<typeof mockFetch>) => {
  const fetch = mockFetch(
    on('GET', '/api/category/all', 200, []),
    on('GET', '/api/products/business/NYC', 200, [business(integration)]),
    ...list,
  );
  return { fetch, ...renderWithProviders(<Editor />) };
};
/** Resolves once the business list is in (the Business select names the chosen one). */
const businessShown = () =>
  waitFor(() =>
    expect(screen.getAllByLabelText('Business').find((e) => e.tagName === 'INPUT')).toHaveValue(
      'Hudson River Paddle Co. (B00001)',
    ),
  );
const skuInput = () => screen.getByRole('textbox', { name: 'External SKU' });
const picker = (platform: string) =>
  screen.findByRole('combobox', { name: `Pick from ${platform}` });
const listCalls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([url]) => String(url).startsWith(LIST)).length;

describe('Product editor: External SKU picker', () => {
  it('fills External SKU with the platform product chosen from the keyboard, asked for on opening', async () => {
    const { fetch } = show('Bookeo', on('GET', LIST, 200, [KAYAK, SUP]));
    const select = await picker('Bookeo');
    expect(listCalls(fetch)).toBe(0);
    select.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('option', { name: `${SUP.name} (${SUP.externalSku})` });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(skuInput()).toHaveValue(SUP.externalSku));
    expect(listCalls(fetch)).toBe(1);
  });

  it('never saves the product on Enter, even while the list is still arriving', async () => {
    onSave.mockClear();
    show('Bookeo', on('GET', LIST, 200, [KAYAK, SUP]));
    (await picker('Bookeo')).focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('option', { name: `${KAYAK.name} (${KAYAK.externalSku})` });
    await userEvent.keyboard('{Enter}');
    expect(onSave).not.toHaveBeenCalled();
    expect(skuInput()).toHaveValue('');
  });

  it('keeps typing the SKU by hand, and shows the product a typed SKU names', async () => {
    show('Bookeo', on('GET', LIST, 200, [KAYAK, SUP]));
    const select = await picker('Bookeo');
    await userEvent.type(skuInput(), 'HAND-TYPED-1');
    expect(skuInput()).toHaveValue('HAND-TYPED-1');
    await userEvent.click(select);
    await userEvent.click(
      await screen.findByRole('option', { name: `${KAYAK.name} (${KAYAK.externalSku})` }),
    );
    expect(skuInput()).toHaveValue(KAYAK.externalSku);
    await userEvent.clear(skuInput());
    await userEvent.type(skuInput(), SUP.externalSku);
    expect(select).toHaveValue(`${SUP.name} (${SUP.externalSku})`);
  });

  it('says so when the platform has no products', async () => {
    show('FareHarbor API', on('GET', LIST, 200, []));
    await userEvent.click(await picker('FareHarbor API'));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No products found on FareHarbor API.',
    );
  });

  it("shows the server's reason when the list fails, and tries again", async () => {
    let calls = 0;
    show('FareHarbor', (url) => {
      if (!url.startsWith(LIST)) return undefined;
      calls += 1;
      return calls === 1
        ? jsonResponse(502, {
            code: 'BAD_GATEWAY',
            message: 'Could not get the products from FareHarbor. Please try again in a moment.',
          })
        : jsonResponse(200, [KAYAK]);
    });
    await userEvent.click(await picker('FareHarbor'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not get the products from FareHarbor.');
    // The open list gives the same reason, never "No product matches." (nothing was typed).
    expect(screen.getAllByText(/Could not get the products from FareHarbor\./)).toHaveLength(2);
    expect(screen.queryByText('No product matches.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await userEvent.click(await picker('FareHarbor'));
    await userEvent.click(
      await screen.findByRole('option', { name: `${KAYAK.name} (${KAYAK.externalSku})` }),
    );
    expect(skuInput()).toHaveValue(KAYAK.externalSku);
  });

  it('is offered for Rezdy, whose products are listed too', async () => {
    const rezdy: PlatformProduct = { externalSku: 'PWQF1Y', name: 'Harbour Bridge Sunset Sail' };
    show('Rezdy', on('GET', LIST, 200, [rezdy]));
    await userEvent.click(await picker('Rezdy'));
    await userEvent.click(
      await screen.findByRole('option', { name: `${rezdy.name} (${rezdy.externalSku})` }),
    );
    expect(skuInput()).toHaveValue(rezdy.externalSku);
  });

  it('is not offered without a booking platform', async () => {
    for (const integration of [null, 'None', 'Group Bookings']) {
      const { unmount } = show(integration);
      await businessShown();
      expect(skuInput()).toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: /^Pick from/ })).not.toBeInTheDocument();
      unmount();
    }
  });
});
