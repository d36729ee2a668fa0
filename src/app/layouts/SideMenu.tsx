import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { refreshVisible } from '../../api/freshness.ts';
import { MENU_ICON_GLYPHS } from '../../api/contract/menuIcons.ts';
import { openGroupsFor, type MenuNode } from './menus.ts';

interface Props {
  nodes: MenuNode[];
  active: string;
  onSelect: (node: MenuNode) => void;
  /** Icons-only rail (collapsed sidebar on tablets). */
  collapsed?: boolean;
  theme?: 'dark' | 'light';
  /** Start with every group open (short menus: seller, buyer centre). */
  openAll?: boolean;
}

/** The entry's icon (chosen in /manage/menuManage), else the first character of its title. */
function initial(title: string, icon?: string) {
  return (icon && MENU_ICON_GLYPHS[icon]) || title.slice(0, 1);
}

/**
 * A nested menu: groups open/close, the active entry (activeMenu rule) is highlighted and its groups
 * opened. The entry of the page already open loads its data again (not the whole app).
 */
export default function SideMenu({ nodes, active, onSelect, collapsed, theme = 'dark', openAll }: Props) {
  const [open, setOpen] = useState<string[]>(() => (openAll ? nodes.filter((n) => n.children).map((n) => n.path) : openGroupsFor(nodes, active)));
  useEffect(() => {
    const need = openGroupsFor(nodes, active);
    setOpen((cur) => (need.every((p) => cur.includes(p)) ? cur : [...new Set([...cur, ...need])]));
  }, [nodes, active]);

  const { pathname, search } = useLocation();
  const pick = (n: MenuNode) => {
    if (!n.serviceKey && n.path === pathname + search) void refreshVisible();
    onSelect(n);
  };

  const toggle = (path: string) => setOpen((cur) => (cur.includes(path) ? cur.filter((p) => p !== path) : [...cur, path]));

  const render = (list: MenuNode[], depth: number) =>
    list.map((n) => {
      if (n.children) {
        const isOpen = open.includes(n.path) && !collapsed;
        const hasActive = openGroupsFor([n], active).length > 0;
        return (
          <li key={n.path} className={`sm-group${isOpen ? ' open' : ''}${hasActive ? ' has-active' : ''}`}>
            <button
              type="button"
              className="sm-item sm-group-title"
              style={{ paddingLeft: collapsed ? undefined : 16 + depth * 14 }}
              aria-expanded={isOpen}
              title={n.title}
              onClick={() => (collapsed && n.children?.[0] ? pick(n.children[0]) : toggle(n.path))}
            >
              <span className="sm-icon" aria-hidden>
                {initial(n.title, n.icon)}
              </span>
              {!collapsed && <span className="sm-text">{n.title}</span>}
              {!collapsed && (
                <span className="sm-caret" aria-hidden>
                  {isOpen ? '▾' : '▸'}
                </span>
              )}
            </button>
            {isOpen && <ul className="sm-list">{render(n.children, depth + 1)}</ul>}
          </li>
        );
      }
      const isActive = n.path === active;
      return (
        <li key={n.path}>
          <button
            type="button"
            className={`sm-item${isActive ? ' active' : ''}`}
            style={{ paddingLeft: collapsed ? undefined : 16 + depth * 14 }}
            aria-current={isActive ? 'page' : undefined}
            title={n.title}
            onClick={() => pick(n)}
          >
            {(depth === 0 || collapsed) && (
              <span className="sm-icon" aria-hidden>
                {initial(n.title, n.icon)}
              </span>
            )}
            {!collapsed && <span className="sm-text">{n.title}</span>}
          </button>
        </li>
      );
    });

  return (
    <nav className={`side-menu ${theme}${collapsed ? ' collapsed' : ''}`} aria-label="菜单">
      <ul className="sm-list">{render(nodes, 0)}</ul>
    </nav>
  );
}
