import { useSnapshot } from 'valtio';
import type { Role } from '../../api/contract/roles.ts';
import { session } from '../../state/session.ts';

/** The signed-in back-office role (pages render nothing before the session is known). */
export function useRole(): Role | undefined {
  return useSnapshot(session).roles[0] as Role | undefined;
}

/** seconds → 3:05 (1:02:03 past an hour) */
export const clock = (sec: number) => {
  const s = Math.max(0, Math.round(sec));
  const p = (n: number) => String(n).padStart(2, '0');
  return s >= 3600 ? `${Math.floor(s / 3600)}:${p(Math.floor((s % 3600) / 60))}:${p(s % 60)}` : `${Math.floor(s / 60)}:${p(s % 60)}`;
};
