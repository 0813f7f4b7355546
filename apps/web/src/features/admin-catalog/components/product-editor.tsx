import { useEffect, useRef, useState } from 'react';
import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { PRODUCT_TEXTS, type EditorProduct } from '@jaunt/contract';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { staffProductsKey } from '../api/list-products.ts';
import { editorProductKey, useEditorProduct } from '../api/get-product.ts';
import { deleteProduct, duplicateProduct, duplicateVariant } from '../api/product-actions.ts';
import { saveProduct } from '../api/save-product.ts';
import {
  emptyProduct,
  emptyVariant,
  formToPayload,
  productToForm,
  validateProductForm,
  type ProductForm,
} from '../lib/form-values.ts';
import { fieldsNeedAttention, focusFirstInvalid } from '../lib/form-attention.ts';
import { useUnsavedPrompt } from '../lib/use-unsaved-prompt.ts';
import { FeaturesEditor } from './features-editor.tsx';
import { ImportVariantButton } from './import-variant.tsx';
import { IntegrationFields } from './integration-fields.tsx';
import { ProductBasicsFields, ProductPlaceFields, ProductTextFields } from './product-fields.tsx';
import { VariantEditor } from './variant-editor.tsx';

/** The product and variant editor (left side of /product). `id` null = a new product. */
export function ProductEditor(props: {
  id: string | null;
  market: string;
  admin: boolean;
  onOpen: (id: string | null) => void;
}) {
  const { id, admin } = props;
  const qc = useQueryClient();
  const loaded = useEditorProduct(id);
  const [updated, setUpdated] = useState<string | null>(null);
  const [status, setStatus] = useState<{ kind: 'error' | 'conflict'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  /** Bumped when a save is refused: after the render, go to the first field in error. */
  const [focusRequest, setFocusRequest] = useState(0);
  /** Open variant panels: every variant when a product loads, and each one just added. */
  const [openVariants, setOpenVariants] = useState<string[]>([]);
  const form = useForm<ProductForm>({
    initialValues: emptyProduct(props.market),
    validate: validateProductForm(admin),
  });
  const values = form.getValues();
  const market = values.features.find((t) => t.key === 'Market')?.val ?? props.market;
  useUnsavedPrompt(form.isDirty() && !busy);

  const load = (p: EditorProduct | null) => {
    const v = p ? productToForm(p) : emptyProduct(props.market);
    form.setInitialValues(v);
    form.setValues(v);
    form.resetDirty(v);
    form.clearErrors();
    setUpdated(p?.updated ?? null);
    setOpenVariants(v.variants.map((_, i) => String(i)));
  };
  const addVariant = (variant: ProductForm['variants'][number]) => {
    const index = String(form.getValues().variants.length);
    setOpenVariants((open) => [...open, index]);
    form.insertListItem('variants', variant);
  };
  useEffect(() => {
    if (!id) load(null);
    else if (loaded.data) load(loaded.data);
    setStatus(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, loaded.data]);

  const afterWrite = (p: EditorProduct) => {
    qc.setQueryData(editorProductKey(p._id), p);
    void qc.invalidateQueries({ queryKey: staffProductsKey });
  };

  useEffect(() => {
    if (focusRequest) focusFirstInvalid(formRef.current);
  }, [focusRequest]);

  /** Opens the variant panels that hold errors, then moves to the first one in the form. */
  const showErrors = (errors: Record<string, unknown>) => {
    const variants = Object.keys(errors).flatMap((k) => /^variants\.(\d+)\./.exec(k)?.[1] ?? []);
    if (variants.length) setOpenVariants((open) => [...new Set([...open, ...variants])]);
    setFocusRequest((n) => n + 1);
  };

  const refused = (errors: Record<string, unknown>) => {
    notifications.show({
      id: 'product-not-saved',
      color: 'red',
      title: 'Not saved',
      message: `${fieldsNeedAttention(Object.keys(errors).length)}: ${String(Object.values(errors)[0])}`,
    });
    showErrors(errors);
  };

  const save = form.onSubmit(async (v) => {
    setBusy(true);
    setStatus(null);
    try {
      const p = await saveProduct(id, formToPayload(v, admin), updated);
      afterWrite(p);
      load(p);
      notifications.show({ color: 'teal', message: `${p.name} saved` });
      if (!id) props.onOpen(p._id);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setStatus({ kind: 'conflict', text: error.message });
      } else {
        if (error instanceof ApiError && error.fields) {
          form.setErrors(error.fields);
          showErrors(error.fields);
        }
        setStatus({ kind: 'error', text: errorMessage(error, PRODUCT_TEXTS.duplicateFailed) });
      }
    } finally {
      setBusy(false);
    }
  }, refused);
  const errorCount = Object.keys(form.errors).length;

  /** Asks before an action; one that reloads the product (`dropsEdits`) says edits are lost. */
  const confirm = (
    title: string,
    text: string,
    label: string,
    run: () => Promise<void> | void,
    danger = false,
    dropsEdits = true,
  ) =>
    modals.openConfirmModal({
      title,
      children: (
        <Text size="sm">
          {text}
          {dropsEdits && form.isDirty() ? ' Your unsaved changes will be lost.' : ''}
        </Text>
      ),
      labels: { confirm: label, cancel: 'Cancel' },
      confirmProps: danger ? { color: 'red' } : undefined,
      onConfirm: () => void run(),
    });

  const runDuplicate = (call: () => Promise<EditorProduct>) => async () => {
    setBusy(true);
    try {
      const p = await call();
      afterWrite(p);
      form.resetDirty();
      if (p._id === id) load(p);
      else props.onOpen(p._id);
      notifications.show({ color: 'teal', message: `${p.name} is ready to edit` });
    } catch {
      notifications.show({ color: 'red', message: PRODUCT_TEXTS.duplicateFailed });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!id) return;
    setBusy(true);
    try {
      await deleteProduct(id);
      form.resetDirty();
      void qc.invalidateQueries({ queryKey: staffProductsKey });
      notifications.show({ color: 'teal', message: `${values.name} deleted` });
      props.onOpen(null);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: errorMessage(error, PRODUCT_TEXTS.duplicateFailed),
      });
    } finally {
      setBusy(false);
    }
  };

  if (id && loaded.isPending) return <Skeleton h={600} aria-label="Loading the product" />;
  if (id && loaded.isError) {
    return (
      <Alert color="red">{errorMessage(loaded.error, 'This product could not be loaded.')}</Alert>
    );
  }

  return (
    <form ref={formRef} onSubmit={save} noValidate aria-label="Product editor">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {id ? values.name || 'Untitled product' : 'New product'}
          </Title>
          <Group gap="xs">
            {id && (
              <Badge color={values.active ? 'teal' : 'gray'}>
                {values.active ? 'Active' : 'Inactive'}
              </Badge>
            )}
            {form.isDirty() && <Badge color="orange">Unsaved changes</Badge>}
          </Group>
        </Group>
        {status && (
          <Alert
            color={status.kind === 'conflict' ? 'orange' : 'red'}
            role="alert"
            title={status.kind === 'conflict' ? 'Changed by someone else' : 'Not saved'}
          >
            <Text size="sm">{status.text}</Text>
            {status.kind === 'conflict' && (
              <Button
                mt="xs"
                size="xs"
                onClick={() => {
                  form.resetDirty();
                  void loaded.refetch();
                }}
              >
                Reload
              </Button>
            )}
          </Alert>
        )}
        <ProductBasicsFields form={form} admin={admin} market={market} />
        <Paper withBorder p="md">
          <FeaturesEditor
            value={values.features}
            onChange={(t) => form.setFieldValue('features', t)}
            error={form.errors.features as string | undefined}
          />
        </Paper>
        <ProductPlaceFields form={form} />
        <ProductTextFields form={form} productId={id} />
        {admin && (
          <Paper withBorder p="md">
            <IntegrationFields form={form} />
          </Paper>
        )}
        <Group justify="space-between">
          <Title order={3} size="h4">
            Variants ({values.variants.length})
          </Title>
          <Group gap="xs">
            <ImportVariantButton admin={admin} onImport={addVariant} />
            <Button size="xs" variant="light" onClick={() => addVariant(emptyVariant())}>
              Add variant
            </Button>
          </Group>
        </Group>
        {values.variants.length > 0 && (
          <Accordion variant="separated" multiple value={openVariants} onChange={setOpenVariants}>
            {values.variants.map((v, i) => (
              <Accordion.Item key={v._id ?? `new-${i}`} value={String(i)}>
                <Accordion.Control>
                  <Group gap="xs">
                    <Text fw={600}>{v.name || `Variant ${i + 1}`}</Text>
                    {!v.active && (
                      <Badge size="xs" color="gray">
                        inactive
                      </Badge>
                    )}
                    {Object.keys(form.errors).some((k) => k.startsWith(`variants.${i}.`)) && (
                      <Badge size="xs" color="red">
                        needs attention
                      </Badge>
                    )}
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <VariantEditor
                    form={form}
                    index={i}
                    market={market}
                    productId={id}
                    admin={admin}
                    // Removed from the form: other edits stay, and Save deletes a saved one.
                    onRemove={() =>
                      confirm(
                        `Delete ${v.name || `variant ${i + 1}`}`,
                        PRODUCT_TEXTS.deleteVariantConfirm +
                          (v._id ? ' It is deleted when you save the product.' : ''),
                        'Delete',
                        () => form.removeListItem('variants', i),
                        true,
                        false,
                      )
                    }
                    onDuplicate={() =>
                      confirm(
                        'Duplicate variant',
                        PRODUCT_TEXTS.duplicateVariantConfirm,
                        'Duplicate',
                        runDuplicate(() => duplicateVariant(v._id!)),
                      )
                    }
                  />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
        <Group
          justify="space-between"
          pos="sticky"
          bottom={0}
          py="sm"
          bg="var(--mantine-color-body)"
          style={{ zIndex: 2 }}
        >
          <Group gap="xs">
            <Button type="submit" loading={busy} disabled={!values.name.trim()}>
              {id ? 'Save' : 'Add product'}
            </Button>
            {form.isDirty() && (
              <Button
                variant="default"
                onClick={() => {
                  form.reset();
                  setStatus(null);
                }}
              >
                Discard changes
              </Button>
            )}
            {busy && <Loader size="xs" aria-label="Working" />}
            {errorCount > 0 && (
              <Text size="sm" c="red.8" role="alert">
                Not saved: {fieldsNeedAttention(errorCount).toLowerCase()}.{' '}
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  c="red.8"
                  td="underline"
                  onClick={() => focusFirstInvalid(formRef.current)}
                >
                  Show me
                </Anchor>
              </Text>
            )}
          </Group>
          {id && (
            <Group gap="xs">
              <Button
                variant="default"
                onClick={() =>
                  confirm(
                    'Duplicate product',
                    PRODUCT_TEXTS.duplicateConfirm,
                    'Duplicate',
                    runDuplicate(() => duplicateProduct(id)),
                  )
                }
              >
                Duplicate
              </Button>
              {admin && (
                <Button
                  color="red"
                  variant="light"
                  onClick={() =>
                    confirm('Delete product', PRODUCT_TEXTS.deleteConfirm, 'Delete', remove, true)
                  }
                >
                  Delete
                </Button>
              )}
            </Group>
          )}
        </Group>
      </Stack>
    </form>
  );
}
