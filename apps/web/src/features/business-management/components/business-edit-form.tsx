import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import {
  businessAdminUpdateSchema,
  TEXT,
  type BusinessAdminUpdate,
  type BusinessDetail,
} from '@jaunt/contract';
import { ApiError } from '../../../lib/api-client.ts';
import { zodResolver } from '../../../lib/zod-form.ts';
import { updateBusiness } from '../api/business-actions.ts';
import { businessDetailKey } from '../api/business-detail.ts';
import { businessListKey } from '../api/list-businesses.ts';

const ADDRESS_FIELDS = [
  ['company', 'Company'],
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['phone', 'Phone'],
  ['address', 'Street address'],
  ['address2', 'Suite or unit'],
  ['city', 'City'],
  ['region', 'State or province'],
  ['postalCode', 'Postal code'],
  ['country', 'Country (US or CA)'],
] as const;

type Values = Omit<BusinessAdminUpdate, 'billingAddress'> & {
  billingAddress: Record<(typeof ADDRESS_FIELDS)[number][0], string>;
};

function valuesOf(b: BusinessDetail): Values {
  const address = Object.fromEntries(
    ADDRESS_FIELDS.map(([k]) => [k, b.billingAddress[k] ?? '']),
  ) as Values['billingAddress'];
  return {
    name: b.name,
    email: b.email,
    url: b.url,
    market: b.market,
    commission: b.commission,
    staff: b.staff.map((s) => ({ name: s.name, email: s.email, phone: s.phone })),
    companyId: b.companyId ?? '',
    billingAddress: address,
  };
}

/** The server's message and the field it names (section 8: shown in a toast on this screen). */
function serverDetail(e: unknown): string {
  if (!(e instanceof ApiError)) return TEXT.genericError;
  const first = Object.entries(e.fields ?? {})[0];
  return first ? `${first[1]} (${first[0]})` : `${e.message} (${e.code})`;
}

/**
 * The admin's edit of a business: fields, commission, market, its booking platform's company id,
 * staff and billing address.
 */
export function BusinessEditForm({ business }: { business: BusinessDetail }) {
  const qc = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: valuesOf(business),
    validate: zodResolver<Values>(businessAdminUpdateSchema),
  });

  const save = form.onSubmit(async (values) => {
    setSaving(true);
    setError(null);
    try {
      const next = await updateBusiness(business._id, businessAdminUpdateSchema.parse(values));
      qc.setQueryData(businessDetailKey(business._id), next);
      void qc.invalidateQueries({ queryKey: businessListKey });
      form.setValues(valuesOf(next));
      form.resetDirty(valuesOf(next));
      notifications.show({ color: 'teal', message: `${next.name} saved.` });
    } catch (e) {
      setError(TEXT.businessSaveFailed);
      notifications.show({
        color: 'red',
        title: TEXT.businessSaveFailed,
        message: serverDetail(e),
      });
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={save} noValidate aria-label="Edit business">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" {...form.getInputProps('email')} />
          <TextInput label="Website" {...form.getInputProps('url')} />
          <TextInput label="Market" withAsterisk {...form.getInputProps('market')} />
          <NumberInput
            label="Commission (%)"
            placeholder="15"
            min={0}
            max={100}
            {...form.getInputProps('commission')}
          />
          <TextInput
            label="Company ID"
            description="Its FareHarbor shortname or Rezdy supplier id, for products that name none"
            {...form.getInputProps('companyId')}
          />
        </SimpleGrid>
        <Fieldset legend="Staff">
          <Stack gap="xs">
            {form.values.staff.length === 0 && (
              <Text size="sm" c="dimmed">
                No staff yet.
              </Text>
            )}
            {form.values.staff.map((_, i) => (
              <Group key={i} align="end" wrap="nowrap">
                <TextInput
                  label={`Staff ${i + 1} name`}
                  {...form.getInputProps(`staff.${i}.name`)}
                />
                <TextInput
                  label={`Staff ${i + 1} email`}
                  {...form.getInputProps(`staff.${i}.email`)}
                />
                <TextInput
                  label={`Staff ${i + 1} phone`}
                  {...form.getInputProps(`staff.${i}.phone`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove staff ${i + 1}`}
                  onClick={() => form.removeListItem('staff', i)}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
            <Button
              variant="subtle"
              size="xs"
              w="fit-content"
              onClick={() => form.insertListItem('staff', { name: '', email: '', phone: '' })}
            >
              Add staff
            </Button>
          </Stack>
        </Fieldset>
        <Fieldset legend="Billing address">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {ADDRESS_FIELDS.map(([key, label]) => (
              <TextInput key={key} label={label} {...form.getInputProps(`billingAddress.${key}`)} />
            ))}
          </SimpleGrid>
        </Fieldset>
        {error && (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={saving} disabled={!form.isDirty()}>
            Save business
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
