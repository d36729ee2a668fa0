import { useCallback, useEffect, useRef, useState } from 'react';
import type { Captcha } from '../../api/contract/auth.ts';
import { loadCaptcha } from '../../api/auth.ts';

/** Loads a captcha on mount; refresh() fetches a new one (click on the image, failed sign-in). */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [loading, setLoading] = useState(false);
  const seq = useRef(0);
  const refresh = useCallback(async () => {
    const n = ++seq.current;
    setLoading(true);
    try {
      const next = await loadCaptcha();
      if (n === seq.current) setCaptcha(next);
    } catch {
      if (n === seq.current) setCaptcha(null);
    } finally {
      if (n === seq.current) setLoading(false);
    }
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { captcha, loading, refresh };
}
