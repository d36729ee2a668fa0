import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import Button from 'antd-mobile/es/components/button';
import { may } from '../../api/contract/resource/ops.ts';
import type { AnyRow, InputOf, ResourceDecl, RowOf } from '../../api/contract/resource/types.ts';
import { refOptions, resourceCalls } from '../../api/resource.ts';
import { session } from '../../state/session.ts';
import { act } from '../act.tsx';
import PageState from '../PageState.tsx';
import { useBreakpoint } from '../useBreakpoint.ts';
import { useLoad } from '../useLoad.ts';
import { whenOpen } from '../whenOpen.tsx';
import RecordFields from './RecordFields.tsx';
import './resource.css';

const RecordForm = whenOpen(() => import('./RecordForm.tsx'));

export interface SingleRecordProps<R extends ResourceDecl> {
  /** A resource whose scope gives the caller at most one row (a profile, a shop's or supplier's settings). */
  resource: R;
  /** Heading of the card. */
  title: string;
  /** Fields shown on the card (default: every field). */
  fields?: readonly (keyof R['fields'] & string)[];
  /** Without a row: what to say, and how to make one (the form's checked values); absent: nothing to create here. */
  empty?: { text: ReactNode; createLabel: string; onCreate: (input: Record<string, unknown>) => Promise<unknown>; success: string };
  /** More under the fields (the page's own view of the row). */
  children?: (row: RowOf<R>) => ReactNode;
  /** Label of the edit button (default 编辑). */
  editLabel?: string;
}

/**
 * A resource the caller has one row of: the row's fields read-only with an edit button (the resource's
 * own form and rules, `update`), or, without one, an invitation to create it through the page's own
 * call (a registration, say). Reloads after any write of the resource, as lists do.
 */
export default function SingleRecord<R extends ResourceDecl>({ resource, title, fields, empty, children, editLabel = '编辑' }: SingleRecordProps<R>) {
  const { roles, userInfo } = useSnapshot(session);
  const role = roles[0];
  const phone = useBreakpoint() === 'phone';
  const calls = useMemo(() => (role ? resourceCalls(resource, role) : null), [resource, role]);
  const { data, loading, error, reload } = useLoad(async () => (calls ? ((await calls.list({ pageNum: 1, pageSize: 1 })).list[0] ?? null) : null), [calls]);
  const [editing, setEditing] = useState<AnyRow | 'new' | null>(null);
  const loadRefs = useCallback((ref: string) => refOptions(resource, ref, role), [resource, role]);
  if (!role || !calls) return null;
  const row = data as AnyRow | null;

  const save = async (input: InputOf<R>): Promise<boolean> => {
    const target = editing === 'new' ? null : editing;
    const result = await act(() => (target ? calls.update(target.id, input) : (empty?.onCreate(input) ?? Promise.reject(new Error('不能新建')))), {
      success: target ? '保存成功' : empty?.success,
      key: `${resource.key}:single:${target?.id ?? 'new'}`,
    });
    return result.ok;
  };

  return (
    <section className="rs-single" aria-label={title}>
      <PageState loading={loading && data === null} error={data === null && error} onRetry={reload}>
        {row ? (
          <>
            <header className="rs-single-head">
              <h2>{title}</h2>
              {may(resource, role, 'update', row) && (
                <Button size="small" color="primary" fill="outline" onClick={() => setEditing(row)}>
                  {editLabel}
                </Button>
              )}
            </header>
            <RecordFields resource={resource} row={row} only={fields} />
            {children?.(row as RowOf<R>)}
          </>
        ) : (
          <div className="rs-single-empty">
            <h2>{title}</h2>
            <div>{empty?.text ?? `暂无${resource.title}`}</div>
            {empty && (
              <Button color="primary" onClick={() => setEditing('new')}>
                {empty.createLabel}
              </Button>
            )}
          </div>
        )}
      </PageState>
      <RecordForm
        open={editing !== null}
        resource={resource}
        row={editing === 'new' ? null : editing}
        title={editing === 'new' ? empty?.createLabel : undefined}
        user={userInfo?.username ?? ''}
        phone={phone}
        loadRefs={loadRefs}
        onSubmit={save}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
