/** Counted, so that nested covers (drawer, overlays) lock once and the page scrolls again when the last closes. */
let count = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

export function lockScroll(doc: Document = document): () => void {
  if (count === 0) {
    const body = doc.body;
    const scrollbar = (doc.defaultView?.innerWidth ?? 0) - doc.documentElement.clientWidth;
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    body.style.overflow = 'hidden';
    // keep the layout from jumping when the scrollbar disappears
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    body.dataset.scrollLocked = 'true';
  }
  count += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    count -= 1;
    if (count === 0 && saved) {
      doc.body.style.overflow = saved.overflow;
      doc.body.style.paddingRight = saved.paddingRight;
      delete doc.body.dataset.scrollLocked;
      saved = null;
    }
  };
}

/** For tests and debugging. */
export const scrollLockCount = () => count;
