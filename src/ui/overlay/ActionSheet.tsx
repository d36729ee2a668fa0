import AntActionSheet, { type ActionSheetProps } from 'antd-mobile/es/components/action-sheet';
import { newestBody } from './stack.ts';
import { useOverlay } from './useOverlay.ts';

/** antd-mobile's ActionSheet with the keyboard of Popup.tsx. */
export default function ActionSheet(props: ActionSheetProps) {
  useOverlay(!!props.visible, props.onClose, () => newestBody('.adm-action-sheet-popup .adm-popup-body'));
  return <AntActionSheet {...props} />;
}
