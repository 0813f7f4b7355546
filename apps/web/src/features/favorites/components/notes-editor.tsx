import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { RichText, useRichTextEditor } from '../../../components/rich-text.tsx';

/** The owner's rich-text notes for one item (tiptap: loaded only on the itinerary). */
export default function NotesEditor({
  initial,
  itemName,
  onSave,
}: {
  initial: string;
  itemName: string;
  onSave: (html: string) => Promise<unknown>;
}) {
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  const editor = useRichTextEditor({
    content: initial,
    label: `Notes for ${itemName}`,
    onUpdate: () => setDirty(true),
  });
  const save = async () => {
    if (!editor) return;
    setSaving(true);
    try {
      await onSave(editor.isEmpty ? '' : editor.getHTML());
      setDirty(false);
    } finally {
      setSaving(false);
    }
  };
  return (
    <div>
      <RichText editor={editor} />
      <Group mt="xs">
        <Button
          size="xs"
          onClick={() => void save().catch(() => undefined)}
          loading={saving}
          disabled={!dirty}
          aria-label={`Save notes for ${itemName}`}
        >
          Save notes
        </Button>
      </Group>
    </div>
  );
}
