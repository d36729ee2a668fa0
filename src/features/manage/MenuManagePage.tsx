import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session.ts';
import Button from 'antd-mobile/es/components/button';
import { ROLE_NAMES, type Role } from '../../api/contract/roles.ts';
import { MENU_ICONS, type MenuEntry } from '../../api/contract/settings.ts';
import { menuEntries, moveMenuEntry, saveMenuEntry } from '../../api/people.ts';
import { act } from '../../ui/act.tsx';
import PageState from '../../ui/PageState.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import './people.css';
import './menus.css';

const MENU_ROLES: Role[] = [1, 2, 3, 20, 4, 5];
const SERVICE_CENTRE = '/znfwzx';

interface Draft {
  title: string;
  icon: string;
  hidden: boolean;
}

/** One entry: its title (the route's when not renamed), icon, shown/hidden, order; edited in place. */
function EntryRow({
  entry,
  first,
  last,
  depth,
  onChanged,
}: {
  entry: MenuEntry;
  first: boolean;
  last: boolean;
  depth: number;
  onChanged: (menu: MenuEntry[]) => void;
}) {
  const [draft, setDraft] = useState<Draft | null>(null);
  // groups start folded: a role's whole menu is long, one group at a time is what one edits
  const [open, setOpen] = useState(false);
  const isGroup = entry.children.length > 0;
  const isPage = entry.routeTitle !== null && entry.children.length === 0;
  const renamed = isPage && entry.ownTitle !== null;
  const save = async (body: { title: string | null; icon: string; hidden: boolean }, success: string) => {
    const r = await act(() => saveMenuEntry(entry.id, body), { success, key: `menu:${entry.id}` });
    if (r.ok) {
      onChanged(r.value);
      setDraft(null);
    }
  };
  const move = async (direction: 'up' | 'down') => {
    const r = await act(() => moveMenuEntry(entry.id, direction), { key: `menu:move:${entry.id}:${direction}` });
    if (r.ok) onChanged(r.value);
  };
  const glyph = MENU_ICONS[entry.icon]?.glyph;
  return (
    <li className={`mm-entry${entry.hidden ? ' is-hidden' : ''}`} style={{ '--depth': depth } as React.CSSProperties}>
      <div className="mm-row">
        {isGroup ? (
          <button
            type="button"
            className="mm-fold"
            aria-expanded={open}
            aria-label={`${open ? '收起' : '展开'}：${entry.title}`}
            onClick={() => setOpen(!open)}
          >
            {open ? '▾' : '▸'}
          </button>
        ) : (
          <span className="mm-fold" aria-hidden />
        )}
        <span className="mm-icon" aria-hidden>
          {glyph ?? entry.title.slice(0, 1)}
        </span>
        <span className="mm-title">
          <strong>{entry.title}</strong>
          {isGroup && <small className="mm-count">{entry.children.length} 项</small>}
          {renamed && <small className="mm-tag">已改名（原：{entry.routeTitle}）</small>}
          {entry.hidden && <small className="mm-tag warn">已隐藏</small>}
          <small className="mm-path">{entry.path === SERVICE_CENTRE ? '智能服务中心（外部链接）' : entry.path}</small>
        </span>
        <span className="mm-actions">
          <button
            type="button"
            className="rs-link"
            onClick={() => setDraft({ title: entry.title, icon: entry.icon, hidden: entry.hidden })}
            aria-label={`编辑：${entry.title}`}
          >
            编辑
          </button>
          <button type="button" className="rs-link" disabled={first} onClick={() => void move('up')} aria-label={`上移：${entry.title}`}>
            上移
          </button>
          <button type="button" className="rs-link" disabled={last} onClick={() => void move('down')} aria-label={`下移：${entry.title}`}>
            下移
          </button>
          <button
            type="button"
            className="rs-link"
            onClick={() => void save({ title: entry.ownTitle, icon: entry.icon, hidden: !entry.hidden }, entry.hidden ? '已显示' : '已隐藏')}
            aria-label={`${entry.hidden ? '显示' : '隐藏'}：${entry.title}`}
          >
            {entry.hidden ? '显示' : '隐藏'}
          </button>
        </span>
      </div>
      {draft && (
        <form
          className="mm-editor"
          aria-label={`编辑菜单：${entry.title}`}
          onSubmit={(e) => {
            e.preventDefault();
            void save({ title: draft.title, icon: draft.icon, hidden: draft.hidden }, '保存成功，相关用户重新登录后生效');
          }}
        >
          <label>
            菜单名称
            <input
              className="mm-input"
              value={draft.title}
              maxLength={20}
              placeholder={entry.routeTitle ?? '请输入菜单名称'}
              onChange={(e) => setDraft({ ...draft, title: e.target.value })}
            />
          </label>
          <label>
            图标
            <select className="mm-input" value={draft.icon} onChange={(e) => setDraft({ ...draft, icon: e.target.value })}>
              <option value="">（名称首字）</option>
              {Object.entries(MENU_ICONS).map(([key, i]) => (
                <option key={key} value={key}>
                  {i.glyph} {i.label}
                </option>
              ))}
            </select>
          </label>
          <label className="mm-check">
            <input type="checkbox" checked={draft.hidden} onChange={(e) => setDraft({ ...draft, hidden: e.target.checked })} /> 隐藏
          </label>
          <span className="mm-editor-actions">
            {isPage && (
              <Button size="small" onClick={() => void save({ title: null, icon: draft.icon, hidden: draft.hidden }, '已恢复默认名称')}>
                恢复默认
              </Button>
            )}
            <Button size="small" onClick={() => setDraft(null)}>
              取消
            </Button>
            <Button size="small" color="primary" type="submit">
              保存
            </Button>
          </span>
        </form>
      )}
      {isGroup && open && <EntryList entries={entry.children} depth={depth + 1} onChanged={onChanged} />}
    </li>
  );
}

function EntryList({ entries, depth, onChanged }: { entries: MenuEntry[]; depth: number; onChanged: (menu: MenuEntry[]) => void }) {
  return (
    <ul className="mm-list">
      {entries.map((e, i) => (
        <EntryRow key={e.id} entry={e} first={i === 0} last={i === entries.length - 1} depth={depth} onChanged={onChanged} />
      ))}
    </ul>
  );
}

/**
 * /manage/menuManage (national admin): each role's management menu — order, hide, rename, icon. What
 * is saved is exactly what loadMenus answers, so the sidebar shows it after the next sign-in. A page
 * that is not renamed shows its route's title; 恢复默认 goes back to it.
 */
export default function MenuManagePage() {
  const mine = useSnapshot(session).roles[0];
  const [role, setRole] = useState<Role>(1);
  // the answer carries its role: while another role's tree loads, the last one is not shown (its 编辑
  // would have edited the wrong role's menu)
  const s = useLoad(async () => ({ role, menu: mine === 1 ? await menuEntries(role) : [] }), [role, mine]);
  const menu = s.data?.role === role ? s.data.menu : null;
  if (mine !== 1)
    return (
      <section className="rs-page mm-page" aria-labelledby="mm-title">
        <h1 id="mm-title">菜单管理</h1>
        <PageState empty emptyText="菜单由系统管理员统一设置，您的角色无权访问该功能" />
      </section>
    );
  return (
    <section className="rs-page mm-page" aria-labelledby="mm-title">
      <header className="rs-head">
        <h1 id="mm-title">菜单管理</h1>
      </header>
      <p className="mg-intro">
        调整各角色的管理菜单：顺序、显示或隐藏、名称和图标。修改即时保存，相关用户重新登录后侧边栏按新菜单显示。未改名的菜单使用页面默认名称。
      </p>
      <div className="mg-tree-row" role="tablist" aria-label="角色">
        {MENU_ROLES.map((r) => (
          <button key={r} type="button" role="tab" aria-selected={role === r} className={`mg-chip${role === r ? ' on' : ''}`} onClick={() => setRole(r)}>
            {ROLE_NAMES[r]}
          </button>
        ))}
      </div>
      <PageState loading={s.loading && !menu} error={!menu && s.error} empty={!!menu && menu.length === 0} emptyText="该角色没有管理菜单" onRetry={s.reload}>
        {menu && <EntryList entries={menu} depth={0} onChanged={(changed) => s.setData({ role, menu: changed })} />}
      </PageState>
    </section>
  );
}
