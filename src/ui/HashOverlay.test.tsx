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

/** An IntersectionObserver whose first answer the test gives: which of the observed elements are in view. */
function heldObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[]; disconnected: boolean }[] = [];
  class Observer {
    private entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [], disconnected: false };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    observers,
    answer: (inView: (el: Element) => boolean) =>
      act(async () => {
        for (const o of observers.filter((x) => !x.disconnected)) {
          const entries = o.targets.map((target) => ({ target, isIntersecting: inView(target) }));
          o.callback(entries as unknown as IntersectionObserverEntry[], o as unknown as IntersectionObserver);
        }
      }),
  };
}

describe('HashOverlay preparation', () => {
  function page() {
    document.body.innerHTML = `
      <a data-overlay="#/news/7" id="seen">seen</a>
      <a data-overlay="#/news/8" id="below">below</a>
      <a data-overlay="#/courses/3" id="other">another kind of card</a>`;
  }

  it('reads ahead for the cards of its pattern in view, once, and reads no rectangle to find them', async () => {
    page();
    const idle = heldIdle();
    const io = heldObserver();
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    const prepare = vi.fn();
    render(
      <HashOverlay pattern="news/:id" label="News" prepare={prepare}>
        {() => null}
      </HashOverlay>,
    );
    expect(io.observers).toHaveLength(0); // nothing before the browser is idle
    while (idle.pending() > 0) await idle.run();
    expect(io.observers).toHaveLength(1);
    expect(io.observers[0]!.targets.map((t) => t.id)).toEqual(['seen', 'below']);
    await io.answer((el) => el.id !== 'below');
    expect(prepare.mock.calls).toEqual([[{ id: 7 }]]);
    expect(io.observers[0]!.disconnected).toBe(true);
    expect(rect).not.toHaveBeenCalled();
    rect.mockRestore();
  });

  it('stops watching when it is gone before the answer', async () => {
    page();
    const idle = heldIdle();
    const io = heldObserver();
    const prepare = vi.fn();
    const { unmount } = render(
      <HashOverlay pattern="news/:id" label="News" prepare={prepare}>
        {() => null}
      </HashOverlay>,
    );
    while (idle.pending() > 0) await idle.run();
    unmount();
    expect(io.observers[0]!.disconnected).toBe(true);
    expect(prepare).not.toHaveBeenCalled();
  });
});
