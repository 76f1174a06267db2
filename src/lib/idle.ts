/**
 * Work put off until the browser has nothing better to do, or until the frame the visitor is waiting for
 * has been painted: what a tap shows first must not wait for it.
 */

/** Runs `fn` when the browser is idle (at the latest after `timeout` ms); returns a cancel function. */
export function whenIdle(fn: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 1);
  return () => window.clearTimeout(id);
}

/** Runs `fn` once the next frame has been painted (a task queued from the frame's animation callback). */
export function afterNextPaint(fn: () => void): () => void {
  if (typeof window.requestAnimationFrame !== 'function') {
    const id = window.setTimeout(fn, 0);
    return () => window.clearTimeout(id);
  }
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(fn, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}
