import type { ReactNode } from 'react';
import Sheet from '../../ui/resource/Sheet.tsx';
import '../../ui/resource/form.css';
import { useBreakpoint } from '../../ui/useBreakpoint.ts';

/** A class page's dialog: a bottom sheet on phones, a centred dialog on larger screens, with its title, close button and footer. */
export default function DialogFrame({ title, onClose, footer, children }: { title: string; onClose: () => void; footer: ReactNode; children: ReactNode }) {
  const phone = useBreakpoint() === 'phone';
  const body = (
    <div className="rs-form" role="dialog" aria-label={title}>
      <header className="rs-form-head">
        <h2>{title}</h2>
        <button type="button" className="rs-close" aria-label="关闭" onClick={onClose}>
          ×
        </button>
      </header>
      <div className="rs-form-body">{children}</div>
      <footer className="rs-form-foot">{footer}</footer>
    </div>
  );
  return (
    <Sheet phone={phone} onClose={onClose}>
      {body}
    </Sheet>
  );
}
