import { useState, type KeyboardEvent } from 'react';
import {
  ActionIcon,
  Group,
  NumberInput,
  Select,
  Switch,
  Text,
  Textarea,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import type { ColumnDef, ColumnKind } from './types.ts';
import { displayPhone } from '@jaunt/contract';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** The value as text for reading (and for the CSV-like list editor). */
export function display(col: ColumnKind, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (col.type === 'list') return Array.isArray(value) ? value.join(', ') : String(value);
  if (col.type === 'date') return dateFormat.format(new Date(String(value)));
  if (col.type === 'select')
    return col.options.find((o) => o.value === value)?.label ?? String(value);
  if (col.type === 'number' && col.suffix) return `${String(value)} ${col.suffix}`;
  if (col.type === 'phone') return displayPhone(String(value));
  return String(value);
}

/** Parses what was typed back into the column's type. */
export function parseInput(col: ColumnKind, raw: string | number): unknown {
  if (col.type === 'number') return typeof raw === 'number' ? raw : raw === '' ? null : Number(raw);
  if (col.type === 'list')
    return String(raw)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  return raw;
}

interface CellProps<Row> {
  col: ColumnDef<Row>;
  value: unknown;
  rowLabel: string;
  /** Resolves when saved; rejects (after telling the user) when the server refused. */
  onSave: (value: unknown) => Promise<void>;
}

/** A boolean column: the switch moves at once and goes back if the save fails. */
function ToggleCell<Row>({ col, value, rowLabel, onSave }: CellProps<Row>) {
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const checked = optimistic ?? Boolean(value);
  return (
    <Switch
      checked={checked}
      disabled={!col.editable || optimistic !== null}
      aria-label={`${col.title}: ${rowLabel}`}
      onChange={(e) => {
        const next = e.currentTarget.checked;
        setOptimistic(next);
        onSave(next)
          .catch(() => undefined)
          .finally(() => setOptimistic(null));
      }}
    />
  );
}

/** Click the value to edit; Enter or the check saves, Escape or the cross cancels. */
function TextLikeCell<Row>({ col, value, rowLabel, onSave }: CellProps<Row>) {
  const [draft, setDraft] = useState<string | number | null>(null);
  const [saving, setSaving] = useState(false);
  const shown = display(col, value);
  const multiline = col.type === 'text' && col.multiline;
  if (!col.editable) return <Text size="sm">{shown}</Text>;
  if (draft === null)
    return (
      <UnstyledButton
        onClick={() =>
          setDraft(
            col.type === 'list'
              ? display(col, value)
              : ((value as string | number | null | undefined) ?? ''),
          )
        }
        aria-label={`Edit ${col.title} of ${rowLabel}`}
        // A long text keeps a readable line where the table is squeezed (it scrolls instead).
        style={{ minHeight: 24, minWidth: multiline ? 200 : 48, display: 'block', width: '100%' }}
      >
        <Text size="sm" c={shown ? undefined : 'dimmed'}>
          {shown || '(empty)'}
        </Text>
      </UnstyledButton>
    );
  const save = async () => {
    if (draft === null) return;
    setSaving(true);
    try {
      await onSave(parseInput(col, draft));
      setDraft(null);
    } catch {
      // Refused: show the stored value again (the error was already announced).
      setDraft(null);
    } finally {
      setSaving(false);
    }
  };
  const keys = (e: KeyboardEvent) => {
    if (e.key === 'Enter') void save();
    if (e.key === 'Escape') setDraft(null);
  };
  const label = `${col.title} of ${rowLabel}`;
  const input =
    col.type === 'number' ? (
      <NumberInput
        size="xs"
        autoFocus
        aria-label={label}
        value={draft}
        allowDecimal={col.decimals ?? false}
        allowNegative={false}
        decimalScale={col.decimals ? 2 : 0}
        hideControls
        onChange={(v) => setDraft(v)}
        onKeyDown={keys}
        disabled={saving}
      />
    ) : col.type === 'select' ? (
      <Select
        size="xs"
        autoFocus
        aria-label={label}
        data={col.options}
        value={String(draft)}
        onChange={(v) => setDraft(v ?? '')}
        onKeyDown={keys}
        disabled={saving}
        comboboxProps={{ withinPortal: true }}
      />
    ) : multiline ? (
      <Textarea
        size="xs"
        autoFocus
        autosize
        minRows={2}
        aria-label={label}
        value={String(draft)}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onKeyDown={(e) => e.key === 'Escape' && setDraft(null)}
        disabled={saving}
      />
    ) : (
      <TextInput
        size="xs"
        autoFocus
        aria-label={label}
        value={String(draft)}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onKeyDown={keys}
        disabled={saving}
      />
    );
  return (
    <Group gap={4} wrap="nowrap">
      <div style={{ flex: 1, minWidth: 80 }}>{input}</div>
      <ActionIcon
        size="sm"
        color="teal"
        variant="light"
        aria-label={`Save ${label}`}
        loading={saving}
        onClick={() => void save()}
      >
        ✓
      </ActionIcon>
      <ActionIcon
        size="sm"
        color="gray"
        variant="light"
        aria-label={`Cancel editing ${label}`}
        onClick={() => setDraft(null)}
        disabled={saving}
      >
        ✕
      </ActionIcon>
    </Group>
  );
}

export function EditableCell<Row>(props: CellProps<Row>) {
  return props.col.type === 'boolean' ? <ToggleCell {...props} /> : <TextLikeCell {...props} />;
}
