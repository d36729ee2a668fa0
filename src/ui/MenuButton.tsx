import { useEffect, useRef, useState, type ReactNode } from 'react';
import './ui.css';

export interface MenuItem {
  key: string;
  text: string;
}

/**
 * A button with a drop-down menu: plain markup and CSS, so headers on the first screen do not
 * download a popover and its animation library. Closes on a pick, an outside click or Escape.
 */
export default function MenuButton({
  label,
  ariaLabel,
  className = 'hdr-btn',
  items,
  onSelect,
  header,
}: {
  label: ReactNode;
  /** The button's name where its label shows none (an icon); a label with text names it itself. */
  ariaLabel?: string;
  className?: string;
  items: MenuItem[];
  onSelect: (key: string) => void;
  /** Shown above the items (not an item): e.g. the user's name and gold coins in the phone's top-navigation menu. */
  header?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onEscape = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('keydown', onEscape);
    };
  }, [open]);

  return (
    <div className="ui-menu" ref={root}>
      <button type="button" className={className} aria-label={ariaLabel} aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {label}
      </button>
      {open && (
        <div className="ui-menu-list">
          {header && <div className="ui-menu-header">{header}</div>}
          <div role="menu" aria-label={ariaLabel}>
            {items.map((item) => (
              <button
                key={item.key}
                type="button"
                role="menuitem"
                onClick={() => {
                  setOpen(false);
                  onSelect(item.key);
                }}
              >
                {item.text}
              </button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
