import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HashOverlay } from './HashOverlay';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Idle callbacks held until the test runs them, one at a time. */
function heldIdle() {
  const idle: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (fn: IdleRequestCallback) => idle.push(fn));
  vi.stubGlobal('cancelIdleCallback', (id: number) => delete idle[id - 1]);
  return {
    pending: () => idle.filter(Boolean).length,
    run: () =>
      act(async () => {
        const i = idle.findIndex(Boolean);
        const fn = idle[i]!;
        delete idle[i];
        fn({ didTimeout: false, timeRemaining: () => 50 });
      }),
  };
}

describe('HashOverlay preload', () => {
  it('runs its steps one idle period each, a step only once the one before has come', async () => {
    const idle = heldIdle();
    const ran: string[] = [];
    let finishFirst = () => {};
    const steps = [
      () => {
        ran.push('axios');
        return new Promise<void>((resolve) => (finishFirst = resolve));
      },
      async () => void ran.push('zod'),
      async () => void ran.push('client'),
    ];
    render(
      <HashOverlay pattern="news/:id" label="News" preload={steps}>
        {() => null}
      </HashOverlay>,
    );
    // the preparation of the cards in view has an idle callback of its own
    const others = idle.pending() - 1;
    for (let i = 0; i < others; i++) await idle.run();
    await idle.run();
    expect(ran).toEqual(['axios']);
    expect(idle.pending()).toBe(0);
    await act(async () => finishFirst());
    expect(idle.pending()).toBe(1);
    await idle.run();
    expect(ran).toEqual(['axios', 'zod']);
    await idle.run();
    expect(ran).toEqual(['axios', 'zod', 'client']);
    expect(idle.pending()).toBe(0);
  });

  it('stops when it is gone', async () => {
    const idle = heldIdle();
    const step = vi.fn(async () => {});
    const { unmount } = render(
      <HashOverlay pattern="news/:id" label="News" preload={[step, step]}>
        {() => null}
      </HashOverlay>,
    );
    unmount();
    expect(idle.pending()).toBe(0);
    expect(step).not.toHaveBeenCalled();
  });
});
