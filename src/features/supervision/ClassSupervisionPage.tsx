import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { CLASS_TYPE_NAMES } from '../../api/contract/roles.ts';
import { supervisionCalls } from '../../api/supervision.ts';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController } from '../../ui/resource/useListController.ts';
import { useRole } from './common.tsx';
import ClassTypeOptions from '../../ui/ClassTypeOptions.tsx';

const KIND = { attendance: '出勤率', absences: '缺勤次数', live: '直播课时长' } as const;

/**
 * /manage/classSupervision: the classes in scope being taught, each with the breaches of its type's
 * supervision rule (/manage/regulatoryRule) among its learners.
 */
export default function ClassSupervisionPage() {
  const role = useRole();
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  const [classType, setClassType] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setName(typed.trim()), 500);
    return () => clearTimeout(t);
  }, [typed]);
  const list = useListController({
    load: (q) =>
      role
        ? supervisionCalls(role).classes({ pageNum: q.pageNum, pageSize: q.pageSize, name: name || undefined, classType: classType || undefined })
        : Promise.reject(new Error('未登录')),
    fixed: { role, name, classType },
    rowKey: (c) => c.classId,
  });
  return (
    <div className="sv-page">
      <h2 className="sv-title">课堂督导</h2>
      <p className="sv-intro">按各班级类型的监管规则（出勤率、缺勤次数、直播课观看时长）检查在训班级的每位学员；没有考勤或直播数据的项目不检查。</p>
      <div className="sv-bar">
        <input className="sv-input" placeholder="班级名称" value={typed} onChange={(e) => setTyped(e.target.value)} aria-label="班级名称" />
        <select className="sv-select" value={classType} onChange={(e) => setClassType(e.target.value)} aria-label="班级类型">
          <ClassTypeOptions none="全部类型" />
        </select>
      </div>
      <ListView list={list} emptyText="管辖范围内没有在训班级">
        {(rows) => (
          <div className="sv-classes">
            {rows.map((c) => (
              <article key={c.classId} className="sv-class" data-testid="supervised-class">
                <header>
                  <Link to={`/manage/information/${c.classId}`} className="sv-link">
                    {c.className}
                  </Link>
                  <span className={`sv-count ${c.breaches.length ? 'bad' : 'ok'}`}>{c.breaches.length ? `${c.breaches.length}项违规` : '无违规'}</span>
                </header>
                <p className="sv-muted">
                  {CLASS_TYPE_NAMES[c.classType]} · {c.institutionName} · 学员{c.learners}人
                </p>
                <p className="sv-muted">
                  规则：
                  {c.rule.enabled
                    ? `出勤率不低于${c.rule.minAttendancePercent}%，缺勤不超过${c.rule.maxAbsences}次${c.rule.minLiveMinutes ? `，直播课不少于${c.rule.minLiveMinutes}分钟` : ''}`
                    : '未启用'}
                  {' · '}
                  {c.facts.attendance ? '已有考勤' : '暂无考勤数据'} · {c.facts.live ? '已有直播课' : '暂无直播课'}
                </p>
                {c.breaches.length > 0 && (
                  <ul className="sv-breaches">
                    {c.breaches.map((b) => (
                      <li key={`${b.userId}-${b.kind}`}>
                        <strong>{b.realName}</strong>
                        <span className="sv-tag">{KIND[b.kind]}</span>
                        {b.message}
                      </li>
                    ))}
                  </ul>
                )}
              </article>
            ))}
          </div>
        )}
      </ListView>
    </div>
  );
}
