import { useNavigate } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { anchorProductResource } from '../../api/contract/resources/workbench.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import './workbench.css';

/** /workbench/MyProducts: my selection — the shelf order, talking points, remove; each row's rate and commission now. */
export default function MyProductsPage() {
  const navigate = useNavigate();
  return (
    <ResourcePage
      resource={anchorProductResource}
      title="选品列表"
      intro={<p className="wb-muted">货架顺序决定开播时商品在直播间的排列；创建直播时从这里挑选上架的商品。已停止分销的商品仍可讲解，但新订单不产生佣金。</p>}
      toolbar={
        <Button size="small" onClick={() => navigate('/workbench/ProductSelectionCenter')}>
          去选品中心
        </Button>
      }
      cells={{
        productTitle: (row) => (
          <button
            type="button"
            className="rs-link"
            style={{ whiteSpace: 'normal', textAlign: 'left' }}
            onClick={() => navigate(`/workbench/goodsDetails?id=${row.productId}`)}
          >
            {row.productTitle}
          </button>
        ),
      }}
    />
  );
}
