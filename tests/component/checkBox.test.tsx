import { describe, expect, it } from 'vitest';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import CheckBox from '../../src/ui/CheckBox.tsx';

/**
 * The check box counts a tap the moment it is drawn: antd-mobile's Checkbox attached its click listener
 * in an effect, so a tap between the paint and that effect was lost (shop-checkout's coupon toggle
 * failed so under load, the box still checked 20 s after the click).
 */
describe('CheckBox', () => {
  it('a tap right after the box is drawn, before any effect has run, changes it', async () => {
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasAct = env.IS_REACT_ACT_ENVIRONMENT;
    env.IS_REACT_ACT_ENVIRONMENT = false; // a real page: the effects run in a later task, not inside act()
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const seen: boolean[] = [];
    try {
      // tapped the moment the box is in the page: a mutation observer runs before the task that runs the effects
      const tapped = new Promise<void>((resolve) => {
        const watch = new MutationObserver(() => {
          const box = host.querySelector('label');
          if (!box) return;
          watch.disconnect();
          box.click();
          resolve();
        });
        watch.observe(host, { childList: true, subtree: true });
      });
      root.render(
        <CheckBox checked={false} onChange={(v) => seen.push(v)}>
          优惠券 满100减10
        </CheckBox>,
      );
      await tapped;
      expect(seen).toEqual([true]);
      // a real checkbox with the text as its name
      const input = host.querySelector('input')!;
      expect(input.type).toBe('checkbox');
      expect(input.closest('label')!.textContent).toBe('优惠券 满100减10');
    } finally {
      root.unmount();
      host.remove();
      env.IS_REACT_ACT_ENVIRONMENT = wasAct;
    }
  });

  it('disabled, a tap changes nothing; with no text, `label` names it', () => {
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasAct = env.IS_REACT_ACT_ENVIRONMENT;
    env.IS_REACT_ACT_ENVIRONMENT = false;
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const seen: boolean[] = [];
    try {
      flushSync(() => root.render(<CheckBox checked disabled label="选择 羊毛针织开衫" onChange={(v) => seen.push(v)} />));
      host.querySelector('label')!.click();
      expect(seen).toEqual([]);
      expect(host.querySelector('input')!.getAttribute('aria-label')).toBe('选择 羊毛针织开衫');
    } finally {
      root.unmount();
      host.remove();
      env.IS_REACT_ACT_ENVIRONMENT = wasAct;
    }
  });
});
