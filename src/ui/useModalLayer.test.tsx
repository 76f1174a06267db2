import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModalLayer } from './useModalLayer';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Layer({ onEscape }: { onEscape: () => void }) {
  const container = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useModalLayer(true, container, { initialFocus: () => close.current, onEscape });
  return (
    <div ref={container} data-testid="layer">
      <button ref={close}>close</button>
      <input aria-label="search" />
      <a href="/x">last</a>
    </div>
  );
}

const tab = () => {
  const event = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
  document.dispatchEvent(event);
  return event;
};

describe('useModalLayer', () => {
  it('places the focus on its initial element once the layer has been painted and the browser is idle', async () => {
    vi.useFakeTimers();
    const { getByText } = render(<Layer onEscape={() => {}} />);
    expect(document.activeElement).toBe(document.body);
    await act(async () => vi.runAllTimers());
    expect(document.activeElement).toBe(getByText('close'));
  });

  it('a Tab before that goes on from the initial element (the browser moves to the next control), not to the first', () => {
    vi.useFakeTimers();
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { getByText } = render(<Layer onEscape={() => {}} />);
    const event = tab();
    expect(document.activeElement).toBe(getByText('close'));
    // not prevented: the browser's own Tab then moves from the close button to the search field
    expect(event.defaultPrevented).toBe(false);
    opener.remove();
  });
});
