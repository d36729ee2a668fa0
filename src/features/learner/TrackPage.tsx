import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Popup from '../../ui/overlay/Popup.tsx';
import type { TrackBody, TrackRecord } from '../../api/contract/learner.ts';
import { createTrack, tracks, updateTrack } from '../../api/learner.ts';
import { toast } from '../../ui/toast.ts';
import { LearnerPage, fmtDateTime } from './common.tsx';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController, wholeList } from '../../ui/resource/useListController.ts';
import { act } from '../../ui/act.tsx';
import { passesNow } from '../../lib/fieldChecks.ts';

const LEGAL = ['', '个体工商户', '有限责任公司', '个人独资企业', '合伙企业', '农民专业合作社', '其他'] as const;
const EMPTY: TrackBody = { businessStarted: false, businessName: '', licenceNo: '', legalForm: '', jobsCreated: 0, notes: '' };

/** The same checks as the server's trackSchema, answered in Chinese before sending. */
export function checkTrack(b: TrackBody): string | null {
  if (b.businessStarted && !b.businessName.trim()) return '已创业请填写企业名称';
  if (!/^[0-9A-Za-z-]*$/.test(b.licenceNo)) return '营业执照编号格式有误';
  return null;
}

/** /cultivate/track: follow-up records (business started, licence, jobs) the learner adds and updates. */
export default function TrackPage() {
  // the learner's records, answered whole and paged here
  const s = useListController({ load: wholeList(tracks) });
  const [editing, setEditing] = useState<{ id: number | null; body: TrackBody } | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!editing || busy) return;
    const { id, body } = editing;
    if (!passesNow(checkTrack(body), (m) => void toast(m))) return;
    setBusy(true);
    const result = await act(() => (id ? updateTrack(id, body) : createTrack(body)), { key: `track-${id ?? 'new'}`, success: '保存成功' });
    setBusy(false);
    if (!result.ok) return;
    setEditing(null);
    s.reload();
  };
  const b = editing?.body;
  const set = <K extends keyof TrackBody>(k: K, v: TrackBody[K]) => setEditing((e) => e && { ...e, body: { ...e.body, [k]: v } });
  const edit = (r: TrackRecord) =>
    setEditing({
      id: r.id,
      body: {
        businessStarted: r.businessStarted,
        businessName: r.businessName,
        licenceNo: r.licenceNo,
        legalForm: r.legalForm,
        jobsCreated: r.jobsCreated,
        notes: r.notes,
      },
    });
  return (
    <LearnerPage
      title="后续跟踪"
      extra={
        <Button size="small" color="primary" onClick={() => setEditing({ id: null, body: EMPTY })}>
          新增记录
        </Button>
      }
    >
      <ListView
        list={s}
        emptyText="还没有跟踪记录，创业后请及时登记"
        columns={[
          { key: 'updatedAt', title: '登记时间', render: (r) => fmtDateTime(r.updatedAt) },
          { key: 'businessStarted', title: '是否创业', render: (r) => (r.businessStarted ? '已创业' : '未创业') },
          { key: 'businessName', title: '企业名称' },
          { key: 'legalForm', title: '法律形态' },
          { key: 'licenceNo', title: '营业执照编号' },
          { key: 'jobsCreated', title: '带动就业', render: (r) => `${r.jobsCreated}人` },
          {
            key: 'op',
            title: '操作',
            render: (r) => (
              <Button size="mini" onClick={() => edit(r)}>
                修改
              </Button>
            ),
          },
        ]}
      />
      <Popup
        visible={!!editing}
        onMaskClick={() => setEditing(null)}
        position="bottom"
        bodyStyle={{ borderRadius: '12px 12px 0 0', padding: 16, maxHeight: '85vh', overflow: 'auto' }}
      >
        {b && (
          <div style={{ maxWidth: 560, margin: '0 auto' }}>
            <h2 style={{ fontSize: 17, margin: '0 0 12px' }}>{editing?.id ? '修改跟踪记录' : '新增跟踪记录'}</h2>
            <div className="ln-field">
              <span className="ln-label req" id="tr-started">
                是否已创业
              </span>
              <div className="ln-pills" role="radiogroup" aria-labelledby="tr-started">
                {[true, false].map((v) => (
                  <button
                    key={String(v)}
                    type="button"
                    role="radio"
                    aria-checked={b.businessStarted === v}
                    className={`ln-pill${b.businessStarted === v ? ' on' : ''}`}
                    onClick={() => set('businessStarted', v)}
                  >
                    {v ? '已创业' : '未创业'}
                  </button>
                ))}
              </div>
            </div>
            <div className="ln-field">
              <label htmlFor="tr-name" className={b.businessStarted ? 'req' : ''}>
                企业名称
              </label>
              <input id="tr-name" className="ln-input" maxLength={100} value={b.businessName} onChange={(e) => set('businessName', e.target.value)} />
            </div>
            <div className="ln-field">
              <label htmlFor="tr-form">企业法律形态</label>
              <select id="tr-form" className="ln-select" value={b.legalForm} onChange={(e) => set('legalForm', e.target.value as TrackBody['legalForm'])}>
                {LEGAL.map((l) => (
                  <option key={l} value={l}>
                    {l || '请选择'}
                  </option>
                ))}
              </select>
            </div>
            <div className="ln-field">
              <label htmlFor="tr-lic">营业执照编号</label>
              <input id="tr-lic" className="ln-input" maxLength={30} value={b.licenceNo} onChange={(e) => set('licenceNo', e.target.value.trim())} />
            </div>
            <div className="ln-field">
              <label htmlFor="tr-jobs">带动就业人数</label>
              <input
                id="tr-jobs"
                className="ln-input"
                inputMode="numeric"
                value={b.jobsCreated || ''}
                onChange={(e) => set('jobsCreated', Math.min(100000, Number(e.target.value.replace(/\D/g, '')) || 0))}
              />
            </div>
            <div className="ln-field">
              <label htmlFor="tr-notes">备注</label>
              <textarea id="tr-notes" className="ln-textarea" maxLength={2000} value={b.notes} onChange={(e) => set('notes', e.target.value)} />
            </div>
            <div className="ln-actions end">
              <Button onClick={() => setEditing(null)}>取消</Button>
              <Button color="primary" loading={busy} disabled={busy} onClick={() => void save()}>
                保存
              </Button>
            </div>
          </div>
        )}
      </Popup>
    </LearnerPage>
  );
}
