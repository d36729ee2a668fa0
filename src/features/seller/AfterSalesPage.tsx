import { useNavigate } from 'react-router-dom';
import { shopAfterSaleResource } from '../../api/contract/resources/shop.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';

/** /seller/afterSales: the shop's after-sale cases by status tab (those waiting for the seller first); 查看 opens the case's own page. */
export default function AfterSalesPage() {
  const navigate = useNavigate();
  return <ResourcePage resource={shopAfterSaleResource} onView={(a) => navigate(`/seller/afterSalesDetail?id=${a.id}`)} />;
}
