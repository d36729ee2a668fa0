import { useSnapshot } from 'valtio';
import { session } from '../../state/session.ts';
import type { Role } from '../../api/contract/roles.ts';
import '../../ui/resource/resource.css';
import './supervision.css';

/** The caller's back-office role (the supervision calls live under its prefix). */
export function useRole(): Role | undefined {
  return useSnapshot(session).roles[0] as Role | undefined;
}

export { fmtClock, fmtDateTime } from '../../api/contract/chinaTime.ts';
