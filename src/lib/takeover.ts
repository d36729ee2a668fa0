import { flushSync } from 'react-dom';

declare global {
  interface Window {
    /** The form (its index in the root) submitted before the app took the page over: index.html's script held it. */
    __cyHeldSubmit?: number;
    /** The link or button tapped before the app took the page over: what it is (tag, href, text) and which of the root's that are the same. */
    __cyHeldClick?: { what: string; nth: number };
    /** A press (a mouse button held down) began on the drawn page and has not ended: index.html's script marks it. */
    __cyPressed?: true;
  }
}

/**
 * Resolves once no press that began on the drawn page is under way, after the click it ends with has
 * been dispatched (and held by index.html's script); at most `maxMs` after it is asked. A takeover in
 * the middle of a press would replace the button the press began on: the press would end on another
 * element and the browser would send no click at all.
 */
export function pressEnded(maxMs = 3000): Promise<void> {
  if (!window.__cyPressed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      document.removeEventListener('pointerup', ended, true);
      document.removeEventListener('pointercancel', ended, true);
      resolve();
    };
    // the click follows the pointerup in the same task
    const ended = () => setTimeout(done);
    const timer = setTimeout(done, maxMs);
    document.addEventListener('pointerup', ended, true);
    document.addEventListener('pointercancel', ended, true);
  });
}

const what = (el: Element) => `${el.tagName} ${el.getAttribute('href') ?? ''} ${el.textContent}`;

/**
 * The element a held tap meant in the app's markup: the same link or button, counted among those
 * that are the same (the 查看 of the third row stays the third row's, whatever the app has added
 * around it since: the tabs bar, another breakpoint's layout); none if it is gone.
 */
function tappedAgain(root: HTMLElement, tapped: { what: string; nth: number }): HTMLElement | undefined {
  return [...root.querySelectorAll<HTMLElement>('a[href], button')].filter((el) => what(el) === tapped.what)[tapped.nth];
}

type Field = HTMLInputElement | HTMLTextAreaElement;
const fieldsIn = (root: HTMLElement) => [...root.querySelectorAll<Field>('input, textarea')];

/** Sets a field's value as typing does, so React's onChange sees it (the value setter of the element's own prototype, then an input event). */
function typeInto(field: Field, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The app's first render over a page the server drew into the HTML (src/api/contract/prerender.ts):
 * the render replaces that markup with the same markup in one synchronous commit (no flash, nothing
 * moves), then what the visitor did meanwhile is carried over: the text typed into each field (matched
 * by position: the markup is the same), the focus and caret, and a submit or the last tap on a link or
 * button that index.html's script held.
 * Any other root renders as it is.
 */
export function takeOver(root: HTMLElement, render: () => void): void {
  if (!root.hasAttribute('data-prerendered')) {
    render();
    return;
  }
  const before = fieldsIn(root);
  const typed = before.map((field) => field.value);
  const focused = before.indexOf(document.activeElement as Field);
  const caret = focused >= 0 ? [before[focused]!.selectionStart, before[focused]!.selectionEnd] : null;
  flushSync(render);
  root.removeAttribute('data-prerendered');
  const after = fieldsIn(root);
  typed.forEach((value, i) => {
    const field = after[i];
    if (value && field && !field.value && field.type !== 'file') typeInto(field, value);
  });
  if (focused >= 0 && after[focused]) {
    after[focused].focus();
    if (caret && after[focused].type !== 'number') after[focused].setSelectionRange(caret[0], caret[1]);
  }
  const held = window.__cyHeldSubmit;
  const tapped = window.__cyHeldClick;
  delete window.__cyHeldSubmit;
  delete window.__cyHeldClick;
  // after the typed values above have rendered
  if (held !== undefined) setTimeout(() => root.querySelectorAll('form')[held]?.requestSubmit());
  else if (tapped) setTimeout(() => tappedAgain(root, tapped)?.click());
}
