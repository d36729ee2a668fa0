import { useEffect, useRef, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import type { RegistrationBody } from '../../api/contract/learner.ts';
import { registration, saveRegistration, uploadPhoto } from '../../api/learner.ts';
import { useThrottledSubmit } from '../../lib/timing.ts';
import { checkIdCard, checkPhone } from '../../lib/validators.ts';
import { useFieldChecks } from '../../lib/fieldChecks.ts';
import PageState, { loadState } from '../../ui/PageState.tsx';
import { act } from '../../ui/act.tsx';
import { toast } from '../../ui/toast.ts';
import { Card, LearnerPage, fmtDateTime, useLoad } from './common.tsx';

type Form = Omit<RegistrationBody, 'idTypeId'> & { idTypeId: number };
const EMPTY: Form = {
  realName: '',
  gender: '男',
  idTypeId: 0,
  idNumber: '',
  phone: '',
  ethnicity: '',
  education: '',
  household: '',
  category: '',
  address: '',
  photoUrl: '',
};
const HOUSEHOLD = ['', '城镇户籍', '农村户籍'];
const CATEGORY = ['', '高校毕业生', '登记失业人员', '农村转移劳动力', '返乡创业人员', '退役军人', '脱贫人口', '残疾人', '其他'];

/** §5 rules plus the other ID types (5–30 letters or digits). */
export function checkRegistration(f: Form, idTypeName: string): Partial<Record<keyof Form, string>> {
  const e: Partial<Record<keyof Form, string>> = {};
  if (!f.realName.trim()) e.realName = '姓名不能为空!';
  if (!f.idTypeId) e.idTypeId = '请选择证件类型';
  if (idTypeName === '居民身份证' || !f.idTypeId) {
    const m = checkIdCard(f.idNumber.trim());
    if (m) e.idNumber = m;
  } else if (!f.idNumber.trim()) e.idNumber = '证件号码不能为空!';
  else if (!/^[A-Za-z0-9]{5,30}$/.test(f.idNumber.trim())) e.idNumber = '证件号码格式有误';
  const p = checkPhone(f.phone.trim());
  if (p) e.phone = p;
  return e;
}

/** /cultivate/registerTable: the registration form (ID types and education levels from the server's dictionaries, photo upload) and its print view. */
export default function RegisterTablePage() {
  const s = useLoad(registration, []);
  const [form, setForm] = useState<Form>(EMPTY);
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const d = s.data;
  useEffect(() => {
    if (!d) return;
    const base = { ...EMPTY, ...d.defaults, ...(d.form ?? {}) } as Form;
    if (!base.idTypeId) base.idTypeId = d.idTypes.find((t) => t.name === '居民身份证')?.id ?? d.idTypes[0]?.id ?? 0;
    setForm(base);
  }, [d]);
  const idTypeName = d?.idTypes.find((t) => t.id === form.idTypeId)?.name ?? '';
  const checks = useFieldChecks(() => checkRegistration(form, idTypeName));
  const errors = checks.errors;
  const set = <K extends keyof Form>(k: K, v: Form[K]) => {
    setForm((f) => ({ ...f, [k]: v }));
    // the number's rule follows the ID type
    checks.edited([k], k === 'idTypeId' ? ['idNumber'] : []);
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!/^image\//.test(file.type)) return void toast('请选择图片文件');
    if (file.size > 5 * 1024 * 1024) return void toast('图片不能超过5MB');
    setUploading(true);
    const done = await act(() => uploadPhoto(file), { key: 'registerTable-photo' });
    if (done.ok) set('photoUrl', done.value.url);
    setUploading(false);
    if (fileRef.current) fileRef.current.value = '';
  };

  // Messages by the form rule (src/lib/fieldChecks.ts); one save a second at most.
  const { submit: save, submitting: busy } = useThrottledSubmit(async () => {
    const trimmed = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as Form;
    const done = await act(() => saveRegistration(trimmed), { key: 'registerTable-save', success: '保存成功' });
    if (done.ok) s.setData(done.value);
  });

  const text = (k: keyof Form, label: string, req = false, extra: Partial<React.InputHTMLAttributes<HTMLInputElement>> = {}) => (
    <div className="ln-field">
      <label htmlFor={`rt-${k}`} className={req ? 'req' : ''}>
        {label}
      </label>
      <input
        id={`rt-${k}`}
        className="ln-input"
        value={String(form[k] ?? '')}
        aria-invalid={!!errors[k] || undefined}
        onChange={(e) => set(k, e.target.value)}
        {...extra}
      />
      {errors[k] && (
        <span className="ln-field-error" role="alert">
          {errors[k]}
        </span>
      )}
    </div>
  );
  const select = (k: keyof Form, label: string, options: string[]) => (
    <div className="ln-field">
      <label htmlFor={`rt-${k}`}>{label}</label>
      <select id={`rt-${k}`} className="ln-select" value={String(form[k] ?? '')} onChange={(e) => set(k, e.target.value)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {o || '请选择'}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <LearnerPage
      title="学员登记表"
      extra={
        d?.form && (
          <Button size="small" className="ln-noprint" onClick={() => window.print()}>
            打印登记表
          </Button>
        )
      }
    >
      <PageState {...loadState(s)}>
        {d && (
          <>
            {d.form && (
              <div className="ln-done ln-noprint" role="status">
                已保存（{fmtDateTime(d.form.updatedAt)}），可修改后再次保存。
              </div>
            )}
            <Card className="ln-noprint">
              <div className="ln-form-grid">
                {text('realName', '姓名', true, { maxLength: 30 })}
                <div className="ln-field">
                  <span className="ln-label req" id="rt-gender">
                    性别
                  </span>
                  <div className="ln-pills" role="radiogroup" aria-labelledby="rt-gender">
                    {(['男', '女'] as const).map((g) => (
                      <button
                        key={g}
                        type="button"
                        role="radio"
                        aria-checked={form.gender === g}
                        className={`ln-pill${form.gender === g ? ' on' : ''}`}
                        onClick={() => set('gender', g)}
                      >
                        {g}
                      </button>
                    ))}
                  </div>
                </div>
                <div className="ln-field">
                  <label htmlFor="rt-idTypeId" className="req">
                    证件类型
                  </label>
                  <select id="rt-idTypeId" className="ln-select" value={form.idTypeId} onChange={(e) => set('idTypeId', Number(e.target.value))}>
                    <option value={0}>请选择</option>
                    {d.idTypes.map((t) => (
                      <option key={t.id} value={t.id}>
                        {t.name}
                      </option>
                    ))}
                  </select>
                  {errors.idTypeId && (
                    <span className="ln-field-error" role="alert">
                      {errors.idTypeId}
                    </span>
                  )}
                </div>
                {text('idNumber', '证件号码', true, { maxLength: 30, autoComplete: 'off' })}
                {text('phone', '手机号码', true, { maxLength: 11, inputMode: 'tel' })}
                {text('ethnicity', '民族', false, { maxLength: 20, placeholder: '如：汉族' })}
                {select('education', '文化程度', ['', ...d.educations])}
                {select('household', '户籍类型', HOUSEHOLD)}
                {select('category', '人员类别', CATEGORY)}
                <div className="full">{text('address', '联系地址', false, { maxLength: 200 })}</div>
                <div className="ln-field full">
                  <span className="ln-label">证件照</span>
                  <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end' }}>
                    {form.photoUrl ? <img className="ln-photo" src={form.photoUrl} alt="证件照" /> : <div className="ln-photo">未上传</div>}
                    <input ref={fileRef} type="file" accept="image/*" hidden aria-label="选择证件照" onChange={(e) => void upload(e.target.files?.[0])} />
                    <Button size="small" loading={uploading} onClick={() => fileRef.current?.click()}>
                      {form.photoUrl ? '更换照片' : '上传照片'}
                    </Button>
                  </div>
                </div>
              </div>
              <Button
                block
                color="primary"
                loading={busy}
                disabled={busy}
                onClick={() => {
                  if (checks.submit()) void save();
                }}
              >
                保存
              </Button>
            </Card>
            {d.form && (
              <div className="ln-print ln-print-only">
                <h2 style={{ textAlign: 'center' }}>创业培训学员登记表</h2>
                <table className="ln-regtable">
                  <tbody>
                    <tr>
                      <th>姓名</th>
                      <td>{d.form.realName}</td>
                      <th>性别</th>
                      <td>{d.form.gender}</td>
                      <td rowSpan={4} style={{ width: 110, textAlign: 'center' }}>
                        {d.form.photoUrl ? <img src={d.form.photoUrl} alt="证件照" style={{ width: 96 }} /> : '照片'}
                      </td>
                    </tr>
                    <tr>
                      <th>证件类型</th>
                      <td>{d.idTypes.find((t) => t.id === d.form!.idTypeId)?.name ?? ''}</td>
                      <th>证件号码</th>
                      <td>{d.form.idNumber}</td>
                    </tr>
                    <tr>
                      <th>手机号码</th>
                      <td>{d.form.phone}</td>
                      <th>民族</th>
                      <td>{d.form.ethnicity}</td>
                    </tr>
                    <tr>
                      <th>文化程度</th>
                      <td>{d.form.education}</td>
                      <th>户籍类型</th>
                      <td>{d.form.household}</td>
                    </tr>
                    <tr>
                      <th>人员类别</th>
                      <td colSpan={4}>{d.form.category}</td>
                    </tr>
                    <tr>
                      <th>联系地址</th>
                      <td colSpan={4}>{d.form.address}</td>
                    </tr>
                    <tr>
                      <th>学员签名</th>
                      <td colSpan={2} style={{ height: 60 }} />
                      <th>日期</th>
                      <td />
                    </tr>
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </PageState>
    </LearnerPage>
  );
}
