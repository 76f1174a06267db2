'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { labels } from '@/lib/labels';
import { menu } from '@/styles/tokens';
import { useModalLayer } from './useModalLayer';
import styles from './Overlay.module.scss';

export interface OverlayProps {
  /** Whether the overlay should be shown; turning false plays the exit animation, then unmounts. */
  open: boolean;
  /** Called after the exit animation of a close the visitor asked for (back control, mask, Escape). */
  onClosed: () => void;
  /** Accessible name of the panel. */
  label: string;
  children: ReactNode;
  /** Exit animation length, ms. */
  exitMs?: number;
}

type Phase = 'open' | 'closing';

/** The page stays mounted beneath, so closing returns to it as it was. */
export function Overlay({ open, onClosed, label, children, exitMs = menu.animation }: OverlayProps) {
  const [mounted, setMounted] = useState(open);
  const [phase, setPhase] = useState<Phase>('open');
  const [wasOpen, setWasOpen] = useState(open);
  const panel = useRef<HTMLDivElement>(null);

  // open -> mount; open turning false from outside (e.g. the browser's Back) -> animate out
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setMounted(true);
      setPhase('open');
    } else if (mounted) {
      setPhase('closing');
    }
  }

  const requestClose = () => setPhase('closing');

  // the exit animation, then unmount (and tell the owner when the close was asked for here)
  useEffect(() => {
    if (phase !== 'closing') return;
    const t = window.setTimeout(() => {
      setMounted(false);
      setPhase('open');
      if (open) onClosed();
    }, exitMs);
    return () => window.clearTimeout(t);
  }, [phase, open, onClosed, exitMs]);

  // while mounted: on the overlay stack, scroll locked, focus inside; Escape (topmost only) closes
  useModalLayer(mounted, panel, { onEscape: requestClose });

  if (!mounted) return null;
  return createPortal(
    <div
      className={styles.root}
      data-phase={phase}
      data-testid="overlay"
      style={{ ['--overlay-exit' as string]: `${exitMs}ms` }}
    >
      <div className={styles.mask} onClick={requestClose} aria-hidden="true" data-testid="overlay-mask" />
      <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-label={label} tabIndex={-1}>
        <div className={styles.bar}>
          <button type="button" className={styles.back} onClick={requestClose} data-testid="overlay-close">
            <span aria-hidden="true" className={styles.arrow}>
              ←
            </span>
            {labels.close.zh} <span lang="en">{labels.close.en}</span>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
