import { useRef, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { fmtDateTime } from '../../api/contract/chinaTime.ts';
import { ownProfileForm } from '../../api/contract/resources/forms/account.ts';
import { ROLE_NAMES } from '../../api/contract/roles.ts';
import type { OwnProfile } from '../../api/contract/settings.ts';
import { ownProfile, saveOwnProfile } from '../../api/people.ts';
import { uploadFile } from '../../api/upload.ts';
import { loadUserInfo } from '../../state/session.ts';
import { act, showFailure } from '../../ui/act.tsx';
import { toast } from '../../ui/toast.ts';
import PageState from '../../ui/PageState.tsx';
import RecordFormBody from '../../ui/resource/RecordFormBody.tsx';
import { useFormPage } from '../../ui/useFormPage.ts';
import UserAvatar from '../../ui/UserAvatar.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import { whenOpen } from '../../ui/whenOpen.tsx';
import './account.css';

const ChangePasswordDialog = whenOpen(() => import('./ChangePasswordDialog.tsx'));
const MAX_AVATAR = 5 * 1024 * 1024;

/** /manage/setInfo: the signed-in user's own profile (name and phone: the form of ownProfileForm; the avatar beside it) and password. */
export default function SetInfoPage() {
  const s = useLoad(ownProfile, []);
  const p: OwnProfile | null = s.data;
  return (
    <section className="si-page" aria-labelledby="si-title">
      <h1 id="si-title">个人设置</h1>
      <PageState loading={s.loading && !p} error={!p && s.error} onRetry={s.reload}>
        {p && <Profile p={p} onSaved={s.setData} />}
      </PageState>
    </section>
  );
}

function Profile({ p, onSaved }: { p: OwnProfile; onSaved: (p: OwnProfile) => void }) {
  const formPage = useFormPage();
  const [avatar, setAvatar] = useState(p.avatar);
  const [uploading, setUploading] = useState(false);
  const [pwdOpen, setPwdOpen] = useState(false);
  const file = useRef<HTMLInputElement>(null);

  const upload = async (f: File | undefined) => {
    if (!f) return;
    if (!f.type.startsWith('image/')) return void toast('请选择图片文件');
    if (f.size > MAX_AVATAR) return void toast('图片不能超过5MB');
    setUploading(true);
    try {
      setAvatar((await uploadFile(f)).url);
    } catch (e) {
      showFailure(e);
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  };

  return (
    <div className="si-grid">
      <div className="si-card si-avatar">
        <UserAvatar src={avatar} name={p.realName || p.username} size={96} />
        <input ref={file} type="file" accept="image/*" hidden aria-label="选择头像" onChange={(e) => void upload(e.target.files?.[0])} />
        <Button size="small" loading={uploading} onClick={() => file.current?.click()}>
          {avatar ? '更换头像' : '上传头像'}
        </Button>
        {avatar && (
          <button type="button" className="rs-link" onClick={() => setAvatar('')}>
            移除头像
          </button>
        )}
      </div>
      <RecordFormBody
        {...formPage}
        resource={ownProfileForm}
        row={{ id: 0, realName: p.realName, phone: p.phone ?? '' }}
        title="个人信息"
        note={
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
        }
        foot={<Button onClick={() => setPwdOpen(true)}>修改密码</Button>}
        submits={[{ key: 'save', label: '保存', primary: true }]}
        onSubmit={async (v) => {
          const r = await act(() => saveOwnProfile({ realName: v.realName ?? '', phone: v.phone ?? '', avatar }), {
            success: '保存成功',
            key: 'setInfo:save',
          });
          if (!r.ok) return false;
          onSaved(r.value);
          // the header's name and avatar
          await loadUserInfo().catch(() => undefined);
          return true;
        }}
        onClose={() => undefined}
      />
      <ChangePasswordDialog open={pwdOpen} visible onClose={() => setPwdOpen(false)} />
    </div>
  );
}
