import { useState } from 'react';
import { Button, Group, Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { bookingPlatformOf } from '@jaunt/contract';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMarketBusinesses } from '../api/lookups.ts';
import { usePlatformProducts } from '../api/platform-products.ts';
import type { ProductForm } from '../lib/form-values.ts';

/**
 * A variant's External SKU, typed by hand, and beside it (when the product's business has a
 * booking platform whose products can be listed) a "Pick from {platform}" select that fills it.
 * Two grid cells: the caller's grid puts them side by side.
 */
export function ExternalSkuFields(props: {
  form: UseFormReturnType<ProductForm>;
  index: number;
  market: string;
  productId: string | null;
}) {
  const { form } = props;
  const path = `variants.${props.index}.externalSku`;
  const { businessId } = form.getValues();
  const business = useMarketBusinesses(props.market).data?.find((b) => b.businessId === businessId);
  const platform = business && bookingPlatformOf(business.integration) && business.integration;
  return (
    <>
      <TextInput label="External SKU" {...form.getInputProps(path)} />
      {business && platform && (
        <PlatformProductPicker
          platform={platform}
          businessId={business.businessId}
          productId={props.productId}
          value={form.getValues().variants[props.index].externalSku}
          onPick={(sku) => form.setFieldValue(path, sku)}
        />
      )}
    </>
  );
}

/** The platform's products, asked for when the select first opens. */
function PlatformProductPicker(props: {
  platform: string;
  businessId: string;
  productId: string | null;
  value: string;
  onPick: (externalSku: string) => void;
}) {
  const [wanted, setWanted] = useState(false);
  const list = usePlatformProducts(props.businessId, props.productId, wanted);
  const products = list.data ?? [];
  const loading = wanted && list.isFetching;
  const empty = !loading && list.isSuccess && products.length === 0;
  const nothing = `No products found on ${props.platform}.`;
  const failed = list.isError && !loading;
  const refusal = failed
    ? errorMessage(list.error, `The products on ${props.platform} could not be loaded.`)
    : '';
  return (
    <Stack gap={4}>
      <Select
        label={`Pick from ${props.platform}`}
        placeholder="Choose a product"
        searchable
        data={products.map((p) => ({
          value: p.externalSku,
          label: `${p.name} (${p.externalSku})`,
        }))}
        value={products.some((p) => p.externalSku === props.value) ? props.value : null}
        onChange={(sku) => sku && props.onPick(sku)}
        onDropdownOpen={() => setWanted(true)}
        // Enter picks the active option and never saves the product (the list may arrive with
        // no option active, and the form would take the Enter as its submit).
        onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
        // The open list says why it is empty: loading, a refusal (also in the alert below), none
        // on the platform, or none matching what was typed.
        nothingFoundMessage={
          loading ? 'Loading products…' : failed ? refusal : empty ? nothing : 'No product matches.'
        }
        rightSection={loading ? <Loader size="xs" aria-hidden /> : undefined}
      />
      <Text role="status" size="sm" c="dimmed">
        {loading ? `Loading products from ${props.platform}…` : empty ? nothing : ''}
      </Text>
      {failed && (
        <Group gap="xs" role="alert">
          <Text size="sm" c="red.8">
            {refusal}
          </Text>
          <Button size="compact-xs" variant="light" onClick={() => void list.refetch()}>
            Retry
          </Button>
        </Group>
      )}
    </Stack>
  );
}
