import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import MenuButton from '../../ui/MenuButton.tsx';
import { refreshVisible } from '../../api/freshness.ts';
import { closeAll, closeOthers, closeView, layout, refreshView } from '../../state/layout.ts';

/**
 * The tabs bar of the last 8 views: affix tabs stay; close, and (on the active tab) refresh, close
 * others, close all. Clicking the active tab loads its data again; 刷新 re-mounts it (its state goes).
 */
export default function TabsBar({ activeKey, home }: { activeKey: string; home: string }) {
  const { views } = useSnapshot(layout);
  const navigate = useNavigate();

  const close = (key: string) => {
    const next = closeView(key, activeKey, home);
    if (next) navigate(next);
  };

  return (
    <div className="tabs-bar" role="tablist" aria-label="已打开的页面">
      <div className="tabs-scroll">
        {views.map((v) => (
          <div key={v.key} className={`tab${v.key === activeKey ? ' active' : ''}`}>
            <button
              type="button"
              className="tab-title"
              role="tab"
              aria-selected={v.key === activeKey}
              onClick={() => (v.key === activeKey ? void refreshVisible() : navigate(v.path))}
            >
              {v.title}
            </button>
            {!v.affix && (
              <button type="button" className="tab-close" aria-label={`关闭 ${v.title}`} onClick={() => close(v.key)}>
                ×
              </button>
            )}
          </div>
        ))}
      </div>
      <MenuButton
        className="tabs-more"
        ariaLabel="标签操作"
        label="⋯"
        items={[
          { key: 'refresh', text: '刷新' },
          { key: 'others', text: '关闭其他' },
          { key: 'all', text: '关闭全部' },
        ]}
        onSelect={(action) => {
          if (action === 'refresh') refreshView(activeKey);
          else if (action === 'others') closeOthers(activeKey);
          else navigate(closeAll(home));
        }}
      />
    </div>
  );
}
