import { useNavigate, useSearchParams } from 'react-router-dom';
import { selection, selectionShop } from '../../api/workbench.ts';
import PageState, { loadState } from '../../ui/PageState.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import { useListController } from '../../ui/resource/useListController.ts';
import { SelectionGrid } from './SelectionTile.tsx';
import './workbench.css';

/** /workbench/workStoreShop?id=: a shop as the selection centre sees it — its distribution terms and open products. */
export default function StoreShopPage() {
  const [sp] = useSearchParams();
  const id = Number(sp.get('id'));
  const navigate = useNavigate();
  const shop = useLoad(() => (id > 0 ? selectionShop(id) : Promise.reject(new Error('店铺不存在'))), [id]);
  const list = useListController({
    load: (q) => selection({ shopId: id, sort: 'commission', pageNum: q.pageNum, pageSize: q.pageSize }),
    accumulate: true,
    pageSize: 12,
    fixed: { id },
  });
  const s = shop.data;
  return (
    <div className="wb-page">
      <button type="button" className="wb-link" onClick={() => navigate('/workbench/ProductSelectionCenter')}>
        ‹ 返回选品中心
      </button>
      <PageState {...loadState(shop)}>
        {s && (
          <section className="wb-card" aria-label="店铺">
            <div className="wb-shop-head">
              <img src={s.logo} alt="" width={56} height={56} />
              <div>
                <h2 style={{ margin: 0 }}>{s.name}</h2>
                <span className="wb-muted">
                  描述 {s.scores.desc} · 服务 {s.scores.service} · 物流 {s.scores.logistics} · 粉丝 {s.followers}
                </span>
              </div>
            </div>
            <p className="wb-muted">{s.intro}</p>
            <div className="wb-row">
              <span className="wb-tag is-rate">开放分销 {s.openCount} 件</span>
              {s.avgRate !== null && <span className="wb-tag">平均佣金 {s.avgRate}%</span>}
              {s.maxRate !== null && <span className="wb-tag">最高佣金 {s.maxRate}%</span>}
              <span className="wb-tag">{s.anchors} 位主播合作</span>
            </div>
          </section>
        )}
      </PageState>
      <SelectionGrid list={list} emptyText="该店铺暂无开放分销的商品" />
    </div>
  );
}
