/** Open overlays (panels, dialogs), so that only the topmost one reacts to Escape. */
const stack: symbol[] = [];

export function pushOverlay(): symbol {
  const id = Symbol('overlay');
  stack.push(id);
  return id;
}

export function removeOverlay(id: symbol): void {
  const i = stack.lastIndexOf(id);
  if (i >= 0) stack.splice(i, 1);
}

export const isTopOverlay = (id: symbol): boolean => stack[stack.length - 1] === id;
export const overlayCount = (): number => stack.length;
