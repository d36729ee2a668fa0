import { useSnapshot } from 'valtio';
import type { Role } from '../../api/contract/roles.ts';
import { session } from '../../state/session.ts';

/** The signed-in back-office role (pages render nothing before the session is known). */
export function useRole(): Role | undefined {
  return useSnapshot(session).roles[0] as Role | undefined;
}

export { saveBlob } from '../../lib/saveFile.ts';

/** seconds → 42分05秒 */
export const duration = (sec: number) => `${Math.floor(sec / 60)}分${String(sec % 60).padStart(2, '0')}秒`;
