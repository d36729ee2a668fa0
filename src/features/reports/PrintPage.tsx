import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fmtDateLong, fmtDateTime } from '../../api/contract/chinaTime.ts';
import { PRINT_KINDS, PRINT_TITLES, type PrintData, type PrintKind } from '../../api/contract/reports.ts';
import { printData } from '../../api/reports.ts';
import PageState, { loadState } from '../../ui/PageState.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import { useRole } from './parts.tsx';
import './print.css';

const cnDate = (at: string | null | undefined) => fmtDateLong(at, '____年__月__日');

/**
 * /manage/print and /manage/printM: a print-ready sheet chosen by ?kind=certificate|roster|signin|score
 * &classId=…, on A4 with no app chrome (the full-screen layout); a page break between learners'
 * certificates; the toolbar (打印 calls window.print()) is hidden on paper.
 */
export default function PrintPage() {
  const role = useRole();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const kind = (PRINT_KINDS as readonly string[]).includes(params.get('kind') ?? '') ? (params.get('kind') as PrintKind) : null;
  const classId = Number(params.get('classId')) || null;
  const doc = useLoad(() => (role && kind && classId ? printData(role, kind, classId) : Promise.reject(new Error('打印参数有误'))), [role, kind, classId]);
  const d = doc.data;
  const switchTo = (k: PrintKind) => setParams({ kind: k, classId: String(classId ?? '') }, { replace: true });
  return (
    <div className="pr-root">
      <div className="pr-toolbar pr-noprint" role="toolbar" aria-label="打印">
        <strong>{kind ? PRINT_TITLES[kind] : '打印'}</strong>
        {role !== 6 && classId && (
          <nav className="pr-kinds" aria-label="打印内容">
            {PRINT_KINDS.map((k) => (
              <button key={k} type="button" className={k === kind ? 'pr-on' : ''} aria-pressed={k === kind} onClick={() => switchTo(k)}>
                {PRINT_TITLES[k]}
              </button>
            ))}
          </nav>
        )}
        <span className="pr-grow" />
        <button type="button" className="pr-btn" onClick={() => navigate(-1)}>
          返回
        </button>
        <button type="button" className="pr-btn pr-primary" disabled={!d} onClick={() => window.print()}>
          打印
        </button>
      </div>
      {!kind || !classId ? (
        <p className="pr-empty">请从班级页面选择要打印的内容（结业证书、花名册、签到表或成绩表）。</p>
      ) : (
        <PageState {...loadState(doc)}>{d && <Sheets d={d} />}</PageState>
      )}
    </div>
  );
}

function Sheets({ d }: { d: PrintData }) {
  if (d.kind === 'certificate') {
    if (!d.learners.length) return <p className="pr-empty">本班暂无已颁发的结业证书（学员考核合格后颁发）。</p>;
    return (
      <>
        {d.learners.map((l) => (
          <article key={l.userId} className="pr-sheet pr-cert" aria-label={`${l.realName}的结业证书`}>
            <p className="pr-serial">证书编号：{l.serialNo}</p>
            <h1>结业证书</h1>
            <p className="pr-cert-body">
              <b>{l.realName}</b> 同志（证件号码：{l.idNumber || '—'}）于 {cnDate(d.startDate)} 至 {cnDate(d.endDate)} 参加
              {d.institution}举办的“{d.project}”创业培训（{d.className}），完成全部课程并经考核合格，准予结业。
            </p>
            <p className="pr-cert-sign">
              {d.institution}
              <br />
              {cnDate(l.issuedAt)}
            </p>
          </article>
        ))}
      </>
    );
  }
  if (d.kind === 'signin') {
    if (!d.days.length) return <p className="pr-empty">班级尚未确定培训日期，无法生成签到表。</p>;
    return (
      <>
        {d.days.map((day, i) => (
          <Sheet key={day} d={d} title={`签到表 · ${cnDate(day)}（第${i + 1}天）`}>
            <LearnerTable d={d} className="pr-table pr-signin" columns={SIGNIN} />
          </Sheet>
        ))}
      </>
    );
  }
  return (
    <Sheet d={d} title={PRINT_TITLES[d.kind]}>
      <Table d={d} />
    </Sheet>
  );
}

/** One A4 sheet about the class: heading, the class's facts, the content, the count and print time. */
function Sheet({ d, title, children }: { d: PrintData; title: string; children: ReactNode }) {
  return (
    <article className="pr-sheet" aria-label={title}>
      <h1>{d.className}</h1>
      <h2>{title}</h2>
      <p className="pr-meta">
        <span>培训机构：{d.institution}</span>
        <span>项目：{d.project}</span>
        <span>
          培训时间：{d.startDate ?? '—'} 至 {d.endDate ?? '—'}
        </span>
        {d.venue && <span>地点：{d.venue}</span>}
        {d.teachers && <span>授课教师：{d.teachers}</span>}
      </p>
      {d.learners.length ? children : <p className="pr-empty">本班暂无学员。</p>}
      <p className="pr-foot">
        共 {d.learners.length} 人 · 打印时间 {fmtDateTime(d.printedAt)}
      </p>
    </article>
  );
}

type Learner = PrintData['learners'][number];

/** A column of a printed list of the class's learners: its head, and each learner's cell (none: a box to sign in). */
interface Column {
  head: string;
  cell?: (l: Learner, i: number) => ReactNode;
  className?: string;
  label?: (l: Learner) => string;
}

const NO: Column = { head: '序号', cell: (_l, i) => i + 1 };
const NAME: Column = { head: '姓名', className: 'pr-name', cell: (l) => l.realName };
const ID_NUMBER: Column = { head: '证件号码', cell: (l) => l.idNumber || '—' };
const dash = (v: number | null | undefined) => (v === null || v === undefined ? '—' : v);

const SIGNIN: Column[] = [
  NO,
  NAME,
  ID_NUMBER,
  { head: '签到（签名）', label: (l) => `${l.realName}签到签名` },
  { head: '签退（签名）', label: (l) => `${l.realName}签退签名` },
];
const ROSTER: Column[] = [
  NO,
  {
    head: '照片',
    className: 'pr-photo-cell',
    cell: (l) => (l.photo ? <img className="pr-photo" src={l.photo} alt={`${l.realName}的照片`} /> : <span className="pr-photo">无照片</span>),
  },
  NAME,
  { head: '性别', cell: (l) => l.gender || '—' },
  ID_NUMBER,
  { head: '手机号码', cell: (l) => l.phone || '—' },
];
const SCORES: Column[] = [
  NO,
  NAME,
  { head: '理论成绩', cell: (l) => dash(l.theory) },
  { head: '实践成绩', cell: (l) => dash(l.practice) },
  { head: '总成绩', cell: (l) => dash(l.total) },
  { head: '结果', cell: (l) => (l.passed === null || l.passed === undefined ? '未完成' : l.passed ? '合格' : '不合格') },
];

function LearnerTable({ d, columns, className = 'pr-table' }: { d: PrintData; columns: Column[]; className?: string }) {
  return (
    <table className={className}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.head}>{c.head}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {d.learners.map((l, i) => (
          <tr key={l.userId}>
            {columns.map((c) => (
              <td key={c.head} className={c.className} aria-label={c.label?.(l)}>
                {c.cell?.(l, i)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Table({ d }: { d: PrintData }) {
  return <LearnerTable d={d} columns={d.kind === 'roster' ? ROSTER : SCORES} />;
}
