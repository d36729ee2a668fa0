import { shopReportResource } from '../../api/contract/resources/system.ts';
import { introPage } from '../../ui/introPage.tsx';
import './people.css';

/** /manage/reportManage: buyers' reports of shops breaking the rules, ruled by the platform. */
export default introPage(shopReportResource, '买家在商城提交的举报（虚假宣传、违禁品、刷单等）。举报成立可扣减店铺服务评分，处理后不可更改。', {
  introClass: 'mg-intro',
});
