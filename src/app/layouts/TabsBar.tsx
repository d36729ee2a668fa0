import type { KeyboardEvent } from 'react';
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

  /** Arrow keys move between the tabs, Home/End to the ends, Delete closes one (the tabs pattern). */
  const onKey = (e: KeyboardEvent<HTMLButtonElement>, key: string, affix?: boolean) => {
    const tabs = [...(e.currentTarget.closest('[role=tablist]')?.querySelectorAll<HTMLElement>('[role=tab]') ?? [])];
    const at = tabs.indexOf(e.currentTarget);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (to !== undefined) {
      e.preventDefault();
      tabs[(to + tabs.length) % tabs.length]?.focus();
    } else if (e.key === 'Delete' && !affix) {
      e.preventDefault();
      close(key);
    }
  };

  return (
    <div className="tabs-bar">
      <div className="tabs-scroll" role="tablist" aria-label="已打开的页面">
        {views.map((v) => (
          <div key={v.key} className={`tab${v.key === activeKey ? ' active' : ''}`} role="presentation">
            <button
              type="button"
              className="tab-title"
              role="tab"
              aria-selected={v.key === activeKey}
              tabIndex={v.key === activeKey ? 0 : -1}
              aria-keyshortcuts={v.affix ? undefined : 'Delete'}
              onKeyDown={(e) => onKey(e, v.key, v.affix)}
              onClick={() => (v.key === activeKey ? void refreshVisible() : navigate(v.path))}
            >
              {v.title}
            </button>
            {!v.affix && (
              // the pointer's way to close; keyboards and screen readers close with Delete on the tab
              <button type="button" className="tab-close" aria-hidden tabIndex={-1} title={`关闭 ${v.title}`} onClick={() => close(v.key)}>
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
