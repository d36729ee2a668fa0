import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { classAction, classInformation } from '../../api/classes.ts';
import { CLASS_ACTIONS, CLASS_STATUS_NAMES, type ClassAction } from '../../api/contract/classes.ts';
import { fmtDateTime } from '../../api/contract/chinaTime.ts';
import type { ActionDecl } from '../../api/contract/resource/types.ts';
import { CLASS_TYPE_NAMES, ROLE_NAMES } from '../../api/contract/roles.ts';
import { act } from '../../ui/act.tsx';
import PageState, { loadState } from '../../ui/PageState.tsx';
import type { PromptAnswer } from '../../ui/resource/ReasonPrompt.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import { whenOpen } from '../../ui/whenOpen.tsx';
import { Card, ClassFrame, StatusTag, TypeTag, useClassId, useRole } from './classParts.tsx';

const ReasonPrompt = whenOpen(() => import('../../ui/resource/ReasonPrompt.tsx'));

/**
 * /manage/information/{id}: the class with what the caller may do now (the state machine's steps
 * for their role: submit, approve, reject with a reason, start, submit completion), its details and
 * its timeline (every transition: who, when, from, to, why).
 */
export default function InformationPage() {
  const id = useClassId();
  const role = useRole();
  const navigate = useNavigate();
  const info = useLoad(() => (role ? classInformation(role, id) : Promise.reject(new Error('未登录'))), [role, id]);
  const [asking, setAsking] = useState<ClassAction | null>(null);
  const c = info.data;

  const run = async (action: ClassAction, answer?: PromptAnswer) => {
    const decl: ActionDecl = CLASS_ACTIONS[action];
    if (decl.reason && !answer) return setAsking(action);
    if (!role) return;
    const result = await act(() => classAction(role, id, action, answer?.reason), {
      confirm: decl.reason ? undefined : decl.confirm,
      danger: decl.danger,
      success: decl.success,
      key: `class:${action}:${id}`,
    });
    if (result.ok) {
      info.reload();
    }
  };

  return (
    <ClassFrame
      title="班级详情"
      id={id}
      name={c?.name}
      type={c?.classType ?? null}
      extra={
        c && (
          <>
            {c.editable && (
              <Button size="small" onClick={() => navigate(`/manage/ClassInformation?id=${id}`)}>
                编辑
              </Button>
            )}
            <Button size="small" onClick={() => navigate(`/manage/printM?kind=${c.status === 'closed' ? 'certificate' : 'roster'}&classId=${id}`)}>
              打印
            </Button>
            {c.actions.map((a) => (
              <Button
                key={a}
                size="small"
                color={a === 'reject' ? 'danger' : 'primary'}
                fill={a === 'reject' ? 'outline' : 'solid'}
                onClick={() => void run(a)}
              >
                {CLASS_ACTIONS[a].label}
              </Button>
            ))}
          </>
        )
      }
    >
      <PageState {...loadState(info)}>
        {c && (
          <div className="cl-grid">
            <Card
              title={
                <>
                  {c.name} <StatusTag status={c.status} />
                </>
              }
            >
              {c.status === 'rejected' && c.rejectReason && <p className="cl-alert">驳回原因：{c.rejectReason}</p>}
              <dl className="cl-facts">
                <Fact label="班级类型">
                  <TypeTag type={c.classType} />
                </Fact>
                <Fact label="培训机构">{c.institutionName}</Fact>
                <Fact label="所在地区">{c.regionName || '—'}</Fact>
                <Fact label="培训日期">
                  {c.startDate ?? '—'} 至 {c.endDate ?? '—'}
                </Fact>
                <Fact label="课时">
                  理论 {c.theoryHours} 课时 · 实践 {c.practiceHours} 课时
                </Fact>
                <Fact label="培训地点">{c.venue || '—'}</Fact>
                <Fact label="授课教师">{c.teachers.map((t) => t.name).join('、') || '—'}</Fact>
                <Fact label="学员人数">
                  <Link to={`/manage/studentList/${id}/${encodeURIComponent(c.name)}`}>
                    {c.studentCount} / {c.capacity} 人
                  </Link>
                  {c.pendingCount > 0 && <span className="cl-muted">（另有 {c.pendingCount} 人报名待录取）</span>}
                </Fact>
                <Fact label="提交时间">{fmtDateTime(c.submittedAt)}</Fact>
                <Fact label="审核时间">{fmtDateTime(c.reviewedAt)}</Fact>
                <Fact label="课程安排" wide>
                  {c.schedule || '—'}
                </Fact>
                <Fact label="教学计划" wide>
                  {c.teachingPlan || '—'}
                </Fact>
                <Fact label="考核方案" wide>
                  {c.assessmentPlan || '—'}
                </Fact>
              </dl>
            </Card>
            <Card title="班级进程">
              <ol className="cl-timeline" aria-label="班级进程">
                {c.timeline.map((l) => (
                  <li key={l.id} className={l.action === 'reject' ? 'is-reject' : undefined}>
                    <div className="cl-when">{fmtDateTime(l.at)}</div>
                    <div className="cl-what">
                      <strong>{l.actionName}</strong>
                      <span>
                        {l.actorName}
                        {l.actorRole ? `（${ROLE_NAMES[l.actorRole]}）` : ''}
                      </span>
                      {l.fromStatus && l.fromStatus !== l.toStatus && (
                        <span className="cl-muted">
                          {CLASS_STATUS_NAMES[l.fromStatus]} → {CLASS_STATUS_NAMES[l.toStatus]}
                        </span>
                      )}
                    </div>
                    {l.reason && <div className="cl-why">原因：{l.reason}</div>}
                  </li>
                ))}
              </ol>
              <p className="cl-muted" style={{ marginTop: 12 }}>
                {CLASS_TYPE_NAMES[c.classType]}的流程：机构提交开班申请 → 市、区县审核 → 开班 → 提交结业 → 结业审核。
              </p>
            </Card>
          </div>
        )}
      </PageState>
      <ReasonPrompt
        open={asking !== null}
        title={asking ? CLASS_ACTIONS[asking].label : ''}
        rule={asking ? (CLASS_ACTIONS[asking] as ActionDecl).reason : undefined}
        onDone={(answer) => {
          const a = asking;
          setAsking(null);
          if (a && answer) void run(a, answer);
        }}
      />
    </ClassFrame>
  );
}

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={wide ? 'is-wide' : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
