import { useState } from 'react';
import { Button, Group, Text, Textarea } from '@mantine/core';
import { flavorTextSchema } from '@jaunt/contract';

/** An item's flavour text: read-only, or editable by the owner (it must not be empty). */
export function FlavorText({
  value,
  itemName,
  onSave,
}: {
  value: string;
  itemName: string;
  onSave?: (text: string) => Promise<unknown>;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (!onSave || draft === null) {
    return (
      <Group gap="xs" align="baseline">
        {value ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        ) : (
          onSave && (
            <Text size="sm" c="dimmed">
              No description yet.
            </Text>
          )
        )}
        {onSave && (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setDraft(value)}
            aria-label={`Edit description of ${itemName}`}
          >
            Edit description
          </Button>
        )}
      </Group>
    );
  }

  const save = async () => {
    const parsed = flavorTextSchema.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Flavour text must not be empty');
      return;
    }
    setSaving(true);
    try {
      await onSave(parsed.data);
      setDraft(null);
      setError(null);
    } catch {
      setError('The description could not be saved. Try again.');
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Textarea
        label={`Description of ${itemName}`}
        value={draft}
        onChange={(e) => setDraft(e.currentTarget.value)}
        error={error}
        autosize
        minRows={2}
        maxLength={1000}
        autoFocus
      />
      <Group gap="xs" mt="xs">
        <Button type="submit" size="xs" loading={saving}>
          Save description
        </Button>
        <Button
          variant="default"
          size="xs"
          onClick={() => {
            setDraft(null);
            setError(null);
          }}
        >
          Cancel
        </Button>
      </Group>
    </form>
  );
}
