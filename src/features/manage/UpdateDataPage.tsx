import { correctionResource } from '../../api/contract/resources/learners.ts';
import { introPage } from '../../ui/introPage.tsx';
import './people.css';

/** /manage/updateData: corrections of learners' registration data, asked by institutions, reviewed by the city. */
export default introPage(
  correctionResource,
  '培训机构发现学员登记信息有误时提交更正申请，由所在市人社部门审核；审核通过后学员信息自动更正。待审核的申请可由机构撤回。',
  { introClass: 'mg-intro' },
);
