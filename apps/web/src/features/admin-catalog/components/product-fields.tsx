import { lazy, Suspense } from 'react';
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { generateMeta, HIGHLIGHTS_MAX } from '@jaunt/contract';
import { useCategories, useMarketBusinesses } from '../api/lookups.ts';
import { categoryOptions } from '../lib/category-options.ts';
import type { ProductForm } from '../lib/form-values.ts';
import { MediaField } from './media-field.tsx';
import { MetaCounter } from './meta-counter.tsx';
import { CoordinateInputs } from './coordinate-inputs.tsx';

const PinMap = lazy(() => import('./pin-map.tsx'));

type Form = UseFormReturnType<ProductForm>;

/** Name, SKU, slug, category, the market's business and the active flag (an admin publishes). */
export function ProductBasicsFields(props: { form: Form; admin: boolean; market: string }) {
  const { form, admin } = props;
  const values = form.getValues();
  const categories = useCategories();
  const businesses = useMarketBusinesses(props.market);
  const input = form.getInputProps;
  return (
    <Paper withBorder p="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Name" required {...input('name')} />
        <TextInput label="SKU" required {...input('sku')} />
        <TextInput label="Slug" description="Made from the name when empty" {...input('slug')} />
        <Select
          label="Category"
          required
          searchable
          placeholder={categories.isPending ? 'Loading…' : undefined}
          data={categoryOptions(categories.data ?? [], values.categoryId)}
          {...input('categoryId')}
        />
        <Select
          label="Business"
          searchable
          clearable
          placeholder={businesses.isPending ? 'Loading…' : 'No business'}
          data={(businesses.data ?? []).map((b) => ({
            value: b.businessId,
            label: `${b.name} (${b.businessId})`,
          }))}
          {...input('businessId')}
        />
        <Checkbox
          mt="xl"
          label={admin || values.active ? 'Active' : 'Active (an admin publishes)'}
          disabled={!admin && !form.getInitialValues().active}
          {...input('active', { type: 'checkbox' })}
        />
      </SimpleGrid>
    </Paper>
  );
}

/** Contact, address and the map pin. */
export function ProductPlaceFields({ form }: { form: Form }) {
  const { lat, lng } = form.getValues().location;
  const input = form.getInputProps;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Phone" {...input('phone')} />
          <TextInput label="Website" placeholder="https://" {...input('website')} />
          <TextInput label="Email" type="email" {...input('email')} />
          <NumberInput
            label="Tax multiplier"
            placeholder="1.13"
            decimalScale={5}
            min={1}
            max={2}
            {...input('tax')}
          />
          <TextInput label="Street" {...input('address.street')} />
          <TextInput label="City" {...input('address.city')} />
          <TextInput label="State or province" {...input('address.region')} />
          <TextInput label="Country" {...input('address.country')} />
          <TextInput label="Postal code" {...input('address.postalCode')} />
          <Group grow>
            <CoordinateInputs lat={input('location.lat')} lng={input('location.lng')} />
          </Group>
        </SimpleGrid>
        <Suspense fallback={<Skeleton h={220} />}>
          <PinMap
            lat={lat === '' ? null : lat}
            lng={lng === '' ? null : lng}
            onPick={(la, ln) =>
              form.setFieldValue('location', { lat: +la.toFixed(6), lng: +ln.toFixed(6) })
            }
          />
        </Suspense>
      </Stack>
    </Paper>
  );
}

/** Info, description, meta description, hours, the page's trust texts, featured image, review ids. */
export function ProductTextFields({ form, productId }: { form: Form; productId: string | null }) {
  const values = form.getValues();
  const input = form.getInputProps;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Textarea label="Info" autosize minRows={3} {...input('info')} />
        <Textarea label="Description" autosize minRows={3} {...input('description')} />
        <div>
          <Textarea label="Meta description" autosize minRows={2} {...input('metaDescription')} />
          <Group justify="space-between" mt={4}>
            <MetaCounter value={values.metaDescription} />
            <Button
              size="xs"
              variant="light"
              onClick={() =>
                form.setFieldValue(
                  'metaDescription',
                  generateMeta(values.name, values.info || values.description),
                )
              }
            >
              Generate meta
            </Button>
          </Group>
        </div>
        <Textarea
          label="Hours"
          autosize
          minRows={2}
          placeholder="Mon–Fri 9am–5pm"
          {...input('hours')}
        />
        <Textarea
          label="Highlights"
          description={`One per line, at most ${HIGHLIGHTS_MAX}; shown as a checklist near the top of the page`}
          autosize
          minRows={3}
          {...input('highlights')}
        />
        <Textarea label="What to expect" autosize minRows={3} {...input('whatToExpect')} />
        <Textarea label="Meeting point" autosize minRows={2} {...input('meetingPoint')} />
        <Textarea
          label="Cancellation policy"
          autosize
          minRows={2}
          {...input('cancellationPolicy')}
        />
        <MediaField
          label="Featured image"
          value={values.featuredImage}
          onChange={(u) => form.setFieldValue('featuredImage', u)}
          productId={productId}
          variant={-1}
          slot={0}
          error={form.errors.featuredImage as string | undefined}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Review widget id" {...input('elfsightId')} />
          <TextInput label="Tripadvisor location id" {...input('tripadvisorLocationId')} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
