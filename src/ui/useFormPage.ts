import { useSnapshot } from 'valtio';
import type { RefOption } from '../api/contract/resource/types.ts';
import { session } from '../state/session.ts';
import { useBreakpoint } from './useBreakpoint.ts';

const noRefs = async (): Promise<RefOption[]> => [];

/**
 * What a page's own form (RecordFormBody, inline) takes from the session and the screen: the draft's
 * owner, the phone layout, and where its reference lists come from (none, unless given).
 */
export function useFormPage(loadRefs: (ref: string) => Promise<RefOption[]> = noRefs) {
  const user = useSnapshot(session).userInfo?.username ?? '';
  const phone = useBreakpoint() === 'phone';
  return { inline: true, user, phone, loadRefs };
}
