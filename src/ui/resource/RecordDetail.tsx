import type { ReactNode } from 'react';
import type { AnyRow, ResourceDecl } from '../../api/contract/resource/types.ts';
import { sanitizeHtml } from '../../lib/sanitize.ts';
import Sheet from './Sheet.tsx';
import ValueView from './ValueView.tsx';
import './form.css';

/** A record's every field, read-only: a sheet on phones, a dialog on larger screens. A page may show its own view instead. */
export default function RecordDetail({
  resource,
  row,
  phone,
  onClose,
  render,
}: {
  resource: ResourceDecl;
  row: AnyRow;
  phone: boolean;
  onClose: () => void;
  render?: (row: AnyRow) => ReactNode;
}) {
  const title = String(row[resource.labelField] ?? resource.title);
  const body = (
    <section className="rs-detail" aria-label={`${resource.title}详情`}>
      <header className="rs-form-head">
        <h2>{title}</h2>
        <button type="button" className="rs-close" aria-label="关闭" onClick={onClose}>
          ×
        </button>
      </header>
      <div className="rs-detail-body">
        {render ? (
          render(row)
        ) : (
          <dl className="rs-detail-list">
            {Object.entries(resource.fields).map(([key, f]) => (
              <div key={key} className={f.type === 'richText' ? 'is-wide' : undefined}>
                <dt>{f.label}</dt>
                <dd>
                  {f.type === 'richText' ? (
                    <div className="rs-rich-view" dangerouslySetInnerHTML={{ __html: sanitizeHtml(String(row[key] ?? '')) }} />
                  ) : (
                    <ValueView name={key} field={f} row={row} />
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
  return (
    <Sheet phone={phone} onClose={onClose}>
      {body}
    </Sheet>
  );
}
