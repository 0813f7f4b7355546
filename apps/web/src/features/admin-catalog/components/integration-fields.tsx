import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ProductForm } from '../lib/form-values.ts';

/** Admin only: the booking integration's name and its fields (id, apiKey, supplier...). */
export function IntegrationFields({ form }: { form: UseFormReturnType<ProductForm> }) {
  const fields = form.getValues().integration.fields;
  return (
    <Stack gap="xs" role="group" aria-label="Integration">
      <Text fw={500} size="sm">
        Integration (admin)
      </Text>
      <TextInput
        label="Integration name"
        placeholder="Fareharbor, Fareharbor API, Fareharbor Affiliate, Bookeo, Rezdy…"
        {...form.getInputProps('integration.name')}
      />
      {fields.map((_, i) => (
        <Group key={i} gap="xs" wrap="nowrap" align="end">
          <TextInput label="Field" {...form.getInputProps(`integration.fields.${i}.key`)} />
          <TextInput
            label="Value"
            style={{ flex: 1 }}
            {...form.getInputProps(`integration.fields.${i}.val`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove integration field ${i + 1}`}
            onClick={() => form.removeListItem('integration.fields', i)}
          >
            ✕
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          size="xs"
          variant="light"
          onClick={() => form.insertListItem('integration.fields', { key: '', val: '' })}
        >
          Add integration field
        </Button>
      </Group>
    </Stack>
  );
}
