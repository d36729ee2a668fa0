import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { CLASS_STATUS_OPTIONS, type ClassStatus } from '../../api/contract/classes.ts';
import { CLASS_TYPE_NAMES, type ClassType, type Role } from '../../api/contract/roles.ts';
import { session } from '../../state/session.ts';
import { classInformation } from '../../api/classes.ts';
import RefreshButton from '../../ui/RefreshButton.tsx';
import FigureList from '../../ui/FigureList.tsx';
import './classes.css';

/** Shared parts of the class pages (docs/back-office.md "Classes"). */

export function useRole(): Role | undefined {
  return useSnapshot(session).roles[0] as Role | undefined;
}

/** The class id of a class detail route (/manage/…/{id}); NaN when it is not one (the guard already 404s those). */
export function useClassId(): number {
  const { id } = useParams();
  return Number(id);
}

export const isOnline = (t: ClassType | null | undefined) => t === 'ZBB' || t === 'DSB';

export function StatusTag({ status }: { status: ClassStatus }) {
  const o = CLASS_STATUS_OPTIONS.find((x) => x.value === status);
  return <span className={`cl-tag cl-tone-${o?.tone ?? 'default'}`}>{o?.label ?? status}</span>;
}

export function TypeTag({ type }: { type: ClassType }) {
  return <span className="cl-type">{CLASS_TYPE_NAMES[type]}</span>;
}

const heads = new Map<string, Promise<{ name: string; classType: ClassType }>>();

/** The class's name and type for the page links (asked once per class; the information page has them itself). */
function useClassHead(id: number, known: boolean): { name: string; classType: ClassType } | null {
  const role = useRole();
  const [head, setHead] = useState<{ name: string; classType: ClassType } | null>(null);
  useEffect(() => {
    if (known || !role || !Number.isFinite(id)) return;
    const key = `${role}:${id}`;
    if (!heads.has(key))
      heads.set(
        key,
        classInformation(role, id).then((c) => ({ name: c.name, classType: c.classType })),
      );
    let live = true;
    heads.get(key)!.then(
      (h) => live && setHead(h),
      () => heads.delete(key),
    );
    return () => {
      live = false;
    };
  }, [id, known, role]);
  return head;
}

/** The pages of one class, as a row of links (the current one marked). Shop pages only for the online classes. */
export function ClassNav({ id, name: givenName, type: givenType }: { id: number; name?: string; type?: ClassType | null }) {
  const head = useClassHead(id, givenName !== undefined && givenType !== undefined);
  const name = givenName ?? head?.name;
  const type = givenType ?? head?.classType;
  const online = type === undefined || isOnline(type);
  const { pathname } = useLocation();
  const links: [string, string][] = [
    [`/manage/information/${id}`, '班级详情'],
    [`/manage/studentList/${id}/${encodeURIComponent(name || '班级学员')}`, '学员名单'],
    [`/manage/score/${id}/total`, '成绩'],
    ...(online
      ? ([
          [`/manage/storeData/${id}`, '店铺数据'],
          [`/manage/flightData/${id}`, '直通车数据'],
          [`/manage/storeScore/${id}`, '店铺成绩'],
        ] as [string, string][])
      : []),
    [`/manage/feedback/${id}`, '班级反馈'],
    [`/manage/pgtableList/${id}`, '评估表'],
  ];
  return (
    <nav className="cl-nav" aria-label="班级页面">
      {links.map(([to, label]) => {
        // a page with more than one address (the score tabs, the roster's name) is current for all of them
        const base = to.split('/').slice(0, 4).join('/');
        const current = pathname === to || pathname.startsWith(`${base}/`);
        return (
          <Link key={to} to={to} className={`cl-nav-link${current ? ' is-active' : ''}`} aria-current={current ? 'page' : undefined}>
            {label}
          </Link>
        );
      })}
    </nav>
  );
}

/** A class page's frame: its title, the class's name, 刷新 and its pages, then the content. */
export function ClassFrame({
  title,
  id,
  name,
  type,
  extra,
  children,
}: {
  title: string;
  id: number;
  name?: string;
  type?: ClassType | null;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="cl-page" aria-labelledby="cl-title">
      <header className="cl-head">
        <div className="cl-head-text">
          <h1 id="cl-title">{title}</h1>
          {name && <p className="cl-sub">{name}</p>}
        </div>
        <div className="cl-head-tools">
          <RefreshButton />
          {extra}
        </div>
      </header>
      <ClassNav id={id} name={name} type={type} />
      {children}
    </section>
  );
}

/** A row of figures (summary cards). */
export const Figures = ({ items }: { items: [label: string, value: ReactNode][] }) => <FigureList className="cl-figures" items={items} />;

export const dash = (v: number | null | undefined, suffix = '') => (v === null || v === undefined ? '—' : `${v}${suffix}`);

/** A white card with a heading. */
export function Card({ title, extra, children }: { title?: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className="cl-card">
      {(title || extra) && (
        <header className="cl-card-head">
          {title && <h2>{title}</h2>}
          {extra}
        </header>
      )}
      {children}
    </section>
  );
}
