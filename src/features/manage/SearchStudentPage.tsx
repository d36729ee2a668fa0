import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { fmtDateTime } from '../../api/contract/chinaTime.ts';
import { searchStudentResource } from '../../api/contract/resources/learners.ts';
import { CLASS_TYPE_NAMES, type ClassType, type Role } from '../../api/contract/roles.ts';
import { studentProfile } from '../../api/people.ts';
import { fenToYuan, money } from '../../api/contract/money.ts';
import { session } from '../../state/session.ts';
import FigureList from '../../ui/FigureList.tsx';
import PageState, { loadState } from '../../ui/PageState.tsx';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import './people.css';
import './profile.css';

const CLASS_STATUS: Record<string, string> = {
  draft: '草稿',
  submitted: '待审核',
  approved: '已通过',
  rejected: '已驳回',
  in_progress: '培训中',
  completion_submitted: '结业待审',
  closed: '已结业',
};

/** A learner's whole record: basic data, class, registration, exam scores, shop, certificate. */
function StudentProfileView({ id }: { id: number }) {
  const role = useSnapshot(session).roles[0] as Role;
  const s = useLoad(() => studentProfile(role, id), [role, id]);
  const p = s.data;
  return (
    <PageState {...loadState(s)}>
      {p && (
        <div className="mg-profile">
          <section className="mg-section" aria-label="基本信息">
            <h2>基本信息</h2>
            <Facts
              items={[
                ['姓名', p.realName || p.username],
                ['手机号码', p.phone ?? '—'],
                ['身份证号', p.idCard ?? '—'],
                ['所属地区', p.regionName ?? '—'],
                ['培训机构', p.institutionName ?? '—'],
                ['账号状态', p.status === 1 ? '正常' : '已锁定'],
                ['最近登录', fmtDateTime(p.lastLoginAt)],
              ]}
            />
          </section>
          <section className="mg-section" aria-label="所在班级">
            <h2>所在班级</h2>
            {p.class ? (
              <Facts
                items={[
                  ['班级', p.class.name],
                  ['类型', CLASS_TYPE_NAMES[p.class.classType as ClassType] ?? p.class.classType],
                  ['状态', CLASS_STATUS[p.class.status] ?? p.class.status],
                  [
                    '培训日期',
                    <>
                      {p.class.startDate ?? '—'} 至 {p.class.endDate ?? '—'}
                    </>,
                  ],
                ]}
              />
            ) : (
              <p className="mg-muted">尚未加入班级</p>
            )}
          </section>
          {p.registration && (
            <section className="mg-section" aria-label="登记信息">
              <h2>登记信息</h2>
              <Facts
                items={[
                  ['性别', p.registration.gender],
                  [
                    '证件',
                    <>
                      {p.registration.idType} {p.registration.idNumber}
                    </>,
                  ],
                  ['文化程度', p.registration.education || '—'],
                  ['人员类别', p.registration.category || '—'],
                  ['联系地址', p.registration.address || '—'],
                ]}
              />
            </section>
          )}
          <section className="mg-section" aria-label="考试成绩">
            <h2>考试成绩</h2>
            {p.exams.length ? (
              <table className="mg-table">
                <thead>
                  <tr>
                    <th>试卷</th>
                    <th>得分</th>
                    <th>结果</th>
                    <th>交卷时间</th>
                  </tr>
                </thead>
                <tbody>
                  {p.exams.map((e, i) => (
                    <tr key={`${e.paper}-${i}`}>
                      <td>{e.paper}</td>
                      <td>
                        {e.score ?? '—'}/{e.total ?? '—'}
                      </td>
                      <td className={e.passed ? 'mg-ok' : 'mg-bad'}>{e.passed ? '及格' : '不及格'}</td>
                      <td>{fmtDateTime(e.submittedAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="mg-muted">暂无考试记录</p>
            )}
            <p className="mg-muted">
              开店考试：
              {p.shopExam
                ? `${p.shopExam.score}/${p.shopExam.total}，${p.shopExam.passed ? '已通过' : '未通过'}（${fmtDateTime(p.shopExam.at)}）`
                : p.shop
                  ? '已开店（无考试记录）'
                  : '未参加'}
            </p>
          </section>
          <section className="mg-section" aria-label="模拟店铺">
            <h2>模拟店铺</h2>
            {p.shop ? (
              <Facts
                items={[
                  ['店铺', p.shop.name],
                  [
                    '商品 / 订单',
                    <>
                      {p.shop.products} 件商品 · {p.shop.orders} 笔订单
                    </>,
                  ],
                  ['销售额', money(p.shop.salesFen)],
                  [
                    '店铺评分',
                    <>
                      描述 {p.shop.scores.desc.toFixed(1)} · 服务 {p.shop.scores.service.toFixed(1)} · 物流 {p.shop.scores.logistics.toFixed(1)}
                    </>,
                  ],
                  [
                    '各赛季',
                    p.shop.seasons.length ? p.shop.seasons.map((x) => `第${x.season}赛季 ${x.orderCount}单 ${money(x.salesFen)}`).join('；') : '暂无赛季数据',
                  ],
                ]}
              />
            ) : (
              <p className="mg-muted">尚未开店</p>
            )}
            <p className="mg-muted">金币余额：{p.balanceFen === null ? '—' : fenToYuan(p.balanceFen)}</p>
          </section>
          <section className="mg-section" aria-label="结业证书">
            <h2>结业证书</h2>
            {p.certificate ? (
              <Facts
                items={[
                  ['证书编号', p.certificate.serialNo],
                  ['班级', p.certificate.className],
                  ['发证日期', fmtDateTime(p.certificate.issuedAt)],
                ]}
              />
            ) : (
              <p className="mg-muted">尚未取得结业证书</p>
            )}
          </section>
        </div>
      )}
    </PageState>
  );
}

/** /manage/searchStudent: find a learner in scope by name, phone or ID number, and see their whole record. */
export default function SearchStudentPage() {
  return (
    <ResourcePage
      resource={searchStudentResource}
      detail={(row) => <StudentProfileView id={row.id} />}
      cells={{ realName: (row) => row.realName || <span className="mg-muted">未实名（{row.username}）</span> }}
      intro={<p className="mg-intro">按姓名、手机号码或身份证号查找管辖范围内的学员，点击“查看”可看到学员的班级、成绩、店铺和证书。</p>}
    />
  );
}

/** A record's facts: each label, then its value. */
const Facts = ({ items }: { items: [label: string, value: ReactNode][] }) => <FigureList className="mg-kv" grouped={false} items={items} />;
