import { Link } from 'react-router-dom';
import { shopRecommendResource } from '../../api/contract/resources/goods.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import './seller.css';

/** /seller/recomGoods: products recommended on the shop home (店长推荐, up to 12, in their order). */
export default function RecomGoodsPage() {
  return (
    <ResourcePage
      resource={shopRecommendResource}
      intro={
        <p className="sc-help" style={{ margin: '0 0 10px' }}>
          推荐商品展示在店铺首页的「店长推荐」模块（可在 <Link to="/seller/shopTrim">店铺装修</Link>{' '}
          中调整位置），最多12个，排序数字越小越靠前；下架的商品不会展示。
        </p>
      }
    />
  );
}
