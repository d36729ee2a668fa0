import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import Button from 'antd-mobile/es/components/button';
import { may } from '../../api/contract/resource/ops.ts';
import type { ActionDecl, AnyRow, InputOf, ListAnswer, ResourceDecl, RowOf } from '../../api/contract/resource/types.ts';
import { listFields } from '../../api/contract/resource/fields.ts';
import { money } from '../../api/contract/money.ts';
import { findRoute } from '../../api/contract/routes/index.ts';
import { type ListQuery, refOptions, resourceCalls } from '../../api/resource.ts';
import { session } from '../../state/session.ts';
import { act } from '../act.tsx';
import MenuButton from '../MenuButton.tsx';
import PageState from '../PageState.tsx';
import RefreshButton from '../RefreshButton.tsx';
import type { Column } from '../ResponsiveTable.tsx';
import { useBreakpoint } from '../useBreakpoint.ts';
import { whenOpen } from '../whenOpen.tsx';
import ExportButton from './ExportButton.tsx';
import FilterBar from './FilterBar.tsx';
import ListView from './ListView.tsx';
import { useListController } from './useListController.ts';
import ValueView from './ValueView.tsx';
import type { PromptAnswer } from './ReasonPrompt.tsx';
import './resource.css';

// Forms, details and prompts load on first use; the list is what the first screen needs.
const RecordForm = whenOpen(() => import('./RecordForm.tsx'));
const RecordDetail = whenOpen(() => import('./RecordDetail.tsx'));
// antd-mobile's tabs bring ahooks and lodash pieces: in this chunk, every form (the sign-up page's too) loaded it for them
const ViewTabs = lazy(() => import('./ViewTabs.tsx'));
const ReasonPrompt = whenOpen(() => import('./ReasonPrompt.tsx'));

export interface ResourcePageProps<R extends ResourceDecl> {
  resource: R;
  /** A page's own cell for a field, in place of the generated one. */
  cells?: Partial<Record<keyof R['fields'] & string, (row: RowOf<R>) => ReactNode>>;
  /** A page's own form control for a field. */
  formFields?: Record<string, (props: { value: unknown; onChange: (v: unknown) => void }) => ReactNode>;
  /** A page's own detail view. */
  detail?: (row: RowOf<R>) => ReactNode;
  /** Filters every call carries (a class id from the route, say); the filter bar does not offer them. */
  fixedQuery?: ListQuery;
  /** More buttons in the toolbar. */
  toolbar?: ReactNode;
  /** Text above the list. */
  intro?: ReactNode;
  /** A page of its own for new records (an editor too big for a dialog), in place of the generated form. */
  onCreate?: () => void;
  /** A page of its own for editing a record, in place of the generated form. */
  onEdit?: (row: RowOf<R>) => void;
  /** A page of its own for a record (查看), in place of the detail sheet. */
  onView?: (row: RowOf<R>) => void;
  /** The heading, when the page shows more than this resource (default: the route's title). */
  title?: string;
}

type Prompt = { action: string; decl: ActionDecl; ids: number[] } | null;

/**
 * A resource's whole page from its declaration: filter bar; a sortable table with a fixed first
 * column and row selection (tablets, desktops) or cards (phones); pages or load-more; create and
 * edit form; detail; row, batch and custom actions; export. Every action goes through act()
 * (confirm, toast, failures); after any write the lists load again (useListController: fresh data).
 */
export default function ResourcePage<R extends ResourceDecl>({
  resource,
  cells,
  formFields,
  detail,
  fixedQuery,
  toolbar,
  intro,
  onCreate,
  onEdit,
  onView,
  title: ownTitle,
}: ResourcePageProps<R>) {
  const { roles, userInfo } = useSnapshot(session);
  const role = roles[0];
  const phone = useBreakpoint() === 'phone';
  const { pathname } = useLocation();
  const found = findRoute(pathname);
  const title = ownTitle ?? found?.route.meta.title ?? resource.title;
  // the seller centre, supply market and workbench layouts show the page title themselves
  const layoutShowsTitle = ['seller', 'supply', 'workbench'].includes(found?.route.layout ?? found?.area.layout ?? '');
  const calls = useMemo(() => (role && resource.roles.includes(role) ? resourceCalls(resource, role) : null), [resource, role]);
  // a status tab (ResourceDecl.views) is a filter every call carries; the list answers every tab's count
  const [viewKey, setViewKey] = useState(resource.views?.[0]?.key);
  const view = resource.views?.find((v) => v.key === viewKey);
  const list = useListController<AnyRow, ListAnswer<AnyRow>>({
    load: (q) => (calls ? (calls.list(q) as Promise<ListAnswer<AnyRow>>) : Promise.reject(new Error('未登录'))),
    pageSize: resource.ops.list.pageSize,
    fixed: view ? { ...fixedQuery, view: view.key } : fixedQuery,
    initial: (q) => calls?.firstList(q) as ListAnswer<AnyRow> | undefined,
  });
  const [editing, setEditing] = useState<AnyRow | 'new' | null>(null);
  const [viewing, setViewing] = useState<AnyRow | null>(null);
  const [prompt, setPrompt] = useState<Prompt>(null);

  const loadRefs = useCallback((ref: string) => refOptions(resource, ref, role), [resource, role]);

  if (!role) return null;
  // a back-office route every management role may open, over a resource of fewer roles: say so, ask nothing
  if (!calls)
    return (
      <section className="rs-page" aria-labelledby="rs-title">
        <header className="rs-head">
          <h1 id="rs-title">{title}</h1>
        </header>
        <PageState empty emptyText="您的角色无权访问该功能" />
      </section>
    );
  // a view may narrow the row and batch actions shown (查看, 新建 and 导出 stay)
  const shows = (op: string) => !view?.actions || op === 'create' || op === 'export' || view.actions.includes(op.replace(/^action:/, ''));
  const can = (op: Parameters<typeof may>[2], row?: AnyRow) => shows(op) && may(resource, role, op, row);
  const label = (row: AnyRow) => String(row[resource.labelField] ?? '');

  const runAction = async (name: string, decl: ActionDecl, ids: number[], answer?: PromptAnswer) => {
    // what the action asks for first: its fields and its reason, in one dialog
    if ((decl.reason || decl.fields) && answer === undefined) return setPrompt({ action: name, decl, ids });
    const one = ids.length === 1;
    const result = await act(
      async () => {
        if (one) await calls.action(name, ids[0], answer?.reason, answer?.input);
        else await calls.actionMany(name, ids, answer?.reason, answer?.input);
      },
      {
        confirm: decl.confirm && !decl.reason && !decl.fields ? decl.confirm : undefined,
        danger: decl.danger,
        success: decl.success,
        key: `${resource.key}:${name}:${ids.join(',')}`,
      },
    );
    if (result.ok) list.setSelected(new Set());
  };

  const remove = async (ids: number[]) => {
    if (!resource.ops.delete) return;
    const one = ids.length === 1;
    const result = await act(() => (one ? calls.remove(ids[0]) : calls.removeMany(ids)), {
      confirm: one ? resource.ops.delete.confirm : `确定删除选中的 ${ids.length} 项吗？`,
      danger: true,
      confirmText: '删除',
      success: '删除成功',
      key: `${resource.key}:delete:${ids.join(',')}`,
    });
    if (result.ok) list.setSelected(new Set());
  };

  const save = async (input: InputOf<R>, then: string | null): Promise<boolean> => {
    const row = editing === 'new' ? null : editing;
    const result = await act(() => (row ? calls.update(row.id, input) : calls.create(input)), {
      success: then ? undefined : '保存成功',
      key: `${resource.key}:save:${row?.id ?? 'new'}`,
    });
    if (!result.ok) return false;
    const decl = then ? resource.ops.actions?.[then] : undefined;
    if (decl && then) await runAction(then, { ...decl, confirm: undefined }, [(result.value as AnyRow).id]);
    return true;
  };

  // Lists leave heavy fields out (detailOnly): the record is asked for in full before it is shown or edited.
  const heavy = Object.values(resource.fields).some((f) => f.detailOnly);
  const openRecord = async (row: AnyRow, then: (full: AnyRow) => void) => {
    if (!heavy) return then(row);
    const result = await act(() => calls.detail(row.id) as Promise<AnyRow>, { key: `${resource.key}:detail:${row.id}` });
    if (result.ok) then(result.value);
  };

  // ---- row actions ---------------------------------------------------------------------------
  const rowActions = (row: AnyRow) => {
    const items: { key: string; text: string; danger?: boolean; run: () => void }[] = [
      { key: 'view', text: '查看', run: () => (onView ? onView(row as RowOf<R>) : void openRecord(row, setViewing)) },
    ];
    if (can('update', row))
      items.push({
        key: 'edit',
        text: (resource.ops.update && resource.ops.update.label) || '编辑',
        run: () => (onEdit ? onEdit(row as RowOf<R>) : void openRecord(row, setEditing)),
      });
    for (const [name, decl] of Object.entries(resource.ops.actions ?? {})) {
      if (can(`action:${name}`, row)) items.push({ key: name, text: decl.label, danger: decl.danger, run: () => void runAction(name, decl, [row.id]) });
    }
    if (can('delete', row)) items.push({ key: 'delete', text: '删除', danger: true, run: () => void remove([row.id]) });
    const inline = 3;
    const shown = items.length > inline + 1 ? items.slice(0, inline) : items;
    const more = items.length > inline + 1 ? items.slice(inline) : [];
    return (
      <span className="rs-row-actions">
        {shown.map((a) => (
          <button key={a.key} type="button" className={`rs-link${a.danger ? ' rs-danger' : ''}`} onClick={a.run} aria-label={`${a.text}：${label(row)}`}>
            {a.text}
          </button>
        ))}
        {more.length > 0 && (
          <MenuButton
            label="更多"
            ariaLabel={`更多操作：${label(row)}`}
            className="rs-link"
            items={more.map((a) => ({ key: a.key, text: a.text }))}
            onSelect={(key) => more.find((a) => a.key === key)?.run()}
          />
        )}
      </span>
    );
  };

  // ---- columns -------------------------------------------------------------------------------
  const listed = listFields(resource).filter(([key]) => !view?.columns || view.columns.includes(key));
  const titleKey = listed.find(([, f]) => f.title)?.[0];
  // phones show the key fields: those marked for the card, else the first four after the title
  const onCard = new Set(
    listed.some(([, f]) => f.card !== undefined)
      ? listed.filter(([key, f]) => f.card || key === titleKey).map(([key]) => key)
      : [
          titleKey,
          ...listed
            .filter(([key]) => key !== titleKey)
            .slice(0, 4)
            .map(([key]) => key),
        ],
  );
  const columns: Column<AnyRow>[] = listed
    .filter(([key]) => !phone || onCard.has(key))
    .map(([key, f]) => ({
      key,
      title: f.label,
      width: f.width,
      sortable: !!f.sort,
      cardWhenSet: f.card === 'whenSet',
      align: f.type === 'int' || f.type === 'fen' ? 'right' : undefined,
      render: (row) => {
        const own = cells?.[key as keyof R['fields'] & string];
        return own ? own(row as RowOf<R>) : <ValueView name={key} field={f} row={row} />;
      },
    }));
  const batchActions = Object.entries(resource.ops.actions ?? {}).filter(([name, a]) => a.batch && can(`action:${name}`));
  const batchDelete = !!resource.ops.delete && !!resource.ops.delete.batch && can('delete');
  const selectable = batchActions.length > 0 || batchDelete;
  const selectedIds = [...list.selected] as number[];
  const exportable = resource.ops.export !== false && can('export');
  const counts = list.page?.views;
  const figures = list.page?.summary;

  return (
    <section className="rs-page" aria-label={title}>
      <header className={`rs-head${layoutShowsTitle ? ' is-bare' : ''}`}>
        {!layoutShowsTitle && <h1>{title}</h1>}
        <div className="rs-tools">
          {/* where the layout shows the title, its title bar has the 刷新 */}
          {!layoutShowsTitle && <RefreshButton />}
          {toolbar}
          {exportable && <ExportButton start={(format) => calls.startExport(format, list.query)} />}
          {can('create') && (
            <Button color="primary" size="small" onClick={() => (onCreate ? onCreate() : setEditing('new'))}>
              {(resource.ops.create && resource.ops.create.label) || `新建${resource.title}`}
            </Button>
          )}
        </div>
      </header>
      {intro}
      {resource.views && (
        <Suspense fallback={<div className="rs-views rs-views-waiting" />}>
          <ViewTabs views={resource.views} active={viewKey} counts={counts} onChange={setViewKey} />
        </Suspense>
      )}
      {resource.summary && figures && (
        <dl className="rs-summary" aria-label="汇总">
          {resource.summary.map((s, i) => (
            <div key={s.label}>
              <dt>{s.label}</dt>
              <dd>{s.field && resource.fields[s.field]?.type === 'fen' ? money(figures[i] ?? 0) : (figures[i] ?? 0)}</dd>
            </div>
          ))}
        </dl>
      )}
      <FilterBar resource={resource} phone={phone} onApply={list.applyFilters} loadRefs={loadRefs} hidden={Object.keys(fixedQuery ?? {})} />
      {selectable && selectedIds.length > 0 && (
        <div className="rs-batch" role="region" aria-label="批量操作">
          <span>已选 {selectedIds.length} 项</span>
          {batchActions.map(([name, decl]) => (
            <button key={name} type="button" className="rs-button" onClick={() => void runAction(name, decl, selectedIds)}>
              批量{decl.label}
            </button>
          ))}
          {batchDelete && (
            <button type="button" className="rs-button rs-danger" onClick={() => void remove(selectedIds)}>
              批量删除
            </button>
          )}
          <button type="button" className="rs-link" onClick={() => list.setSelected(new Set())}>
            取消选择
          </button>
        </div>
      )}
      <ListView
        list={list}
        columns={columns}
        emptyText={resource.ops.list.emptyText ?? `暂无${resource.title}`}
        titleKey={titleKey}
        selectable={selectable}
        actions={rowActions}
        stickyFirst
      />
      <RecordForm
        open={editing !== null}
        resource={resource}
        row={editing === 'new' ? null : editing}
        user={userInfo?.username ?? ''}
        phone={phone}
        loadRefs={loadRefs}
        onSubmit={save}
        onClose={() => setEditing(null)}
        fieldsOverride={formFields}
      />
      <RecordDetail
        open={viewing !== null}
        resource={resource}
        row={viewing as AnyRow}
        phone={phone}
        onClose={() => setViewing(null)}
        render={detail as ((row: AnyRow) => ReactNode) | undefined}
      />
      <ReasonPrompt
        open={prompt !== null}
        title={prompt ? `${prompt.decl.label}${prompt.ids.length > 1 ? `（${prompt.ids.length} 项）` : ''}` : ''}
        rule={prompt?.decl.reason}
        fields={prompt?.decl.fields}
        loadRefs={loadRefs}
        onDone={(answer) => {
          const p = prompt;
          setPrompt(null);
          if (p && answer !== null) void runAction(p.action, p.decl, p.ids, answer);
        }}
      />
    </section>
  );
}
