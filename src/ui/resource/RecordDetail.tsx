import type { ReactNode } from 'react';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import Popup from 'antd-mobile/es/components/popup';
import type { AnyRow, ResourceDecl } from '../../api/contract/resource/types.ts';
import RecordFields from './RecordFields.tsx';

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
      <div className="rs-detail-body">{render ? render(row) : <RecordFields resource={resource} row={row} />}</div>
    </section>
  );
  return phone ? (
    <Popup visible position="bottom" bodyClassName="rs-sheet" onMaskClick={onClose} destroyOnClose>
      {body}
    </Popup>
  ) : (
    <CenterPopup visible bodyClassName="rs-dialog" onMaskClick={onClose} destroyOnClose>
      {body}
    </CenterPopup>
  );
}
