import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { adminTableCreate, TEXT } from '@jaunt/contract';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { parseInput } from '../../../components/data-table/editable-cell.tsx';
import type { ColumnDef } from '../../../components/data-table/types.ts';
import type { Row, TableConfig } from '../lib/table-configs.ts';

interface Props {
  config: TableConfig;
  columns: ColumnDef<Row>[];
  opened: boolean;
  onClose: () => void;
  onAdd: (body: Record<string, unknown>) => Promise<unknown>;
}

/** Add New: the create fields of the table, checked with the contract's schema first. */
export function AddRowModal({ config, columns, opened, onClose, onAdd }: Props) {
  const fields = columns.filter((c) => c.onCreate || c.key === 'active');
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);
  const set = (k: string, v: unknown) => setValues((old) => ({ ...old, [k]: v }));

  const submit = async () => {
    const body = Object.fromEntries(
      Object.entries(values).filter(([, v]) => v !== '' && v !== undefined && v !== null),
    );
    const schema = adminTableCreate[config.table as keyof typeof adminTableCreate];
    const checked = schema?.safeParse(body);
    if (checked && !checked.success) {
      const next: Record<string, string> = {};
      for (const issue of checked.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setSaving(true);
    setFormError('');
    try {
      await onAdd(body);
      setValues({});
      setErrors({});
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      setFormError(errorMessage(error, TEXT.genericError));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Add a ${config.noun}`}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          {fields.map((c) => {
            const common = { label: c.title, error: errors[c.key], required: c.required };
            if (c.type === 'boolean')
              return (
                <Switch
                  key={c.key}
                  label={c.title}
                  checked={values[c.key] !== false}
                  onChange={(e) => set(c.key, e.currentTarget.checked)}
                />
              );
            if (c.type === 'number')
              return (
                <NumberInput
                  key={c.key}
                  {...common}
                  allowNegative={false}
                  allowDecimal={c.decimals ?? false}
                  decimalScale={c.decimals ? 2 : 0}
                  value={(values[c.key] as number | undefined) ?? ''}
                  onChange={(v) => set(c.key, v === '' ? undefined : Number(v))}
                />
              );
            if (c.type === 'select')
              return (
                <Select
                  key={c.key}
                  {...common}
                  data={c.options}
                  clearable
                  value={(values[c.key] as string | undefined) ?? null}
                  onChange={(v) => set(c.key, v ?? undefined)}
                />
              );
            return (
              <TextInput
                key={c.key}
                {...common}
                value={
                  c.type === 'list'
                    ? ((values[c.key] as string[] | undefined) ?? []).join(', ')
                    : ((values[c.key] as string | undefined) ?? '')
                }
                onChange={(e) => set(c.key, parseInput(c, e.currentTarget.value))}
              />
            );
          })}
          {formError && (
            <div role="alert" style={{ color: 'var(--mantine-color-red-8)' }}>
              {formError}
            </div>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
