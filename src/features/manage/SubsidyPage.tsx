import { Link } from 'react-router-dom';
import { subsidyApplicationResource, subsidyLogResource } from '../../api/contract/resources/subsidy.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';

/**
 * /manage/subsidy: the subsidy applications in scope and their flow — the institution submits, the
 * class's city or county accepts, reviews, publicises and pays — with every step's record below
 * (docs/back-office.md "Subsidy").
 */
export default function SubsidyPage() {
  return (
    <>
      <ResourcePage
        resource={subsidyApplicationResource}
        intro={
          <p className="rs-intro">
            流程：培训机构提交申请 → 人社部门受理 → 审核（可逐个审核学员）→ 公示 → 公示期满后拨付。金额为审核通过（未驳回）学员的补贴之和。
          </p>
        }
        cells={{ className: (row) => <Link to={`/manage/reviewedStudent/${row.classId}`}>{row.className}</Link> }}
      />
      <ResourcePage resource={subsidyLogResource} title="办理记录" />
    </>
  );
}
