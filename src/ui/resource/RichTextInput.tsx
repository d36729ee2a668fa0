import { useEffect, useRef } from 'react';
import { sanitizeHtml } from '../../lib/sanitize.ts';

const TOOLS: [string, string][] = [
  ['bold', '加粗'],
  ['italic', '斜体'],
  ['underline', '下划线'],
  ['insertUnorderedList', '列表'],
  ['insertOrderedList', '编号'],
];

/** A small rich-text editor: contentEditable with bold, italic, underline and lists; sanitised here and again on the server. */
export default function RichTextInput({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (html: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    // only when a value comes from outside (a record loaded, a draft restored), never while typing
    if (ref.current && value !== shown.current && value !== ref.current.innerHTML) {
      ref.current.innerHTML = sanitizeHtml(value);
      shown.current = value;
    }
  }, [value]);
  const emit = () => {
    shown.current = ref.current?.innerHTML ?? '';
    onChange(shown.current);
  };
  const run = (command: string) => {
    ref.current?.focus();
    document.execCommand?.(command);
    emit();
  };
  return (
    <div className="rs-rich">
      <div className="rs-rich-tools" role="toolbar" aria-label="格式">
        {TOOLS.map(([command, text]) => (
          <button key={command} type="button" onMouseDown={(e) => e.preventDefault()} onClick={() => run(command)}>
            {text}
          </button>
        ))}
      </div>
      <div
        id={id}
        ref={ref}
        className="rs-rich-body"
        contentEditable
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-label={label}
        suppressContentEditableWarning
        onInput={emit}
      />
    </div>
  );
}
