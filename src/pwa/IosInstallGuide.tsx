import Button from 'antd-mobile/es/components/button';
import Popup from '../ui/overlay/Popup.tsx';

/** iOS Safari has no install prompt: 分享 → 添加到主屏幕. */
export default function IosInstallGuide({ onClose }: { onClose: () => void }) {
  return (
    <Popup visible onMaskClick={onClose} bodyClassName="pwa-ios-guide">
      <h3>添加到主屏幕</h3>
      <ol>
        <li>
          点击 Safari 底部工具栏的 <strong>分享</strong> 按钮
        </li>
        <li>
          在菜单中选择 <strong>添加到主屏幕</strong>
        </li>
        <li>点击右上角的“添加”，即可像应用一样从主屏幕打开</li>
      </ol>
      <Button block color="primary" onClick={onClose}>
        知道了
      </Button>
    </Popup>
  );
}
