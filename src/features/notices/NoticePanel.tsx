import Popup from '../../ui/overlay/Popup.tsx';
import NavBar from 'antd-mobile/es/components/nav-bar';
import { go } from '../../lib/navigation.ts';
import NoticeList from './NoticeList.tsx';
import './notices.css';

/** The notice list in a drawer (full screen on phones), opened from the bell. */
export default function NoticePanel({ phone, showAll, onClose }: { phone: boolean; showAll: boolean; onClose: () => void }) {
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} position="right" bodyClassName={phone ? 'notice-popup-phone' : 'notice-drawer'} destroyOnClose>
      <div className="notice-popup-inner">
        <NavBar
          onBack={onClose}
          right={
            showAll ? (
              <button
                type="button"
                className="notice-link"
                onClick={() => {
                  onClose();
                  go('/supplymarket/notice');
                }}
              >
                全部
              </button>
            ) : null
          }
        >
          通知公告
        </NavBar>
        <div className="notice-popup-scroll">
          <NoticeList />
        </div>
      </div>
    </Popup>
  );
}
