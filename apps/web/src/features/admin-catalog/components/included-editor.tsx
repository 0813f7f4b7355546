import { useEffect } from 'react';
import { RichText, useRichTextEditor } from '../../../components/rich-text.tsx';

/** The variant's 'included' rich text (tiptap: loaded only with the product editor). */
export default function IncludedEditor(props: {
  value: string;
  onChange: (html: string) => void;
  label: string;
}) {
  const editor = useRichTextEditor({
    content: props.value,
    label: props.label,
    onUpdate: (e) => props.onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // A reset of the form (another product, a reload) replaces the content. Tiptap destroys an
  // editor whose panel moved a tick later, and React may still hold it for a render: reading a
  // destroyed editor throws (it crashed the product editor while a variant was typed in).
  useEffect(() => {
    if (editor && !editor.isDestroyed && !editor.isFocused && editor.getHTML() !== props.value) {
      editor.commands.setContent(props.value, { emitUpdate: false });
    }
  }, [editor, props.value]);
  return <RichText editor={editor} headings />;
}
