/**
 * The open dialogs, popups and drawers, newest last (docs/accessibility.md "Keyboard"): Escape closes
 * the newest; Tab and Shift+Tab stay inside it; when it closes, focus goes back to what had it when it
 * opened (the button that opened it). One keydown listener for all of them.
 */
interface Entry {
  close: () => void;
  /** The overlay's body element, once rendered. */
  body: () => HTMLElement | null;
  opener: Element | null;
}

const entries: Entry[] = [];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Rendered and shown (browsers without checkVisibility: not inside anything hidden). */
const shown = (el: HTMLElement) => !el.closest('[aria-hidden=true], [hidden]') && (typeof el.checkVisibility !== 'function' || el.checkVisibility());

function focusables(body: HTMLElement): HTMLElement[] {
  return [...body.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(shown);
}

function onKeyDown(e: KeyboardEvent) {
  const top = entries[entries.length - 1];
  if (!top || e.defaultPrevented) return;
  if (e.key === 'Escape') {
    e.preventDefault();
    top.close();
    return;
  }
  const body = top.body();
  if (e.key !== 'Tab' || !body) return;
  const list = focusables(body);
  const first = list[0] ?? body;
  const last = list[list.length - 1] ?? body;
  const active = document.activeElement;
  if (!body.contains(active)) {
    e.preventDefault();
    first.focus();
  } else if (e.shiftKey && (active === first || active === body)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && active === last) {
    e.preventDefault();
    first.focus();
  }
}

/** Gives the body its dialog semantics and moves focus into it, once it is in the document. */
function enter(entry: Entry, tries = 20) {
  const body = entry.body();
  if (!body) {
    if (tries > 0) requestAnimationFrame(() => enter(entry, tries - 1));
    return;
  }
  if (!body.hasAttribute('role')) body.setAttribute('role', 'dialog');
  body.setAttribute('aria-modal', 'true');
  if (!body.hasAttribute('tabindex')) body.tabIndex = -1;
  if (!body.contains(document.activeElement)) (focusables(body).find((el) => el.matches('input, select, textarea')) ?? body).focus({ preventScroll: true });
}

/** Registers an open overlay; the function returned is called when it closes. */
export function openOverlay(close: () => void, body: () => HTMLElement | null): () => void {
  const entry: Entry = { close, body, opener: document.activeElement };
  if (entries.length === 0) document.addEventListener('keydown', onKeyDown);
  entries.push(entry);
  requestAnimationFrame(() => enter(entry));
  return () => {
    const at = entries.indexOf(entry);
    if (at === -1) return;
    entries.splice(at, 1);
    if (entries.length === 0) document.removeEventListener('keydown', onKeyDown);
    const opener = entry.opener;
    if (opener instanceof HTMLElement && opener.isConnected && opener !== document.body) opener.focus({ preventScroll: true });
  };
}

/** The newest antd-mobile popup body on screen (for the components that render their own: pickers, action sheets, dialogs). */
export function newestBody(selector = '.adm-popup-body, .adm-center-popup-body'): HTMLElement | null {
  const bodies = [...document.querySelectorAll<HTMLElement>(selector)].filter(shown);
  return bodies[bodies.length - 1] ?? null;
}
