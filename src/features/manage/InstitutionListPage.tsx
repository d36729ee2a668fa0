import { institutionResource } from '../../api/contract/resources/people.ts';
import { introPage } from '../../ui/introPage.tsx';
import './people.css';

/** /manage/institutionList: approved training institutions of the caller's region (licence, contact, state). */
export default introPage(institutionResource, '经审核备案的培训机构。停用的机构不能再新增教师和账号；已有班级、教师或账号的机构只能停用，不能删除。', {
  introClass: 'mg-intro',
});
