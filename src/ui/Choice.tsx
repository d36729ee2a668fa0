import type { ReactNode } from 'react';

/**
 * Toggle buttons as one choice (radiogroup of radios) or several (group of checkboxes). The two roles
 * are written out so each element carries only the ARIA attributes its role supports.
 */
export function ChoiceGroup({ multiple, labelledBy, className, children }: { multiple: boolean; labelledBy: string; className?: string; children: ReactNode }) {
  return multiple ? (
    <div className={className} role="group" aria-labelledby={labelledBy}>
      {children}
    </div>
  ) : (
    <div className={className} role="radiogroup" aria-labelledby={labelledBy}>
      {children}
    </div>
  );
}

export function ChoiceButton({
  multiple,
  checked,
  className,
  disabled,
  onClick,
  children,
}: {
  multiple: boolean;
  checked: boolean;
  className?: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return multiple ? (
    <button type="button" role="checkbox" aria-checked={checked} className={className} disabled={disabled} onClick={onClick}>
      {children}
    </button>
  ) : (
    <button type="button" role="radio" aria-checked={checked} className={className} disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}
