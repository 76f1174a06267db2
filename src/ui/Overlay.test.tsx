import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { overlayCount } from '@/lib/overlayStack';
import { scrollLockCount } from '@/lib/scrollLock';
import { Overlay } from './Overlay';

function Harness({ onClosed = () => {}, initiallyOpen = false }: { onClosed?: () => void; initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button onClick={() => setOpen(true)}>opener</button>
      <button onClick={() => setOpen(false)}>external close</button>
      <Overlay
        open={open}
        exitMs={20}
        label="Detail"
        onClosed={() => {
          setOpen(false);
          onClosed();
        }}
      >
        <p>panel content</p>
        <a href="#x">a link</a>
      </Overlay>
    </>
  );
}

const openIt = () => {
  const opener = screen.getByText('opener');
  opener.focus();
  fireEvent.click(opener);
  return opener;
};

describe('Overlay', () => {
  it('opens a dialog panel with the back control, then, after the frame that shows it, locks scroll and takes focus', async () => {
    render(<Harness />);
    const opener = openIt();
    expect(screen.getByRole('dialog', { name: 'Detail' })).toBeInTheDocument();
    expect(screen.getByText('panel content')).toBeInTheDocument();
    expect(screen.getByTestId('overlay-close')).toHaveTextContent('返回 Close');
    expect(document.activeElement).toBe(opener);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('dialog')));
    expect(document.body.style.overflow).toBe('hidden');
    expect(scrollLockCount()).toBe(1);
  });

  it('locks scroll and takes focus only once the browser is idle after that frame, when its content has had its own', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn((fn: () => void) => idle.push(fn)),
    );
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    render(<Harness />);
    const opener = openIt();
    await waitFor(() => expect(idle).toHaveLength(1));
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 250 });
    expect(scrollLockCount()).toBe(0);
    expect(document.activeElement).toBe(opener);
    act(() => idle[0]!());
    expect(scrollLockCount()).toBe(1);
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
    fireEvent.click(screen.getByText('external close'));
    await waitFor(() => expect(scrollLockCount()).toBe(0));
  });

  it.each([
    ['the back control', () => fireEvent.click(screen.getByTestId('overlay-close'))],
    ['a click on the mask', () => fireEvent.click(screen.getByTestId('overlay-mask'))],
    ['Escape', () => fireEvent.keyDown(document, { key: 'Escape' })],
  ])('closes by %s: exit animation, then onClosed, then focus back and scroll restored', async (_, close) => {
    const onClosed = vi.fn();
    render(<Harness onClosed={onClosed} />);
    const opener = openIt();
    await waitFor(() => expect(scrollLockCount()).toBe(1));
    act(close);
    expect(screen.getByTestId('overlay')).toHaveAttribute('data-phase', 'closing');
    expect(onClosed).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClosed).toHaveBeenCalledOnce();
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(scrollLockCount()).toBe(0);
    expect(document.body.style.overflow).toBe('');
  });

  it('animates out without calling onClosed when closed from outside (browser Back)', async () => {
    const onClosed = vi.fn();
    render(<Harness onClosed={onClosed} initiallyOpen />);
    fireEvent.click(screen.getByText('external close'));
    expect(screen.getByTestId('overlay')).toHaveAttribute('data-phase', 'closing');
    await waitFor(() => expect(screen.queryByTestId('overlay')).toBeNull());
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('lets only the topmost of two stacked overlays react to Escape', async () => {
    const first = vi.fn();
    const second = vi.fn();
    render(
      <>
        <Overlay open exitMs={10} label="First" onClosed={first}>
          one
        </Overlay>
        <Overlay open exitMs={10} label="Second" onClosed={second}>
          two
        </Overlay>
      </>,
    );
    expect(overlayCount()).toBe(2);
    await waitFor(() => expect(scrollLockCount()).toBe(2));
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(second).toHaveBeenCalledOnce());
    expect(first).not.toHaveBeenCalled();
  });
});
