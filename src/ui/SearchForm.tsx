import { type ReactNode, useMemo, useState } from 'react';
import { debounce } from '../lib/timing.ts';

/**
 * A search box that applies its words (trimmed) when submitted, with 搜索 or Enter; `children` are
 * more controls inside the form (a checkbox, say). `label` is its placeholder and its accessible name.
 */
export default function SearchForm({
  className,
  buttonClass,
  label,
  onSearch,
  children,
}: {
  className: string;
  buttonClass: string;
  label: string;
  onSearch: (words: string) => void;
  children?: ReactNode;
}) {
  const [typed, setTyped] = useState('');
  return (
    <form
      className={className}
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={label} aria-label={label} maxLength={50} />
      <button type="submit" className={buttonClass}>
        搜索
      </button>
      {children}
    </form>
  );
}

/** A search box with no button: its words (trimmed) apply once the typing stops (spec §9 debounce). */
export function TypingSearch({ placeholder, label, onSearch }: { placeholder: string; label: string; onSearch: (words: string) => void }) {
  const [typed, setTyped] = useState('');
  const later = useMemo(() => debounce(onSearch), [onSearch]);
  return (
    <input
      type="search"
      placeholder={placeholder}
      aria-label={label}
      value={typed}
      maxLength={20}
      onChange={(e) => {
        setTyped(e.target.value);
        later(e.target.value.trim());
      }}
    />
  );
}
