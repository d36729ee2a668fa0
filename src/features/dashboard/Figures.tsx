import { Link } from 'react-router-dom';
import { money } from '../../api/contract/money.ts';
import type { DashboardFigures } from '../../api/contract/dashboard.ts';
import { LINKS } from './links.ts';

interface Item {
  label: string;
  value: string;
  note?: string;
  to: string;
}

const GROUPED = new Intl.NumberFormat('zh-CN');
const n = (v: number) => GROUPED.format(v);

/** The headline figures, each with the note that explains it. */
export function figureItems(f: DashboardFigures, live = true): Item[] {
  const rate = f.learners ? `合格率 ${Math.round((f.qualified * 1000) / f.learners) / 10}%` : '合格率 —';
  const items: Item[] = [
    { label: '班级总数', value: n(f.classes), note: `进行中 ${n(f.byState.in_progress)} · 待审核 ${n(f.byState.submitted)}`, to: LINKS.classes },
    { label: '培训学员', value: n(f.learners), note: '班级名单中的学员', to: LINKS.learners },
    { label: '合格学员', value: n(f.qualified), note: rate, to: LINKS.qualified },
    {
      label: '补贴申请',
      value: f.subsidy ? money(f.subsidy.totalFen) : '暂未开通',
      note: f.subsidy ? `${n(f.subsidy.applications)} 份 · 已发放 ${money(f.subsidy.paidFen)}` : undefined,
      to: LINKS.subsidy,
    },
    { label: '学员店铺', value: n(f.shops), note: `已付订单 ${n(f.orders)} 笔`, to: LINKS.shops },
    { label: '销售额', value: money(f.salesFen), note: '已付订单实付减退款', to: LINKS.shops },
    {
      label: '直播场次',
      value: n(f.liveSessions),
      note: live ? `正在直播 ${n(f.liveNow)} · 在看 ${n(f.watchingNow)} 人` : undefined,
      to: LINKS.live,
    },
  ];
  return items;
}

/** The figures as cards, each a link to its list. */
export default function Figures({ items }: { items: Item[] }) {
  return (
    <ul className="db-figures">
      {items.map((i) => (
        <li key={i.label}>
          <Link to={i.to} className="db-figure">
            <span className="db-figure-label">{i.label}</span>
            <strong className="db-figure-value">{i.value}</strong>
            {i.note && <span className="db-figure-note">{i.note}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
