import { useSnapshot } from 'valtio';
import type { Role } from '../../api/contract/roles.ts';
import { session } from '../../state/session.ts';

/** The signed-in back-office role (pages render nothing before the session is known). */
export function useRole(): Role | undefined {
  return useSnapshot(session).roles[0] as Role | undefined;
}

/** Saves a downloaded file under its name. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** seconds → 42分05秒 */
export const duration = (sec: number) => `${Math.floor(sec / 60)}分${String(sec % 60).padStart(2, '0')}秒`;
