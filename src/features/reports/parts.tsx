import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { Role } from '../../api/contract/roles.ts';
import { session } from '../../state/session.ts';
import '../../ui/resource/resource.css';
import './reports.css';

/** Shared parts of the report pages. */

export function useRole(): Role | undefined {
  return useSnapshot(session).roles[0] as Role | undefined;
}

export const yuan = (fen: number) => (fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function Figures({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className="rp-figures">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
