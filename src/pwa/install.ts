import { proxy } from 'valtio';

/** Chromium's install event (not in lib.dom). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  return window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/** iPhone/iPad Safari (also iPadOS reporting as a Mac with touch), which has no install prompt. */
export function isIosSafari(
  ua = typeof navigator === 'undefined' ? '' : navigator.userAgent,
  touchPoints = typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints,
): boolean {
  const ios = /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && touchPoints > 1);
  return ios && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|MicroMessenger|QQ\//.test(ua);
}

export const installState = proxy({
  /** The browser offered an install prompt (beforeinstallprompt). */
  canPrompt: false,
  installed: isStandalone(),
  ios: isIosSafari(),
});

let deferred: BeforeInstallPromptEvent | null = null;
let listening = false;

/** Keeps the browser's install offer for the install button. Safe to call more than once. */
export function listenForInstall(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    installState.canPrompt = true;
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installState.canPrompt = false;
    installState.installed = true;
  });
}

/** Shows the browser's install prompt; answers the user's choice. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  installState.canPrompt = false;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') installState.installed = true;
  return outcome;
}

listenForInstall();
