import type { BootData } from '../api/contract/boot.ts';

export type { BootData };

/**
 * What the page finds on window.__cyBoot before the app runs. The server sets it in the HTML it
 * answers (server/http/bootData.ts): the cookies as the request carried them, and the answers of the
 * first calls (the user's info, the route's first data; api/bootAnswers.ts). Where the service worker
 * answered the shell, the inline script of index.html sets it: the cookies, read once there
 * (lib/cookies.ts), and with a saved session its databases opening (storage/idb.ts), without one
 * the info request, started early (api/earlyInfo.ts).
 */
declare global {
  interface Window {
    __cyBoot?: BootData;
  }
}

/** The boot data, or undefined outside a browser or when index.html left none. */
export const bootData = (): BootData | undefined => (typeof window === 'undefined' ? undefined : window.__cyBoot);
