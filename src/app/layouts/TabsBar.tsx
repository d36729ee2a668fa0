import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import ActionSheet from 'antd-mobile/es/components/action-sheet';
import { useState } from 'react';
import { closeAll, closeOthers, closeView, layout, refreshView } from '../../state/layout.ts';

/** The tabs bar of the last 8 views: affix tabs stay; close, close others, close all, refresh. */
export default function TabsBar({ activeKey, home }: { activeKey: string; home: string }) {
  const { views } = useSnapshot(layout);
  const navigate = useNavigate();
  const [menuFor, setMenuFor] = useState<string | null>(null);

  const close = (key: string) => {
    const next = closeView(key, activeKey, home);
    if (next) navigate(next);
  };

  return (
    <div className="tabs-bar" role="tablist" aria-label="已打开的页面">
      <div className="tabs-scroll">
        {views.map((v) => (
          <div key={v.key} className={`tab${v.key === activeKey ? ' active' : ''}`} role="tab" aria-selected={v.key === activeKey}>
            <button
              type="button"
              className="tab-title"
              onClick={() => navigate(v.path)}
              onContextMenu={(e) => {
                e.preventDefault();
                setMenuFor(v.key);
              }}
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
      <button type="button" className="tabs-more" aria-label="标签操作" onClick={() => setMenuFor(activeKey)}>
        ⋯
      </button>
      <ActionSheet
        visible={menuFor !== null}
        onClose={() => setMenuFor(null)}
        cancelText="取消"
        actions={[
          { key: 'refresh', text: '刷新' },
          { key: 'others', text: '关闭其他' },
          { key: 'all', text: '关闭全部' },
        ]}
        onAction={(a) => {
          const key = menuFor ?? activeKey;
          setMenuFor(null);
          if (a.key === 'refresh') {
            refreshView(key);
            if (key !== activeKey) navigate(views.find((v) => v.key === key)?.path ?? home);
          } else if (a.key === 'others') {
            closeOthers(key);
            if (key !== activeKey) navigate(views.find((v) => v.key === key)?.path ?? home);
          } else {
            navigate(closeAll(home));
          }
        }}
      />
    </div>
  );
}
