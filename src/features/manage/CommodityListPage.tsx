import { useState } from 'react';
import { commodityResource, platformCategoryResource } from '../../api/contract/resources/tracking.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import './classes.css';

const TABS = [
  ['goods', '商品审核'],
  ['categories', '商品类目'],
] as const;

/**
 * /manage/commodityList: the platform's product library — the products learners list in the shop
 * simulation (reviewed after listing: 驳回下架 takes one off the shelf) and the platform's categories.
 */
export default function CommodityListPage() {
  const [tab, setTab] = useState<(typeof TABS)[number][0]>('goods');
  const tabs = (
    <nav className="cl-tabs" aria-label="商品管理">
      {TABS.map(([t, label]) => (
        <button key={t} type="button" className={`cl-tab${t === tab ? ' is-active' : ''}`} aria-pressed={t === tab} onClick={() => setTab(t)}>
          {label}
        </button>
      ))}
    </nav>
  );
  return tab === 'goods' ? (
    <ResourcePage
      resource={commodityResource}
      title="商品管理"
      intro={
        <>
          {tabs}
          <p className="rs-intro">学员发布的商品先上架后审核；驳回的商品将下架，学员修改后重新上架会再次进入待审核。</p>
        </>
      }
    />
  ) : (
    <ResourcePage resource={platformCategoryResource} title="商品管理" intro={tabs} />
  );
}
