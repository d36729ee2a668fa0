import { shopAssetFolderResource } from '../../api/contract/resources/goods.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import Sheet from './Sheet.tsx';

/** The picture library's folders, managed in a sheet over /seller/imgManage. */
export default function FolderSheet({ onClose }: { onClose: () => void }) {
  return (
    <Sheet title="管理分组" onClose={onClose}>
      <ResourcePage resource={shopAssetFolderResource} />
    </Sheet>
  );
}
