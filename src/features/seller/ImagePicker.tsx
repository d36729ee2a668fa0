import FolderTabs from './FolderTabs.tsx';
import { useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { AnyRow } from '../../api/contract/resource/types.ts';
import { shopAssetFolderResource, shopAssetResource } from '../../api/contract/resources/goods.ts';
import { resourceCalls } from '../../api/resource.ts';
import { uploadFile } from '../../api/upload.ts';
import { session } from '../../state/session.ts';
import { act, showFailure } from '../../ui/act.tsx';
import PageState, { loadState } from '../../ui/PageState.tsx';
import { useLoad } from './common.tsx';
import Sheet from './Sheet.tsx';

export interface ImagePickerProps {
  title?: string;
  /** How many may be picked at once. */
  max: number;
  onPick: (urls: string[]) => void;
  onClose: () => void;
}

/**
 * Picks pictures from the shop's library (/seller/imgManage), or uploads new ones from the phone's camera
 * or the desktop into it first: every picture a shop shows comes from its library.
 */
export default function ImagePicker({ title = '选择图片', max, onPick, onClose }: ImagePickerProps) {
  const { roles } = useSnapshot(session);
  const role = roles[0] ?? 6;
  const assets = useMemo(() => resourceCalls(shopAssetResource, role), [role]);
  const folders = useMemo(() => resourceCalls(shopAssetFolderResource, role), [role]);
  const [folder, setFolder] = useState<number | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const folderList = useLoad(() => folders.list({ pageSize: 100 }), [folders]);
  const list = useLoad(() => assets.list({ pageSize: 100, ...(folder ? { folderId: folder } : {}) }), [assets, folder]);

  const toggle = (url: string) => setPicked((p) => (p.includes(url) ? p.filter((u) => u !== url) : max === 1 ? [url] : p.length < max ? [...p, url] : p));

  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    const added: string[] = [];
    try {
      for (const file of Array.from(files).slice(0, 9)) {
        const up = await uploadFile(file);
        const name = (file.name.replace(/\.[^.]+$/, '') || '图片').slice(0, 30);
        await assets.create({ url: up.url, name, folderId: folder });
        added.push(up.url);
      }
    } catch (e) {
      showFailure(e);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
      list.reload();
      setPicked((p) => (max === 1 ? added.slice(-1) : [...p, ...added].slice(0, max)));
    }
  };

  const rows = (list.data?.list ?? []) as AnyRow[];
  return (
    <Sheet title={title} onClose={onClose}>
      <div className="sc-row" style={{ marginBottom: 10 }}>
        <FolderTabs
          folders={(folderList.data?.list ?? []) as { id: number; name: unknown }[]}
          folder={folder}
          onPick={setFolder}
          allLabel="全部"
          className="sc-chips"
        />
        <span className="sc-spacer" />
        <input ref={input} type="file" accept="image/*" multiple hidden onChange={(e) => void upload(e.target.files)} aria-label="上传图片" />
        <button type="button" className="sc-btn sc-btn-small" disabled={busy} onClick={() => input.current?.click()}>
          {busy ? '上传中…' : '拍照/上传'}
        </button>
      </div>
      <PageState {...loadState(list)} empty={!!list.data && !rows.length} emptyText="这里还没有图片，点「拍照/上传」添加">
        <div className="sc-gallery">
          {rows.map((a) => {
            const url = String(a.url);
            const n = picked.indexOf(url);
            return (
              <button
                key={a.id}
                type="button"
                className={`sc-gallery-item${n >= 0 ? ' is-on' : ''}`}
                onClick={() => toggle(url)}
                aria-pressed={n >= 0}
                aria-label={`选择图片：${String(a.name)}`}
              >
                <img src={url} alt="" loading="lazy" width={120} height={120} />
                <span className="sc-gallery-name">{String(a.name)}</span>
                {n >= 0 && <span className="sc-check">{max > 1 ? n + 1 : '✓'}</span>}
              </button>
            );
          })}
        </div>
      </PageState>
      <div className="sc-actions" style={{ marginTop: 12 }}>
        <span className="sc-muted" style={{ alignSelf: 'center' }}>
          已选 {picked.length}/{max}
        </span>
        <button type="button" className="sc-btn" onClick={onClose}>
          取消
        </button>
        <button
          type="button"
          className="sc-btn sc-btn-primary"
          disabled={!picked.length}
          onClick={() => {
            void act(async () => onPick(picked), { key: 'image-picker' });
            onClose();
          }}
        >
          确定
        </button>
      </div>
    </Sheet>
  );
}
