import { regionResource } from '../../api/contract/resources/system.ts';
import { introPage } from '../../ui/introPage.tsx';
import './people.css';

/** /manage/RegionalSettings: the region dictionary behind every 省/市/区 picker. */
export default introPage(
  regionResource,
  '这里的区域即注册、登记和各类地区选择使用的区域。区划代码由系统按上级区域自动生成；有下级区域、机构或用户的区域不能删除。',
  { introClass: 'mg-intro' },
);
