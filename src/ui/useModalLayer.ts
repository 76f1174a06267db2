'use client';
import { useEffect, useRef, type RefObject } from 'react';
import { trapTab } from '@/lib/focusTrap';
import { afterNextPaint, whenIdle } from '@/lib/idle';
import { isTopOverlay, pushOverlay, removeOverlay } from '@/lib/overlayStack';
import { lockScroll } from '@/lib/scrollLock';

export interface ModalLayerOptions {
  /** Escape pressed while this layer is the topmost one. */
  onEscape: () => void;
  /** Other keys while this layer is the topmost one (e.g. dialog hotkeys). */
  onKey?: (event: KeyboardEvent) => void;
  /** The element to focus on opening (default: the container). */
  initialFocus?: () => HTMLElement | null;
}

/**
 * One behaviour for drawer, panels and dialogs: a shared overlay stack and scroll-lock counter, so nested layers
 * agree on who answers Escape. On closing, focus goes back to the element that had it.
 */
export function useModalLayer(
  active: boolean,
  container: RefObject<HTMLElement | null>,
  options: ModalLayerOptions,
): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (!active) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const id = pushOverlay();
    let release: (() => void) | null = null;
    // the frames that show the layer and its content come first: locking the page's scroll and moving focus
    // each cost a layout of the whole page, which would hold them back (a panel's content often arrives in
    // the frame after the layer's own)
    let cancelIdle = () => {};
    let cancelPaint = () => {};
    const cancel = () => {
      cancelPaint();
      cancelIdle();
    };
    let placed = false;
    const placeFocus = () => {
      if (placed) return;
      placed = true;
      cancel();
      release = lockScroll();
      (latest.current.initialFocus?.() ?? container.current)?.focus();
    };
    cancelPaint = afterNextPaint(() => {
      cancelIdle = whenIdle(placeFocus, 250);
    });
    const onKeyDown = (e: KeyboardEvent) => {
      if (!isTopOverlay(id)) return;
      if (e.key === 'Escape') {
        e.stopPropagation();
        latest.current.onEscape();
      } else if (e.key === 'Tab' && container.current) {
        // a Tab before the focus is placed goes on from where it would be placed, not to the first control
        placeFocus();
        trapTab(e, container.current);
      } else {
        latest.current.onKey?.(e);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancel();
      document.removeEventListener('keydown', onKeyDown);
      removeOverlay(id);
      release?.();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [active, container]);
}
