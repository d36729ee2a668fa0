/**
 * What the inline script in index.html leaves for the app on window.__cyBoot: the cookies as it
 * read them while the page was parsing (storage/cookies.ts) and, for a signed-in visit without a
 * saved session, the user's info request it started (api/earlyInfo.ts).
 */
export interface BootData {
  cookies: string;
  info?: { token: string; response: Promise<Response | null> };
}

declare global {
  interface Window {
    __cyBoot?: BootData;
  }
}

/** The boot data, or undefined outside a browser or when index.html left none. */
export const bootData = (): BootData | undefined => (typeof window === 'undefined' ? undefined : window.__cyBoot);
