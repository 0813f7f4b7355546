import { useState } from 'react';
import { ActionIcon, Group, TextInput, Title } from '@mantine/core';
import { listNameSchema } from '@jaunt/contract';
import { PencilIcon, SaveIcon } from './icons.tsx';
import { listTitleProps } from '../lib/list-title-props.ts';

/**
 * The list's title. The owner toggles edit mode with the pencil; in edit mode the pencil becomes
 * a save icon (Enter saves too, Escape cancels).
 */
export function ListTitle({
  name,
  editable,
  onSave,
}: {
  name: string;
  editable: boolean;
  onSave: (name: string) => Promise<unknown>;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const parsed = listNameSchema.safeParse(draft ?? '');
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter a title');
      return;
    }
    setSaving(true);
    try {
      await onSave(parsed.data);
      setDraft(null);
      setError(null);
    } catch {
      setError('The title could not be saved. Try again.');
    } finally {
      setSaving(false);
    }
  };

  if (draft === null) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Title>
        {editable && (
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label="Edit title"
            onClick={() => setDraft(name)}
          >
            <PencilIcon />
          </ActionIcon>
        )}
      </Group>
    );
  }
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          aria-label="List title"
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              setDraft(null);
              setError(null);
            }
          }}
          error={error}
          {...listTitleProps(draft)}
          size="md"
          data-autofocus
          autoFocus
          style={{ flex: 1 }}
        />
        <ActionIcon type="submit" size="xl" aria-label="Save title" loading={saving}>
          <SaveIcon />
        </ActionIcon>
      </Group>
    </form>
  );
}
