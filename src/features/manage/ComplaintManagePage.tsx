import { shopComplaintResource } from '../../api/contract/resources/system.ts';
import { introPage } from '../../ui/introPage.tsx';
import './people.css';

/** /manage/complaintManage: buyers' complaints against the shops of the caller's region, ruled by the platform. */
export default introPage(
  shopComplaintResource,
  '买家在商城提交的投诉。处理时给出结论和答复，投诉成立可扣减店铺服务评分（每次最多2分），处理结果对买家可见，处理后不可更改。',
  { introClass: 'mg-intro' },
);
