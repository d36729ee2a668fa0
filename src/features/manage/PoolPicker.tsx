import { useEffect, useMemo, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import type { RowOf } from '../../api/contract/resource/types.ts';
import { enrolmentResource } from '../../api/contract/resources/classes.ts';
import { resourceCalls } from '../../api/resource.ts';
import { act } from '../../ui/act.tsx';
import PageState from '../../ui/PageState.tsx';
import { useRole } from './classParts.tsx';
import DialogFrame from './DialogFrame.tsx';
import { TypingSearch } from '../../ui/SearchForm.tsx';

type Entry = RowOf<typeof enrolmentResource>;

/** Picks learners waiting in the registration pool (it opens on all of them; 报名本班的学员 narrows to this class's applicants) and puts them in the class. */
export default function PoolPicker({ classId, onClose }: { classId: number; onClose: () => void }) {
  const role = useRole();
  const calls = useMemo(() => (role ? resourceCalls(enrolmentResource, role) : null), [role]);
  const [mine, setMine] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [rows, setRows] = useState<Entry[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [nonce, setNonce] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: nonce is the retry signal
  useEffect(() => {
    if (!calls) return;
    let live = true;
    setError(null);
    calls
      .list({ status: 'pending', pageSize: 50, ...(mine ? { classId } : {}), ...(keyword ? { realName: keyword } : {}) })
      .then((p) => live && setRows(p.list as Entry[]))
      .catch((e) => live && setError(e));
    return () => {
      live = false;
    };
  }, [calls, mine, keyword, classId, nonce]);

  const add = async () => {
    if (!calls || !picked.size) return;
    const ids = [...picked];
    const result = await act(() => calls.actionMany('assign', ids, undefined, { toClassId: classId }), {
      success: `已加入本班（${ids.length}人）`,
      key: `pool:${classId}:${ids.join(',')}`,
    });
    if (result.ok) {
      onClose();
    }
  };

  return (
    <DialogFrame
      title="从报名池添加学员"
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button color="primary" disabled={!picked.size} onClick={() => void add()}>
            加入本班{picked.size ? `（${picked.size}人）` : ''}
          </Button>
        </>
      }
    >
      <div className="cl-search">
        <select aria-label="报名范围" value={mine ? 'mine' : 'all'} onChange={(e) => setMine(e.target.value === 'mine')}>
          <option value="mine">报名本班的学员</option>
          <option value="all">报名池全部学员</option>
        </select>
        <TypingSearch placeholder="搜索姓名" label="搜索姓名" onSearch={setKeyword} />
      </div>
      <PageState loading={!rows && !error} error={error} onRetry={() => setNonce((n) => n + 1)} empty={!!rows && !rows.length} emptyText="没有待分班的学员">
        <ul className="cl-pool-list">
          {(rows ?? []).map((r) => (
            <li key={r.id}>
              <label className={picked.has(r.id) ? 'is-on' : undefined}>
                <input
                  type="checkbox"
                  checked={picked.has(r.id)}
                  onChange={(e) =>
                    setPicked((s) => {
                      const next = new Set(s);
                      if (e.target.checked) next.add(r.id);
                      else next.delete(r.id);
                      return next;
                    })
                  }
                />
                <span>
                  {r.realName}
                  <span className="cl-pool-meta">
                    {' '}
                    {r.phone} · 报名：{r.classIdName ?? '未选班级'}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </PageState>
    </DialogFrame>
  );
}
