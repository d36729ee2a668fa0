import { useEffect, useRef, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { fmtDateTime } from '../../api/contract/chinaTime.ts';
import { ROLE_NAMES } from '../../api/contract/roles.ts';
import type { OwnProfile } from '../../api/contract/settings.ts';
import { ownProfile, saveOwnProfile } from '../../api/people.ts';
import { uploadFile } from '../../api/upload.ts';
import { checkPhone } from '../../lib/validators.ts';
import { useFieldChecks } from '../../lib/fieldChecks.ts';
import { loadUserInfo } from '../../state/session.ts';
import { act, showFailure } from '../../ui/act.tsx';
import { toast } from '../../ui/toast.ts';
import PageState from '../../ui/PageState.tsx';
import UserAvatar from '../../ui/UserAvatar.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import { whenOpen } from '../../ui/whenOpen.tsx';
import './account.css';

const ChangePasswordDialog = whenOpen(() => import('./ChangePasswordDialog.tsx'));
const MAX_AVATAR = 5 * 1024 * 1024;

interface Form {
  realName: string;
  phone: string;
  avatar: string;
}

function check(f: Form): Partial<Record<keyof Form, string>> {
  const e: Partial<Record<keyof Form, string>> = {};
  if (!f.realName.trim()) e.realName = '请输入姓名';
  else if (f.realName.trim().length > 20) e.realName = '姓名最多20个字';
  const p = checkPhone(f.phone.trim());
  if (p) e.phone = p;
  return e;
}

/** /manage/setInfo: the signed-in user's own profile (name, phone, avatar) and password. */
export default function SetInfoPage() {
  const s = useLoad(ownProfile, []);
  const [form, setForm] = useState<Form>({ realName: '', phone: '', avatar: '' });
  const [uploading, setUploading] = useState(false);
  const [pwdOpen, setPwdOpen] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const p: OwnProfile | null = s.data;
  const checks = useFieldChecks(() => check(form));
  const errors = checks.errors;
  useEffect(() => {
    if (p) setForm({ realName: p.realName, phone: p.phone ?? '', avatar: p.avatar });
  }, [p]);

  const upload = async (f: File | undefined) => {
    if (!f) return;
    if (!f.type.startsWith('image/')) return void toast('请选择图片文件');
    if (f.size > MAX_AVATAR) return void toast('图片不能超过5MB');
    setUploading(true);
    try {
      const answer = await uploadFile(f);
      setForm((x) => ({ ...x, avatar: answer.url }));
    } catch (e) {
      showFailure(e);
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  };

  const save = async () => {
    if (!checks.submit()) return;
    const r = await act(() => saveOwnProfile({ realName: form.realName.trim(), phone: form.phone.trim(), avatar: form.avatar }), {
      success: '保存成功',
      key: 'setInfo:save',
    });
    if (!r.ok) return;
    s.setData(r.value);
    // the header's name and avatar
    await loadUserInfo().catch(() => undefined);
  };

  const field = (k: 'realName' | 'phone', label: string, extra: React.InputHTMLAttributes<HTMLInputElement>) => (
    <div className={`si-field${errors[k] ? ' has-error' : ''}`}>
      <label htmlFor={`si-${k}`}>{label}</label>
      <input
        id={`si-${k}`}
        className="si-input"
        value={form[k]}
        aria-invalid={!!errors[k] || undefined}
        onChange={(e) => {
          setForm({ ...form, [k]: e.target.value });
          checks.edited([k]);
        }}
        {...extra}
      />
      {errors[k] && (
        <span className="si-error" role="alert">
          {errors[k]}
        </span>
      )}
    </div>
  );

  return (
    <section className="si-page" aria-labelledby="si-title">
      <h1 id="si-title">个人设置</h1>
      <PageState loading={s.loading && !p} error={!p && s.error} onRetry={s.reload}>
        {p && (
          <div className="si-grid">
            <div className="si-card si-avatar">
              <UserAvatar src={form.avatar} name={form.realName || p.username} size={96} />
              <input ref={file} type="file" accept="image/*" hidden aria-label="选择头像" onChange={(e) => void upload(e.target.files?.[0])} />
              <Button size="small" loading={uploading} onClick={() => file.current?.click()}>
                {form.avatar ? '更换头像' : '上传头像'}
              </Button>
              {form.avatar && (
                <button type="button" className="rs-link" onClick={() => setForm({ ...form, avatar: '' })}>
                  移除头像
                </button>
              )}
            </div>
            <form
              className="si-card si-form"
              aria-label="个人信息"
              onSubmit={(e) => {
                e.preventDefault();
                void save();
              }}
            >
              <dl className="si-facts">
                <dt>用户名</dt>
                <dd>{p.username}</dd>
                <dt>角色</dt>
                <dd>{ROLE_NAMES[p.role]}</dd>
                <dt>所属地区</dt>
                <dd>{p.regionName ?? '全国'}</dd>
                {p.institutionName && (
                  <>
                    <dt>所属机构</dt>
                    <dd>{p.institutionName}</dd>
                  </>
                )}
                <dt>最近登录</dt>
                <dd>{fmtDateTime(p.lastLoginAt)}</dd>
              </dl>
              {field('realName', '姓名', { maxLength: 20 })}
              {field('phone', '手机号码', { maxLength: 11, inputMode: 'tel' })}
              <p className="si-note">手机号码用于登录和接收初始密码，须与其他账号不同。</p>
              <div className="si-actions">
                <Button onClick={() => setPwdOpen(true)}>修改密码</Button>
                <Button color="primary" type="submit">
                  保存
                </Button>
              </div>
            </form>
          </div>
        )}
      </PageState>
      <ChangePasswordDialog open={pwdOpen} visible onClose={() => setPwdOpen(false)} />
    </section>
  );
}
