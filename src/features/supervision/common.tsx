import { useSnapshot } from 'valtio';
import { session } from '../../state/session.ts';
import type { Role } from '../../api/contract/roles.ts';
import '../../ui/resource/resource.css';
import './supervision.css';

/** The caller's back-office role (the supervision calls live under its prefix). */
export function useRole(): Role | undefined {
  return useSnapshot(session).roles[0] as Role | undefined;
}

export const fmtTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '—');
export const fmtClock = (iso: string) => new Date(iso).toLocaleTimeString('zh-CN', { hour12: false, hour: '2-digit', minute: '2-digit' });
