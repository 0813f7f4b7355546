// Only lazily loaded screens import this file: tiptap stays out of the public bundle.
import { Link, RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/** A tiptap editor with the markup our sanitiser keeps, named for screen readers. */
export function useRichTextEditor(opts: {
  content: string;
  label: string;
  onUpdate: (editor: Editor) => void;
}) {
  return useEditor({
    extensions: [StarterKit.configure({ link: false, heading: { levels: [3, 4] } }), Link],
    content: opts.content,
    onUpdate: ({ editor }) => opts.onUpdate(editor),
    editorProps: {
      attributes: { 'aria-label': opts.label, role: 'textbox', 'aria-multiline': 'true' },
    },
  });
}

/** The editor with its toolbar: bold, italic, (heading), lists, links. */
export function RichText({
  editor,
  headings = false,
}: {
  editor: Editor | null;
  headings?: boolean;
}) {
  return (
    <RichTextEditor editor={editor}>
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          {headings && <RichTextEditor.H3 />}
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
  );
}
