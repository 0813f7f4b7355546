import { useEffect } from 'react';
import { Link, RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/** The variant's 'included' rich text (tiptap: loaded only with the product editor). */
export default function IncludedEditor(props: {
  value: string;
  onChange: (html: string) => void;
  label: string;
}) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, heading: { levels: [3, 4] } }), Link],
    content: props.value,
    onUpdate: ({ editor: e }) => props.onChange(e.isEmpty ? '' : e.getHTML()),
    editorProps: {
      attributes: { 'aria-label': props.label, role: 'textbox', 'aria-multiline': 'true' },
    },
  });
  // A reset of the form (another product, a reload) replaces the content.
  useEffect(() => {
    if (editor && !editor.isFocused && editor.getHTML() !== props.value) {
      editor.commands.setContent(props.value, { emitUpdate: false });
    }
  }, [editor, props.value]);
  return (
    <RichTextEditor editor={editor}>
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.H3 />
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
