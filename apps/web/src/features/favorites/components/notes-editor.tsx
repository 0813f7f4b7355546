import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

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
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, heading: { levels: [3, 4] } }), Link],
    content: initial,
    onUpdate: () => setDirty(true),
    editorProps: {
      attributes: {
        'aria-label': `Notes for ${itemName}`,
        role: 'textbox',
        'aria-multiline': 'true',
      },
    },
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
      <RichTextEditor editor={editor}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
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
