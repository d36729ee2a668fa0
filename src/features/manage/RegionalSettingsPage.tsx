import { regionResource } from '../../api/contract/resources/system.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import './people.css';

/** /manage/RegionalSettings: the region dictionary behind every 省/市/区 picker. */
export default function RegionalSettingsPage() {
  return (
    <ResourcePage
      resource={regionResource}
      intro={
        <p className="mg-intro">这里的区域即注册、登记和各类地区选择使用的区域。区划代码由系统按上级区域自动生成；有下级区域、机构或用户的区域不能删除。</p>
      }
    />
  );
}
