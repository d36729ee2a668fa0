import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { Role } from '../../api/contract/roles.ts';
import { session } from '../../state/session.ts';
import FigureList from '../../ui/FigureList.tsx';
import '../../ui/resource/resource.css';
import './reports.css';

/** Shared parts of the report pages. */

export function useRole(): Role | undefined {
  return useSnapshot(session).roles[0] as Role | undefined;
}

const YUAN = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const GROUPED = new Intl.NumberFormat('zh-CN');
/** 1234567 fen → 12,345.67 */
export const yuan = (fen: number) => YUAN.format(fen / 100);
/** 12345 → 12,345 */
export const grouped = (n: number) => GROUPED.format(n);

export const Figures = ({ items }: { items: [label: string, value: ReactNode][] }) => <FigureList className="rp-figures" items={items} />;
