import Dialog, { type DialogAlertProps, type DialogConfirmProps } from 'antd-mobile/es/components/dialog';
import { newestBody, openOverlay } from './stack.ts';

const dialogBody = () => newestBody('.adm-dialog .adm-center-popup-body');

/** Dialog.confirm that Escape answers with "no" (and that gives focus back to its opener). */
export function confirm(props: DialogConfirmProps): Promise<boolean> {
  const answer = Dialog.confirm(props);
  const release = openOverlay(() => Dialog.clear(), dialogBody);
  void answer.finally(release);
  return answer;
}

/** Dialog.alert that Escape closes. */
export function alert(props: DialogAlertProps): Promise<void> {
  const closed = Dialog.alert(props);
  const release = openOverlay(() => Dialog.clear(), dialogBody);
  void closed.finally(release);
  return closed;
}
