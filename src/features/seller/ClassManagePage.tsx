import { shopCategoryResource } from '../../api/contract/resources/shop.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';

/** /seller/classManage: the shop's own categories. */
export default function ClassManagePage() {
  return <ResourcePage resource={shopCategoryResource} />;
}
