import { Link } from 'react-router-dom';
import { classReviewResource } from '../../api/contract/resources/classes.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';

/** /manage/unClassList: every class waiting for the city or county of its region, opening applications and completions alike. */
export default function UnClassListPage() {
  return (
    <ResourcePage
      resource={classReviewResource}
      cells={{ name: (row) => <Link to={`/manage/information/${row.id}`}>{row.name}</Link> }}
      intro={
        <p className="rs-form-help">
          培训机构提交的开班申请与结业申请，由班级所在市、区县人社部门审核（可按“审核事项”筛选）；驳回须填写原因，机构修改后可重新提交。
        </p>
      }
    />
  );
}
