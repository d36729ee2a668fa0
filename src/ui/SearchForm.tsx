import { type ReactNode, useState } from 'react';

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
