import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult, Captcha } from '../../api/contract/auth.ts';
import { loadCaptcha } from '../../api/auth.ts';
import { takeBootAnswer } from '../../api/bootAnswers.ts';
import { CAPTCHA_CALL } from '../../api/contract/firstData.ts';

/** The captcha the server put in the page (server/http/bootData.ts), for the first one shown only. */
const captchaInPage = () => (takeBootAnswer(CAPTCHA_CALL) as ApiResult<Captcha> | undefined)?.data ?? null;

/** The captcha the page came with, else one loaded on mount; refresh() fetches a new one (click on the image, failed sign-in). */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<Captcha | null>(captchaInPage);
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
  const hadOne = useRef(captcha !== null);
  useEffect(() => {
    if (hadOne.current) hadOne.current = false;
    else void refresh();
  }, [refresh]);
  return { captcha, loading, refresh };
}
