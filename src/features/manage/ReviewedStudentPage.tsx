import { Link, useParams } from 'react-router-dom';
import { fmtDate } from '../../api/contract/chinaTime.ts';
import { fenToYuan } from '../../api/contract/money.ts';
import { subsidyClassResource, subsidyLineResource } from '../../api/contract/resources/subsidy.ts';
import { SUBSIDY_STATUS_NAMES, type SubsidyStatus } from '../../api/contract/subsidy.ts';
import { resourceCalls } from '../../api/resource.ts';
import PageState from '../../ui/PageState.tsx';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import { Figures, useRole } from './classParts.tsx';
import './classes.css';

/**
 * /manage/reviewedStudent/{classId}: the class's subsidy application and its learners; while the
 * application is accepted the reviewer approves or rejects each learner (with a reason), and the
 * figures above follow: the total is the sum of the learners not rejected.
 */
export default function ReviewedStudentPage() {
  const classId = Number(useParams().classId);
  const role = useRole();
  const app = useLoad(async () => (role ? resourceCalls(subsidyClassResource, role).detail(classId) : Promise.reject(new Error('未登录'))), [role, classId]);
  const a = app.data;
  return (
    <section className="cl-page" aria-labelledby="rs-app-title">
      <header className="cl-head">
        <div className="cl-head-text">
          <h1 id="rs-app-title">补贴审核学员</h1>
          {a && <p className="cl-sub">{a.name}</p>}
        </div>
        <div className="cl-head-tools">
          <Link to={`/manage/qualifiedStudent/${classId}`}>合格学员</Link>
          <Link to="/manage/subsidy">补贴申请</Link>
        </div>
      </header>
      <PageState loading={app.loading && a === null} error={a === null && app.error} onRetry={app.reload}>
        {a && a.applicationStatus !== 'none' ? (
          <>
            <Figures
              items={[
                ['申请状态', SUBSIDY_STATUS_NAMES[a.applicationStatus as SubsidyStatus] ?? a.applicationStatus],
                ['申请人数', a.learnerCount ?? 0],
                ['申请金额', `¥${fenToYuan(a.totalFen ?? 0)}`],
                ['公示期', a.noticeStart ? `${a.noticeStart.slice(5)} 至 ${a.noticeEnd?.slice(5)}` : '—'],
                ['申请时间', fmtDate(a.submittedAt, '未提交')],
              ]}
            />
            {a.applicationStatus === 'rejected' && a.rejectReason && <p className="rs-form-help">驳回原因：{a.rejectReason}</p>}
          </>
        ) : (
          a && <p className="cl-muted">该班级还没有补贴申请，可在补贴班级中申请。</p>
        )}
      </PageState>
      <ResourcePage
        resource={subsidyLineResource}
        title="补贴名单"
        fixedQuery={{ classId }}
        intro={<p className="rs-intro">申请受理后，审核人员可逐个审核学员；点击“审核通过”时未审核的学员一并通过。</p>}
      />
    </section>
  );
}
