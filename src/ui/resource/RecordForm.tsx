import type { ResourceDecl } from '../../api/contract/resource/types.ts';
import RecordFormBody, { type RecordFormProps } from './RecordFormBody.tsx';
import Sheet from './Sheet.tsx';

export type { RecordFormProps };

/**
 * Create or edit a record: a bottom sheet on phones, a centred dialog on larger screens, around the
 * form of RecordFormBody.tsx. A form page of its own (`inline`) imports RecordFormBody directly and
 * so loads no popup code.
 */
export default function RecordForm<R extends ResourceDecl>(props: RecordFormProps<R>) {
  if (props.inline) return <RecordFormBody {...props} />;
  return (
    <Sheet phone={props.phone} onClose={props.onClose}>
      <RecordFormBody {...props} />
    </Sheet>
  );
}
