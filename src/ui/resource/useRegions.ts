import { useEffect, useState } from 'react';
import type { ScopeRegion } from '../../api/contract/notices.ts';
import { jurisdiction } from '../../api/resource.ts';
import { getToken } from '../../lib/cookies.ts';

/** One answer per signed-in user (keyed by token): another user never sees the last one's regions. */
const cache = new Map<string, Promise<ScopeRegion[]>>();

/** The regions the caller governs, asked once per page load (region filters and fields offer them). */
export function useRegions(enabled = true): ScopeRegion[] {
  const [regions, setRegions] = useState<ScopeRegion[]>([]);
  useEffect(() => {
    if (!enabled) return;
    const token = getToken();
    let answer = cache.get(token);
    if (!answer) {
      answer = jurisdiction();
      cache.set(token, answer);
      answer.catch(() => cache.delete(token));
    }
    let live = true;
    answer.then(
      (r) => live && setRegions(r),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return regions;
}
