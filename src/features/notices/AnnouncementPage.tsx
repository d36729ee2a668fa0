import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import Selector from 'antd-mobile/es/components/selector';
import Switch from 'antd-mobile/es/components/switch';
import Tag from 'antd-mobile/es/components/tag';
import Toast from 'antd-mobile/es/components/toast';
import Dialog from 'antd-mobile/es/components/dialog';
import Popup from 'antd-mobile/es/components/popup';
import NavBar from 'antd-mobile/es/components/nav-bar';
import { session } from '../../state/session.ts';
import { ROLE_NAMES, type Role } from '../../api/contract/roles.ts';
import { parseAnnexs, TARGETABLE_ROLES, type Annex, type AnnouncementItem, type AnnouncementStatus, type ScopeRegion } from '../../api/contract/notices.ts';
import { announcementAction, announcementScope, listAnnouncements, pinAnnouncement, saveAnnouncement, uploadAttachment } from '../../api/notices.ts';
import { sanitizeHtml } from '../../lib/sanitize.ts';
import { useBreakpoint } from '../../ui/useBreakpoint.ts';
import PageState from '../../ui/PageState.tsx';
import { NoticeBody } from './NoticeDetail.tsx';
import './notices.css';
import './announcement.css';

const STATUS: Record<AnnouncementStatus, { text: string; color: 'default' | 'success' | 'warning' }> = {
  draft: { text: '草稿', color: 'default' },
  published: { text: '已发布', color: 'success' },
  withdrawn: { text: '已撤回', color: 'warning' },
};
const PAGE_SIZE = 10;

interface Draft {
  msgId?: number;
  title: string;
  content: string;
  annexs: Annex[];
  targetRoles: Role[];
  targetRegionId: number | null;
  flagTop: boolean;
}

const errMsg = (e: unknown) => (e instanceof Error && e.message ? e.message : '操作失败');

/** A small rich-text editor: contentEditable with bold / italic / underline / lists (sanitised on save and on the server). */
function RichText({ value, onChange }: { value: string; onChange: (html: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.innerHTML !== value) ref.current.innerHTML = sanitizeHtml(value);
    // only when a different announcement is loaded
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value === '' ? 'empty' : 'loaded']);
  const cmd = (name: string) => {
    ref.current?.focus();
    document.execCommand?.(name);
    onChange(ref.current?.innerHTML ?? '');
  };
  const tools: [string, string][] = [
    ['bold', '加粗'],
    ['italic', '斜体'],
    ['underline', '下划线'],
    ['insertUnorderedList', '列表'],
    ['insertOrderedList', '编号'],
  ];
  return (
    <div className="ann-editor">
      <div className="ann-toolbar" role="toolbar" aria-label="格式">
        {tools.map(([name, label]) => (
          <button key={name} type="button" onMouseDown={(e) => e.preventDefault()} onClick={() => cmd(name)}>
            {label}
          </button>
        ))}
      </div>
      <div
        ref={ref}
        className="ann-editable"
        contentEditable
        role="textbox"
        aria-multiline="true"
        aria-label="公告内容"
        suppressContentEditableWarning
        onInput={(e) => onChange((e.target as HTMLDivElement).innerHTML)}
      />
    </div>
  );
}

function Editor({ role, initial, regions, onDone }: { role: Role; initial: Draft; regions: ScopeRegion[]; onDone: (saved: boolean) => void }) {
  const [d, setD] = useState<Draft>(initial);
  const [busy, setBusy] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const roleOptions = TARGETABLE_ROLES[role].map((r) => ({ label: ROLE_NAMES[r], value: r }));

  const submit = async (publish: boolean) => {
    if (!d.title.trim()) return void Toast.show({ content: '请输入公告标题' });
    if (
      !sanitizeHtml(d.content)
        .replace(/<[^>]*>/g, '')
        .trim()
    )
      return void Toast.show({ content: '请输入公告内容' });
    setBusy(true);
    try {
      await saveAnnouncement(role, { ...d, content: sanitizeHtml(d.content), publish });
      Toast.show({ icon: 'success', content: publish ? '发布成功' : '保存成功' });
      onDone(true);
    } catch (e) {
      if (!(e as { shown?: boolean }).shown) Toast.show({ icon: 'fail', content: errMsg(e) });
    } finally {
      setBusy(false);
    }
  };

  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    try {
      for (const file of Array.from(files)) {
        const res = await uploadAttachment(file);
        setD((x) => ({ ...x, annexs: [...x.annexs, { fileName: res.fileName || file.name, url: res.url }] }));
      }
    } catch (e) {
      if (!(e as { shown?: boolean }).shown) Toast.show({ icon: 'fail', content: errMsg(e) });
    } finally {
      setBusy(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  return (
    <form className="ann-form" onSubmit={(e) => e.preventDefault()}>
      <label className="ann-field">
        <span>标题</span>
        <Input value={d.title} maxLength={100} placeholder="请输入公告标题" onChange={(title) => setD({ ...d, title })} />
      </label>
      <div className="ann-field">
        <span>内容</span>
        <RichText value={d.content} onChange={(content) => setD((x) => ({ ...x, content }))} />
      </div>
      <div className="ann-field">
        <span>附件</span>
        <div>
          <ul className="ann-annexs">
            {d.annexs.map((a, i) => (
              <li key={`${a.url}-${i}`}>
                <a href={a.url} target="_blank" rel="noopener noreferrer">
                  {a.fileName}
                </a>
                <Button size="mini" fill="none" color="danger" onClick={() => setD({ ...d, annexs: d.annexs.filter((_, j) => j !== i) })}>
                  移除
                </Button>
              </li>
            ))}
          </ul>
          <input ref={fileRef} type="file" multiple hidden accept=".pdf,image/*" onChange={(e) => void upload(e.target.files)} aria-label="上传附件" />
          <Button size="small" disabled={busy || d.annexs.length >= 10} onClick={() => fileRef.current?.click()}>
            上传附件
          </Button>
          <small className="ann-hint">支持 PDF 和图片，单个不超过10MB，最多10个</small>
        </div>
      </div>
      <div className="ann-field">
        <span>接收角色</span>
        <div>
          <Selector multiple options={roleOptions} value={d.targetRoles} onChange={(v) => setD({ ...d, targetRoles: v as Role[] })} />
          <small className="ann-hint">不选即所有角色</small>
        </div>
      </div>
      <div className="ann-field">
        <span>接收地区</span>
        <Selector
          options={[...(role === 1 ? [{ label: '全国', value: 0 }] : []), ...regions.map((r) => ({ label: r.name, value: r.id }))]}
          value={[d.targetRegionId ?? 0]}
          onChange={(v) => v.length && setD({ ...d, targetRegionId: v[0] ? Number(v[0]) : null })}
        />
      </div>
      <label className="ann-field ann-inline">
        <span>置顶</span>
        <Switch checked={d.flagTop} onChange={(flagTop) => setD({ ...d, flagTop })} />
      </label>
      <div className="ann-actions">
        <Button onClick={() => onDone(false)} disabled={busy}>
          取消
        </Button>
        <Button onClick={() => void submit(false)} loading={busy}>
          保存草稿
        </Button>
        <Button color="primary" onClick={() => void submit(true)} loading={busy}>
          发布
        </Button>
      </div>
    </form>
  );
}

/** /manage/announcement (roles 1-5 and 20): write, attach, target, pin, publish, withdraw, delete. */
export default function AnnouncementPage() {
  const { roles } = useSnapshot(session);
  const role = roles[0] as Role | undefined;
  const bp = useBreakpoint();
  const [status, setStatus] = useState<AnnouncementStatus | ''>('');
  const [items, setItems] = useState<AnnouncementItem[]>([]);
  const [total, setTotal] = useState(0);
  const [pageNum, setPageNum] = useState(1);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [regions, setRegions] = useState<ScopeRegion[]>([]);
  const [editing, setEditing] = useState<Draft | null>(null);
  const [preview, setPreview] = useState<AnnouncementItem | null>(null);

  const load = useCallback(async () => {
    if (!role) return;
    setLoading(true);
    setError(null);
    try {
      const page = await listAnnouncements(role, { pageNum, pageSize: PAGE_SIZE, ...(status ? { status } : {}) });
      setItems(page.list);
      setTotal(page.total);
    } catch (e) {
      setError(e);
    } finally {
      setLoading(false);
    }
  }, [role, pageNum, status]);

  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (role)
      void announcementScope(role)
        .then(setRegions)
        .catch(() => setRegions([]));
  }, [role]);

  if (!role) return null;

  const act = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      Toast.show({ icon: 'success', content: done });
      await load();
    } catch (e) {
      if (!(e as { shown?: boolean }).shown) Toast.show({ icon: 'fail', content: errMsg(e) });
    }
  };
  const newDraft = (): Draft => ({
    title: '',
    content: '',
    annexs: [],
    targetRoles: [],
    targetRegionId: role === 1 ? null : (regions[0]?.id ?? null),
    flagTop: false,
  });
  const edit = (m: AnnouncementItem): Draft => ({
    msgId: m.msgId,
    title: m.title,
    content: m.content,
    annexs: parseAnnexs(m.annexs),
    targetRoles: m.targetRoles,
    targetRegionId: m.targetRegionId,
    flagTop: !!m.flagTop,
  });
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <section className="ann-page">
      <header className="ann-head">
        <h1>公告管理</h1>
        <Button color="primary" size="small" onClick={() => setEditing(newDraft())}>
          新建公告
        </Button>
      </header>
      <Selector
        className="ann-filter"
        options={[
          { label: '全部', value: '' },
          { label: '草稿', value: 'draft' },
          { label: '已发布', value: 'published' },
          { label: '已撤回', value: 'withdrawn' },
        ]}
        value={[status]}
        onChange={(v) => {
          setStatus((v[0] ?? '') as AnnouncementStatus | '');
          setPageNum(1);
        }}
      />
      <PageState loading={loading} error={error} empty={!items.length} emptyText="暂无公告" onRetry={() => void load()}>
        <ul className="ann-list">
          {items.map((m) => (
            <li key={m.msgId} className="ann-card">
              <div className="ann-card-head">
                {m.flagTop ? (
                  <Tag color="danger" fill="outline">
                    置顶
                  </Tag>
                ) : null}
                <Tag color={STATUS[m.status].color}>{STATUS[m.status].text}</Tag>
                <button type="button" className="ann-title" onClick={() => setPreview(m)}>
                  {m.title}
                </button>
              </div>
              <div className="ann-meta">
                <span>{m.pushTimeStr}</span>
                <span>接收：{m.targetRoles.length ? m.targetRoles.map((r) => ROLE_NAMES[r]).join('、') : '所有角色'}</span>
                <span>地区：{m.targetRegionName ?? '全国'}</span>
                <span>已读 {m.readCount}</span>
                <span>发布人：{m.authorName}</span>
              </div>
              <div className="ann-card-actions">
                <Button size="mini" onClick={() => setEditing(edit(m))}>
                  编辑
                </Button>
                {m.status !== 'published' ? (
                  <Button size="mini" color="primary" onClick={() => void act(() => announcementAction(role, 'publish', m.msgId), '发布成功')}>
                    发布
                  </Button>
                ) : (
                  <Button size="mini" color="warning" onClick={() => void act(() => announcementAction(role, 'withdraw', m.msgId), '撤回成功')}>
                    撤回
                  </Button>
                )}
                <Button size="mini" onClick={() => void act(() => pinAnnouncement(role, m.msgId, !m.flagTop), m.flagTop ? '已取消置顶' : '已置顶')}>
                  {m.flagTop ? '取消置顶' : '置顶'}
                </Button>
                <Button
                  size="mini"
                  color="danger"
                  fill="outline"
                  onClick={async () => {
                    if (await Dialog.confirm({ content: `确定删除“${m.title}”吗？` })) await act(() => announcementAction(role, 'delete', m.msgId), '删除成功');
                  }}
                >
                  删除
                </Button>
              </div>
            </li>
          ))}
        </ul>
        {pages > 1 && (
          <nav className="ann-pager" aria-label="分页">
            <Button size="small" disabled={pageNum <= 1} onClick={() => setPageNum(pageNum - 1)}>
              上一页
            </Button>
            <span>
              {pageNum} / {pages}
            </span>
            <Button size="small" disabled={pageNum >= pages} onClick={() => setPageNum(pageNum + 1)}>
              下一页
            </Button>
          </nav>
        )}
      </PageState>
      <Popup
        visible={!!editing}
        position={bp === 'phone' ? 'right' : 'bottom'}
        bodyClassName={bp === 'phone' ? 'notice-popup-phone' : 'ann-editor-desktop'}
        destroyOnClose
        onMaskClick={() => setEditing(null)}
      >
        <NavBar onBack={() => setEditing(null)}>{editing?.msgId ? '编辑公告' : '新建公告'}</NavBar>
        {editing && (
          <Editor
            role={role}
            initial={editing}
            regions={regions}
            onDone={(saved) => {
              setEditing(null);
              if (saved) void load();
            }}
          />
        )}
      </Popup>
      <Popup
        visible={!!preview}
        position="right"
        bodyClassName={bp === 'phone' ? 'notice-popup-phone' : 'notice-drawer ann-preview'}
        onMaskClick={() => setPreview(null)}
        destroyOnClose
      >
        <NavBar onBack={() => setPreview(null)}>预览</NavBar>
        {preview && <NoticeBody detail={preview} />}
      </Popup>
    </section>
  );
}
