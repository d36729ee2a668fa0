import type { Logger } from '../log.ts';

/** Delivers one-time sign-in codes. Plug a real SMS provider in through Deps.sms. */
export interface SmsSender {
  send(phone: string, code: string): Promise<void>;
}

/** Default sender: no SMS gateway, the code is written to the server log (for demos and tests). */
export function logSmsSender(log: Logger): SmsSender {
  return {
    async send(phone, code) {
      log.info('短信验证码', { phone, code });
    },
  };
}
