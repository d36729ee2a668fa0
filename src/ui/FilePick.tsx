import { useRef, useState } from 'react';
import './editor.css';

/**
 * A file input that reads the same on every browser and language: a Chinese button and the chosen
 * name (the native control shows the browser's own words). The input itself stays focusable.
 */
export default function FilePick({
  label,
  accept,
  disabled,
  onPick,
}: {
  label: string;
  accept: string;
  disabled?: boolean;
  onPick: (file: File | null) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  return (
    <label className={`ex-file${disabled ? ' is-disabled' : ''}`}>
      <input
        ref={input}
        type="file"
        accept={accept}
        aria-label={label}
        disabled={disabled}
        onChange={(e) => {
          const file = e.target.files?.[0] ?? null;
          setName(file?.name ?? '');
          onPick(file);
          // the same file may be picked again after a failure
          if (input.current) input.current.value = '';
        }}
      />
      <span className="ex-file-button">{label}</span>
      <span className="ex-file-name">{name || '未选择文件'}</span>
    </label>
  );
}
