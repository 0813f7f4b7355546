import { useState } from 'react';
import { Modal, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { adminTableCreate, TEXT } from '@jaunt/contract';
import { errorMessage } from '../../../lib/api-client.ts';
import { useModalSubmit } from '../../../lib/use-modal-submit.ts';
import { parseInput } from '../../../components/data-table/editable-cell.tsx';
import type { ColumnDef } from '../../../components/data-table/types.ts';
import type { Row, TableConfig } from '../lib/table-configs.ts';
import { ModalFormActions } from '../../../components/modal-form-actions.tsx';

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
  const set = (k: string, v: unknown) => setValues((old) => ({ ...old, [k]: v }));
  const { errors, failure, saving, submit } = useModalSubmit<Record<string, unknown>>({
    schema: adminTableCreate[config.table as keyof typeof adminTableCreate],
    send: onAdd,
    onSent: () => {
      setValues({});
      onClose();
    },
    failureText: (error) => errorMessage(error, TEXT.genericError),
  });
  // What the form holds, without the boxes left empty.
  const body = () =>
    Object.fromEntries(
      Object.entries(values).filter(([, v]) => v !== '' && v !== undefined && v !== null),
    );

  return (
    <Modal opened={opened} onClose={onClose} title={`Add a ${config.noun}`}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit(body());
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
          <ModalFormActions failure={failure} saving={saving} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
