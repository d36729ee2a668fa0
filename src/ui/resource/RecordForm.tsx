import CenterPopup from 'antd-mobile/es/components/center-popup';
import Popup from 'antd-mobile/es/components/popup';
import RecordFormBody, { type RecordFormProps } from './RecordFormBody.tsx';

export type { RecordFormProps };

/**
 * Create or edit a record: a bottom sheet on phones, a centred dialog on larger screens, around the
 * form of RecordFormBody.tsx. A form page of its own (`inline`) imports RecordFormBody directly and
 * so loads no popup code.
 */
export default function RecordForm(props: RecordFormProps) {
  if (props.inline) return <RecordFormBody {...props} />;
  return props.phone ? (
    <Popup visible position="bottom" bodyClassName="rs-sheet" onMaskClick={props.onClose} destroyOnClose>
      <RecordFormBody {...props} />
    </Popup>
  ) : (
    <CenterPopup visible bodyClassName="rs-dialog" onMaskClick={props.onClose} destroyOnClose>
      <RecordFormBody {...props} />
    </CenterPopup>
  );
}
