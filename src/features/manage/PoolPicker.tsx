import { useEffect, useMemo, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import CenterPopup from '../../ui/overlay/CenterPopup.tsx';
import Popup from '../../ui/overlay/Popup.tsx';
import type { RowOf } from '../../api/contract/resource/types.ts';
import { enrolmentResource } from '../../api/contract/resources/classes.ts';
import { resourceCalls } from '../../api/resource.ts';
import { act } from '../../ui/act.tsx';
import PageState from '../../ui/PageState.tsx';
import { useBreakpoint } from '../../ui/useBreakpoint.ts';
import { debounce } from '../../lib/timing.ts';
import { useRole } from './classParts.tsx';

type Entry = RowOf<typeof enrolmentResource>;

/** Picks learners waiting in the registration pool (those who applied for this class first) and puts them in the class. */
export default function PoolPicker({ classId, onClose }: { classId: number; onClose: () => void }) {
  const role = useRole();
  const phone = useBreakpoint() === 'phone';
  const calls = useMemo(() => (role ? resourceCalls(enrolmentResource, role) : null), [role]);
  const [mine, setMine] = useState(true);
  const [keyword, setKeyword] = useState('');
  const [typed, setTyped] = useState('');
  const [rows, setRows] = useState<Entry[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [nonce, setNonce] = useState(0);
  const later = useMemo(() => debounce((v: string) => setKeyword(v)), []);

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

  const body = (
    <div className="rs-form" role="dialog" aria-label="从报名池添加学员">
      <header className="rs-form-head">
        <h2>从报名池添加学员</h2>
        <button type="button" className="rs-close" aria-label="关闭" onClick={onClose}>
          ×
        </button>
      </header>
      <div className="rs-form-body">
        <div className="cl-search">
          <select aria-label="报名范围" value={mine ? 'mine' : 'all'} onChange={(e) => setMine(e.target.value === 'mine')}>
            <option value="mine">报名本班的学员</option>
            <option value="all">报名池全部学员</option>
          </select>
          <input
            type="search"
            placeholder="搜索姓名"
            aria-label="搜索姓名"
            value={typed}
            maxLength={20}
            onChange={(e) => {
              setTyped(e.target.value);
              later(e.target.value.trim());
            }}
          />
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
      </div>
      <footer className="rs-form-foot">
        <Button onClick={onClose}>取消</Button>
        <Button color="primary" disabled={!picked.size} onClick={() => void add()}>
          加入本班{picked.size ? `（${picked.size}人）` : ''}
        </Button>
      </footer>
    </div>
  );
  return phone ? (
    <Popup visible position="bottom" bodyClassName="rs-sheet" onMaskClick={onClose} destroyOnClose>
      {body}
    </Popup>
  ) : (
    <CenterPopup visible bodyClassName="rs-dialog" onMaskClick={onClose} destroyOnClose>
      {body}
    </CenterPopup>
  );
}
