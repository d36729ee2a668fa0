import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { LibraryPicture } from '../../api/contract/seller.ts';
import { addLibraryPictures, libraryPictures } from '../../api/seller.ts';
import { act } from '../../ui/act.tsx';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController, wholeList } from '../../ui/resource/useListController.ts';
import { toast } from '../../ui/toast.ts';
import { groupsOf, Panel } from './common.tsx';

/**
 * /seller/webResources: ready-made pictures of the platform (shop signs, banners, product pictures) a
 * learner may add to the shop's picture library and then use like their own.
 */
export default function WebResourcesPage() {
  // a short platform catalogue, read whole and shown on one page; marked 已加入 again after the write (fresh data)
  const list = useListController({ load: wholeList(libraryPictures), pageSize: 100, rowKey: (p: LibraryPicture) => p.key });
  const [picked, setPicked] = useState<string[]>([]);
  const add = async (keys: string[]) => {
    const r = await act(() => addLibraryPictures(keys), { key: 'library-add' });
    if (!r.ok) return;
    void toast.success(r.value.added ? `已加入图片空间（${r.value.added}张）` : '这些图片已在图片空间中');
    setPicked([]);
  };
  return (
    <div className="sc-page">
      <Panel
        title="网站资源"
        extra={
          <Link className="sc-link" to="/seller/imgManage">
            我的图片空间 ›
          </Link>
        }
      >
        <p className="sc-help" style={{ marginTop: 0 }}>
          平台提供的店招背景、轮播海报和商品主图，可免费使用。选中后「加入图片空间」，即可在发布商品、店铺装修时选用。
        </p>
        <div className="sc-actions">
          <span className="sc-muted" style={{ alignSelf: 'center' }}>
            已选 {picked.length} 张
          </span>
          <button type="button" className="sc-btn sc-btn-primary" disabled={!picked.length} onClick={() => void add(picked)}>
            加入图片空间
          </button>
        </div>
      </Panel>
      <ListView list={list} emptyText="暂无数据" onePage>
        {(rows) =>
          groupsOf(rows).map((g) => (
            <Panel key={g} title={g}>
              <div className="sc-gallery">
                {rows
                  .filter((p) => p.group === g)
                  .map((p) => {
                    const on = picked.includes(p.key);
                    return (
                      <button
                        key={p.key}
                        type="button"
                        className={`sc-gallery-item${on ? ' is-on' : ''}`}
                        aria-pressed={on}
                        onClick={() => setPicked((x) => (on ? x.filter((k) => k !== p.key) : [...x, p.key]))}
                      >
                        <img
                          src={p.url}
                          alt=""
                          loading="lazy"
                          width={160}
                          height={160}
                          style={{ aspectRatio: g === '商品主图' ? '1' : g === '店招背景' ? '750 / 200' : '750 / 300', objectFit: 'cover', height: 'auto' }}
                        />
                        <span className="sc-gallery-name">
                          {p.name}
                          {p.inLibrary && <span className="sc-ok"> · 已加入</span>}
                        </span>
                        {on && <span className="sc-check">✓</span>}
                      </button>
                    );
                  })}
              </div>
            </Panel>
          ))
        }
      </ListView>
    </div>
  );
}
