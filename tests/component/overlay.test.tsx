/**
 * The keyboard of every dialog, sheet and drawer (src/ui/overlay, docs/accessibility.md "Keyboard"):
 * Escape closes the newest one only, focus moves into it when it opens, Tab stays inside, and focus
 * goes back to the button that opened it when it closes.
 */
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import Popup from '../../src/ui/overlay/Popup.tsx';
import CenterPopup from '../../src/ui/overlay/CenterPopup.tsx';
import { confirm } from '../../src/ui/overlay/dialogs.ts';
import Drawer from '../../src/ui/Drawer.tsx';

const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
const tab = (shiftKey = false) => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey });

function Sheet() {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        选择规格
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)}>
        <label>
          数量
          <input aria-label="数量" />
        </label>
        <button type="button" onClick={() => setInner(true)}>
          查看说明
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          确定
        </button>
        <CenterPopup visible={inner} onClose={() => setInner(false)}>
          <p>说明内容</p>
          <button type="button">知道了</button>
        </CenterPopup>
      </Popup>
    </>
  );
}

const isOpen = (text: string) => {
  const body = screen.queryByText(text)?.closest<HTMLElement>('.adm-popup, .adm-center-popup');
  return !!body && body.style.display !== 'none';
};

describe('overlays and the keyboard', () => {
  it('focus moves into a sheet as it opens (its first field), Escape closes it and focus goes back to its opener', async () => {
    render(<Sheet />);
    const opener = screen.getByRole('button', { name: '选择规格' });
    opener.focus();
    fireEvent.click(opener);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '数量' })));
    const body = document.activeElement!.closest('.adm-popup-body')!;
    expect(body.getAttribute('role')).toBe('dialog');
    expect(body.getAttribute('aria-modal')).toBe('true');
    pressEscape();
    await waitFor(() => expect(document.activeElement).toBe(opener));
    await waitFor(() => expect(isOpen('查看说明')).toBe(false));
  });

  it('Escape closes the newest of two open overlays only, then the one below it', async () => {
    render(<Sheet />);
    const opener = screen.getByRole('button', { name: '选择规格' });
    opener.focus();
    fireEvent.click(opener);
    await waitFor(() => expect(document.activeElement?.closest('.adm-popup-body')).not.toBeNull());
    const more = screen.getByRole('button', { name: '查看说明' });
    more.focus();
    fireEvent.click(more);
    await waitFor(() => expect(document.activeElement?.closest('.adm-center-popup-body')).not.toBeNull());
    pressEscape();
    await waitFor(() => expect(document.activeElement).toBe(more));
    expect(isOpen('查看说明')).toBe(true);
    pressEscape();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('Tab and Shift+Tab stay inside the open sheet', async () => {
    render(<Sheet />);
    fireEvent.click(screen.getByRole('button', { name: '选择规格' }));
    const field = screen.getByRole('textbox', { name: '数量' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    const last = screen.getByRole('button', { name: '确定' });
    last.focus();
    tab();
    expect(document.activeElement).toBe(field);
    tab(true);
    expect(document.activeElement).toBe(last);
  });

  it('the phone drawer menu closes with Escape', async () => {
    const onClose = vi.fn();
    render(
      <Drawer onClose={onClose}>
        <nav aria-label="菜单">
          <button type="button">学习任务</button>
        </nav>
      </Drawer>,
    );
    await waitFor(() => expect(document.activeElement?.closest('.adm-popup-body')).not.toBeNull());
    pressEscape();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a confirmation answers "no" to Escape', async () => {
    const answer = confirm({ content: '确认取消收藏该商品？' });
    await screen.findByText('确认取消收藏该商品？');
    pressEscape();
    await expect(answer).resolves.toBe(false);
  });

  it('Escape with nothing open does nothing', () => {
    const onKey = vi.fn();
    document.addEventListener('keydown', onKey);
    pressEscape();
    expect(onKey.mock.calls[0]?.[0].defaultPrevented).toBe(false);
    document.removeEventListener('keydown', onKey);
  });
});
