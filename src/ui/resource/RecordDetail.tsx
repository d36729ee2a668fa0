import type { ReactNode } from 'react';
import type { AnyRow, ResourceDecl } from '../../api/contract/resource/types.ts';
import RecordFields from './RecordFields.tsx';
import Sheet from './Sheet.tsx';
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
  return (
    <Sheet phone={phone} onClose={onClose}>
      <section className="rs-detail" aria-label={`${resource.title}详情`}>
        <header className="rs-form-head">
          <h2>{title}</h2>
          <button type="button" className="rs-close" aria-label="关闭" onClick={onClose}>
            ×
          </button>
        </header>
        <div className="rs-detail-body">{render ? render(row) : <RecordFields resource={resource} row={row} />}</div>
      </section>
    </Sheet>
  );
}
