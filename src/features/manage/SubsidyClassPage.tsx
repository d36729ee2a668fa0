import { Link } from 'react-router-dom';
import { subsidyClassResource } from '../../api/contract/resources/subsidy.ts';
import { introPage } from '../../ui/introPage.tsx';

/**
 * /manage/subsidyClass: the closed classes in scope. The class name opens who qualifies
 * (/manage/qualifiedStudent/{id}); the subsidy state opens the application's learners
 * (/manage/reviewedStudent/{id}); the institution's 申请补贴 makes the application (docs/back-office.md "Subsidy").
 */
export default introPage(subsidyClassResource, '已结业的班级可申请培训补贴。点击班级名称查看合格学员；申请后点击补贴状态查看补贴名单与审核情况。', {
  cells: {
    name: (row) => <Link to={`/manage/qualifiedStudent/${row.id}`}>{row.name}</Link>,
    applicationStatus: (row) =>
      row.applicationStatus === 'none' ? <span className="rs-tag">未申请</span> : <Link to={`/manage/reviewedStudent/${row.id}`}>查看名单</Link>,
  },
});
