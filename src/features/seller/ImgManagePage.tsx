import FolderTabs from './FolderTabs.tsx';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { shopAssetFolderResource, shopAssetResource } from '../../api/contract/resources/goods.ts';
import { resourceCalls } from '../../api/resource.ts';
import { uploadFile } from '../../api/upload.ts';
import { session } from '../../state/session.ts';
import { showFailure } from '../../ui/act.tsx';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import { toast } from '../../ui/toast.ts';
import { whenOpen } from '../../ui/whenOpen.tsx';
import { useLoad } from './common.tsx';
import './seller.css';

const FolderSheet = whenOpen(() => import('./FolderSheet.tsx'));

/**
 * /seller/imgManage: the shop's picture library. Folders, uploads from the phone (camera or album) or the
 * desktop, reuse everywhere (goods, logo, decoration pick from here), delete only when unused.
 */
export default function ImgManagePage() {
  const { roles } = useSnapshot(session);
  const role = roles[0] ?? 6;
  const assets = useMemo(() => resourceCalls(shopAssetResource, role), [role]);
  const folders = useMemo(() => resourceCalls(shopAssetFolderResource, role), [role]);
  const folderList = useLoad(() => folders.list({ pageSize: 100 }), [folders]);
  const [folder, setFolder] = useState<number | null>(null);
  const [managing, setManaging] = useState(false);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    let n = 0;
    try {
      for (const file of Array.from(files).slice(0, 20)) {
        const up = await uploadFile(file);
        await assets.create({ url: up.url, name: (file.name.replace(/\.[^.]+$/, '') || '图片').slice(0, 30), folderId: folder });
        n++;
      }
    } catch (e) {
      showFailure(e);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
      if (n) {
        void toast.success(`已上传${n}张图片`);
      }
    }
  };

  return (
    <>
      <div className="sc-row" style={{ marginBottom: 10 }}>
        <div className="sc-chips">
          {/* the tabs alone in the tab list: 管理分组 is a button beside them */}
          <FolderTabs
            folders={(folderList.data?.list ?? []) as { id: number; name: unknown; assetCount: unknown }[]}
            folder={folder}
            onPick={setFolder}
            allLabel="全部图片"
            withCount
            style={{ display: 'contents' }}
          />
          <button type="button" className="sc-chip" onClick={() => setManaging(true)}>
            管理分组
          </button>
        </div>
      </div>
      <ResourcePage
        key={folder ?? 'all'}
        resource={shopAssetResource}
        fixedQuery={folder ? { folderId: folder } : {}}
        toolbar={
          <>
            <input ref={input} type="file" accept="image/*" multiple hidden onChange={(e) => void upload(e.target.files)} aria-label="批量上传图片" />
            <button type="button" className="sc-btn sc-btn-primary sc-btn-small" disabled={busy} onClick={() => input.current?.click()}>
              {busy ? '上传中…' : '拍照/批量上传'}
            </button>
          </>
        }
        intro={
          <p className="sc-help" style={{ margin: '0 0 10px' }}>
            商品图片、店铺Logo和店铺装修都从图片空间选择；正在使用的图片不能删除。也可以从 <Link to="/seller/webResources">网站资源</Link> 加入现成的图片。
          </p>
        }
        cells={{
          url: (r) => (
            <a href={String(r.url)} target="_blank" rel="noopener noreferrer" aria-label={`查看大图：${r.name}`}>
              <img src={String(r.url)} alt="" loading="lazy" width={56} height={56} style={{ borderRadius: 4, objectFit: 'cover', display: 'block' }} />
            </a>
          ),
          usedBy: (r) => (r.usedBy ? <span className="sc-ok">使用中（{r.usedBy}）</span> : <span className="sc-muted">未使用</span>),
        }}
      />
      <FolderSheet open={managing} onClose={() => setManaging(false)} />
    </>
  );
}
