import type { Logger } from '../log.ts';

/** Delivers one-time sign-in codes and account notices. Plug a real SMS provider in through Deps.sms. */
export interface SmsSender {
  send(phone: string, code: string): Promise<void>;
  /** A one-time initial password for an account an administrator created or reset. */
  sendPassword(phone: string, password: string): Promise<void>;
}

/** Default sender: no SMS gateway, the code is written to the server log (for demos and tests). */
export function logSmsSender(log: Logger): SmsSender {
  return {
    async send(phone, code) {
      log.info('短信验证码', { phone, code });
    },
    async sendPassword(phone, password) {
      log.info('短信初始密码', { phone, password });
    },
  };
}
