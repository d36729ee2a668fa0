import { useSnapshot } from 'valtio';
import type { MenuItem } from '../../api/contract/auth.ts';
import { subAdminResource } from '../../api/contract/resources/admins.ts';
import { session } from '../../state/session.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import './people.css';
import './picker.css';

const SERVICE_CENTRE = '/znfwzx';

/** The caller's own menu as groups of pages: what a sub-account may be given. */
function ownGroups(menu: readonly MenuItem[]): { title: string; pages: { path: string; title: string }[] }[] {
  return menu
    .filter((g) => !g.hidden && g.path !== SERVICE_CENTRE)
    .map((g) => ({
      title: g.meta.title,
      pages: (g.children.length ? g.children : [g]).filter((p) => !p.hidden && !p.children.length).map((p) => ({ path: p.path, title: p.meta.title })),
    }))
    .filter((g) => g.pages.length > 0);
}

/** Picks a sub-account's pages among the administrator's own, group by group. */
function MenuPicker({ value, onChange }: { value: unknown; onChange: (v: unknown) => void }) {
  const { menu } = useSnapshot(session);
  const picked = new Set(Array.isArray(value) ? (value as string[]) : []);
  const set = (paths: string[], on: boolean) => {
    const next = new Set(picked);
    for (const p of paths) {
      if (on) next.add(p);
      else next.delete(p);
    }
    onChange([...next]);
  };
  return (
    <div className="mg-menu-picker" role="group" aria-label="可用菜单">
      {ownGroups(menu as MenuItem[]).map((g) => {
        const all = g.pages.every((p) => picked.has(p.path));
        return (
          <fieldset key={g.title} className="mg-menu-group">
            <legend>
              <label>
                <input
                  type="checkbox"
                  checked={all}
                  onChange={(e) =>
                    set(
                      g.pages.map((p) => p.path),
                      e.target.checked,
                    )
                  }
                />{' '}
                {g.title}
              </label>
            </legend>
            {g.pages.map((p) => (
              <label key={p.path} className="mg-menu-page">
                <input type="checkbox" checked={picked.has(p.path)} onChange={(e) => set([p.path], e.target.checked)} /> {p.title}
              </label>
            ))}
          </fieldset>
        );
      })}
    </div>
  );
}

/** /manage/subAdminList: the caller's sub-accounts, each with part of the caller's own menu. */
export default function SubAdminListPage() {
  return (
    <ResourcePage
      resource={subAdminResource}
      formFields={{ menuPaths: (props) => <MenuPicker {...props} /> }}
      intro={
        <p className="mg-intro">
          子账号与您同角色、同管辖范围，只能使用为其勾选的菜单（须在您自己的菜单内）。初始密码以短信发送，首次登录须修改；修改菜单后子账号需重新登录。
        </p>
      }
    />
  );
}
