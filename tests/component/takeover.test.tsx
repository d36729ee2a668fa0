import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, type Root } from 'react-dom/client';
import { takeOver } from '../../src/lib/takeover.ts';

/** A form whose state only React's onChange fills in: what it sends shows what React has seen. */
function NameForm() {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [sent, setSent] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setSent(`${name}/${note}`);
      }}
    >
      <input aria-label="姓名" value={name} onChange={(e) => setName(e.target.value)} />
      <textarea aria-label="备注" value={note} onChange={(e) => setNote(e.target.value)} />
      <output>{sent}</output>
    </form>
  );
}

let root: Root | undefined;
let container: HTMLElement;
afterEach(() => {
  root?.unmount();
  container.remove();
  delete window.__cyHeldSubmit;
  delete window.__cyHeldClick;
});

/** The root as the server sends a drawn page (src/api/contract/prerender.ts). */
function drawnRoot(): HTMLElement {
  container = document.createElement('div');
  container.id = 'root';
  container.setAttribute('data-prerendered', '');
  container.innerHTML = renderToString(<NameForm />);
  document.body.append(container);
  return container;
}

const field = (label: string) => container.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;

describe('the app taking over a page drawn into the HTML', () => {
  it('renders in one go and carries what was typed, the focus and the caret into the app', () => {
    drawnRoot();
    const drawnName = field('姓名');
    drawnName.value = '张三丰';
    field('备注').value = '下午到';
    drawnName.focus();
    drawnName.setSelectionRange(1, 1);
    root = createRoot(container);
    takeOver(container, () => root!.render(<NameForm />));
    expect(container.hasAttribute('data-prerendered')).toBe(false);
    expect(field('姓名')).not.toBe(drawnName);
    expect(field('姓名').value).toBe('张三丰');
    expect(field('备注').value).toBe('下午到');
    expect(document.activeElement).toBe(field('姓名'));
    expect(field('姓名').selectionStart).toBe(1);
    // React has the values, not just the DOM: a submit sends them
    container.querySelector('form')!.requestSubmit();
    return expect.poll(() => container.querySelector('output')!.textContent).toBe('张三丰/下午到');
  });

  it('sends a submit that index.html held, with the values typed before it', async () => {
    drawnRoot();
    field('姓名').value = '李四';
    window.__cyHeldSubmit = 0;
    root = createRoot(container);
    takeOver(container, () => root!.render(<NameForm />));
    await expect.poll(() => container.querySelector('output')!.textContent).toBe('李四/');
    expect(window.__cyHeldSubmit).toBeUndefined();
  });

  it('makes the tap on a button that index.html held once the app has the page', async () => {
    function Counter() {
      const [n, setN] = useState(0);
      return (
        <div>
          <a href="/elsewhere">别处</a>
          <button type="button" onClick={() => setN((x) => x + 1)}>
            点了{n}次
          </button>
        </div>
      );
    }
    container = document.createElement('div');
    container.id = 'root';
    container.setAttribute('data-prerendered', '');
    container.innerHTML = renderToString(<Counter />);
    document.body.append(container);
    // as index.html's script records it: the button, the first of its kind
    window.__cyHeldClick = { what: 'BUTTON  点了0次', nth: 0 };
    root = createRoot(container);
    takeOver(container, () => root!.render(<Counter />));
    await expect.poll(() => container.querySelector('button')!.textContent).toBe('点了1次');
    expect(window.__cyHeldClick).toBeUndefined();
  });

  it('finds a held tap among the ones like it when the app draws more around it, and drops it when it is gone', async () => {
    const clicks: string[] = [];
    const Page = ({ extra }: { extra: boolean }) => (
      <div>
        {extra && <button type="button">菜单</button>}
        {['甲', '乙', '丙'].map((row) => (
          <p key={row}>
            {row}
            <button type="button" onClick={() => clicks.push(row)}>
              提交
            </button>
          </p>
        ))}
      </div>
    );
    container = document.createElement('div');
    container.id = 'root';
    container.setAttribute('data-prerendered', '');
    container.innerHTML = renderToString(<Page extra={false} />);
    document.body.append(container);
    // the 提交 of the second row, held while the page had no 菜单 button before the rows
    window.__cyHeldClick = { what: 'BUTTON  提交', nth: 1 };
    root = createRoot(container);
    takeOver(container, () => root!.render(<Page extra />));
    await expect.poll(() => clicks).toEqual(['乙']);
    window.__cyHeldClick = { what: 'BUTTON  不在了', nth: 0 };
    container.setAttribute('data-prerendered', '');
    takeOver(container, () => root!.render(<Page extra />));
    await new Promise((r) => setTimeout(r, 20));
    expect(clicks).toEqual(['乙']);
  });

  it('renders any other root as usual, leaving its fields alone', () => {
    container = document.createElement('div');
    document.body.append(container);
    let rendered = false;
    takeOver(container, () => {
      rendered = true;
    });
    expect(rendered).toBe(true);
  });
});
