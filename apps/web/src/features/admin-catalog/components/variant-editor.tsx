import { lazy, Suspense } from 'react';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Input,
  NumberInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  generateMeta,
  META_DESCRIPTION_LIMIT,
  VARIANT_EXTRA_IMAGES_MAX,
  variantSlug,
} from '@jaunt/contract';
import type { ProductForm } from '../lib/form-values.ts';
import { MediaField } from './media-field.tsx';
import { MetaCounter } from './meta-counter.tsx';
import { CoordinateInputs } from './coordinate-inputs.tsx';
import { ExternalSkuFields } from './external-sku-fields.tsx';

const IncludedEditor = lazy(() => import('./included-editor.tsx'));

/** Every field of one variant; commission and fee only for admins. */
export function VariantEditor(props: {
  form: UseFormReturnType<ProductForm>;
  index: number;
  /** The product's market (its businesses, one of which may book on a platform). */
  market: string;
  productId: string | null;
  admin: boolean;
  onDuplicate: () => void;
  onRemove: () => void;
}) {
  const { form, index: i } = props;
  const v = form.getValues().variants[i];
  const path = (field: string) => `variants.${i}.${field}`;
  const input = (field: string) => form.getInputProps(path(field));
  const check = (field: string) => form.getInputProps(path(field), { type: 'checkbox' });
  const label = v.name || `Variant ${i + 1}`;

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Name" required {...input('name')} />
        <TextInput
          label="Slug"
          description="Lowercase, spaces become hyphens"
          {...input('slug')}
          onChange={(e) => form.setFieldValue(path('slug'), variantSlug(e.currentTarget.value))}
        />
        <NumberInput label="Price" prefix="$" min={0} decimalScale={2} {...input('price')} />
        <NumberInput label="MRP" prefix="$" min={0} decimalScale={2} {...input('mrp')} />
        <ExternalSkuFields
          form={form}
          index={i}
          market={props.market}
          productId={props.productId}
        />
        <TextInput label="Duration" placeholder="2 hours" {...input('duration')} />
        <NumberInput label="Min people" min={0} allowDecimal={false} {...input('minPeople')} />
        <NumberInput label="Max people" min={0} allowDecimal={false} {...input('maxPeople')} />
        <NumberInput label="Min purchase" min={0} allowDecimal={false} {...input('minPurchase')} />
        <TextInput label="Purchase type" placeholder="person" {...input('purchaseType')} />
        <TextInput label="Promo code" {...input('promoCode')} />
        <TextInput label="Meta sheet" {...input('meta.sheet')} />
      </SimpleGrid>
      <Fieldset
        legend="Place (when not at the product's address)"
        variant="unstyled"
        p={0}
        m={0}
        style={{ border: 0 }}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Place name" placeholder="Pier 39, gate B" {...input('location.text')} />
          <CoordinateInputs
            prefix="Place "
            lat={input('location.lat')}
            lng={input('location.lng')}
          />
        </SimpleGrid>
      </Fieldset>
      <Text size="xs" c="dimmed">
        Experience SKU: {v.experienceSku ?? 'given on save (product SKU + 4 digits)'}
      </Text>
      <Group>
        <Checkbox label="Active" {...check('active')} />
        <Checkbox label="Group" {...check('isGroup')} />
        <Checkbox label="Private sale" {...check('isPrivateSale')} />
        <Checkbox label="Callout" {...check('hasCallout')} />
      </Group>
      {v.isGroup && v.isPrivateSale && (
        <TextInput type="date" label="Experience date" {...input('experienceDate')} />
      )}
      {v.hasCallout && <TextInput label="Callout text" {...input('calloutText')} />}
      <Textarea label="Description" required autosize minRows={3} {...input('description')} />
      <Input.Wrapper label="Included" id={`included-${i}`}>
        <Suspense fallback={<Skeleton h={140} />}>
          <IncludedEditor
            label={`Included: ${label}`}
            value={v.included}
            onChange={(html) => form.setFieldValue(path('included'), html)}
          />
        </Suspense>
      </Input.Wrapper>
      <div>
        <Textarea label="Meta description" autosize minRows={2} {...input('metaDescription')} />
        <Group justify="space-between" mt={4}>
          <MetaCounter value={v.metaDescription} />
          <Button
            size="xs"
            variant="light"
            onClick={() =>
              form.setFieldValue(path('metaDescription'), generateMeta(v.name, v.description))
            }
          >
            Generate meta
          </Button>
        </Group>
      </div>
      <MediaField
        label={`Image of ${label}`}
        value={v.image}
        onChange={(url) => form.setFieldValue(path('image'), url)}
        productId={props.productId}
        variant={i}
        slot={0}
        error={form.errors[path('image')] as string | undefined}
      />
      {v.images.map((img, k) => (
        <MediaField
          key={k}
          label={`Further image ${k + 1} of ${label}`}
          value={img}
          video
          onChange={(url) =>
            form.setFieldValue(
              path('images'),
              v.images.map((x, j) => (j === k ? url : x)),
            )
          }
          onRemove={() =>
            form.setFieldValue(
              path('images'),
              v.images.filter((_, j) => j !== k),
            )
          }
          productId={props.productId}
          variant={i}
          slot={k + 1}
          error={form.errors[`${path('images')}.${k}`] as string | undefined}
        />
      ))}
      {form.errors[path('images')] && (
        <Text c="red" size="sm">
          {form.errors[path('images')]}
        </Text>
      )}
      <Group>
        <Button
          size="xs"
          variant="light"
          disabled={v.images.length >= VARIANT_EXTRA_IMAGES_MAX}
          onClick={() => form.setFieldValue(path('images'), [...v.images, ''])}
        >
          Add further image ({v.images.length}/{VARIANT_EXTRA_IMAGES_MAX})
        </Button>
      </Group>
      {props.admin && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="Commission (%)"
            description="Leave empty to use the business's commission"
            placeholder="15"
            min={0}
            max={100}
            {...input('commission')}
          />
          <NumberInput label="Fee (%)" min={0} max={100} decimalScale={2} {...input('fee')} />
        </SimpleGrid>
      )}
      <Group justify="flex-end">
        <Button
          size="xs"
          variant="default"
          disabled={!v._id}
          title={v._id ? undefined : 'Save first'}
          onClick={props.onDuplicate}
        >
          Duplicate variant
        </Button>
        <Button size="xs" variant="subtle" color="red" onClick={props.onRemove}>
          Remove variant
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        Meta descriptions over {META_DESCRIPTION_LIMIT} characters are cut by search engines.
      </Text>
    </Stack>
  );
}
