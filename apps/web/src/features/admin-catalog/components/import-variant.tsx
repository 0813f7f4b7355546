import { useState } from 'react';
import { Button, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { variantInputSchema } from '@jaunt/contract';
import { emptyVariant, variantLocationToForm, type VariantForm } from '../lib/form-values.ts';

/** Parses a variant from JSON with the contract's schema; errors come back per field. */
export function parseVariantJson(
  text: string,
  admin: boolean,
): { variant?: VariantForm; errors: string[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { errors: ['This is not valid JSON.'] };
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    return {
      errors: [
        'Paste one variant: a JSON object such as {"name": "...", "description": "...", "price": 49}.',
      ],
    };
  }
  const { _id: _ignored, experienceSku: _e, ...rest } = raw as Record<string, unknown>;
  if (!admin) {
    delete rest.commission;
    delete rest.fee;
  }
  const result = variantInputSchema.safeParse(rest);
  if (!result.success) {
    return {
      errors: result.error.issues.map((i) => `${i.path.join('.') || 'variant'}: ${i.message}`),
    };
  }
  const v = result.data;
  const base = emptyVariant();
  return {
    errors: [],
    variant: {
      ...base,
      ...v,
      externalSku: v.externalSku ?? '',
      experienceDate: v.experienceDate?.slice(0, 10) ?? '',
      minPeople: v.minPeople ?? '',
      maxPeople: v.maxPeople ?? '',
      minPurchase: v.minPurchase ?? '',
      meta: { sheet: v.meta.sheet ?? '' },
      included: v.included || base.included,
      commission: v.commission ?? '',
      fee: v.fee ?? '',
      promoCode: v.promoCode ?? '',
      location: variantLocationToForm(v.location),
    },
  };
}

export function ImportVariantButton(props: { admin: boolean; onImport: (v: VariantForm) => void }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const submit = () => {
    const parsed = parseVariantJson(text, props.admin);
    setErrors(parsed.errors);
    if (parsed.variant) {
      props.onImport(parsed.variant);
      setOpen(false);
      setText('');
    }
  };
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpen(true)}>
        Import variant from JSON
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title="Import a variant from JSON"
        size="lg"
      >
        <Stack>
          <Textarea
            label="Variant JSON"
            autosize
            minRows={8}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            styles={{ input: { fontFamily: 'monospace' } }}
          />
          {errors.length > 0 && (
            <div role="alert">
              <Text c="red" size="sm" fw={600}>
                The variant was not imported:
              </Text>
              <List size="sm" c="red">
                {errors.map((e) => (
                  <List.Item key={e}>{e}</List.Item>
                ))}
              </List>
            </div>
          )}
          <Button onClick={submit} disabled={!text.trim()}>
            Add variant
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
