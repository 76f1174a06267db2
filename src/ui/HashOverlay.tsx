'use client';
import { useState, type ReactNode } from 'react';
import type { HashParams } from '@/lib/hashRoute';
import { clearHash, useHashMatch } from '@/lib/useHashRoute';
import { Overlay } from './Overlay';

export interface HashOverlayProps {
  /** e.g. 'news/:id' or 'baElectiveCourses/:id/:detailId' */
  pattern: string;
  label: string;
  /** Parameters are numbers, or null when not numeric. */
  children: (params: HashParams) => ReactNode;
}

/** The hash is cleared after the exit animation, during which the last parameters stay rendered. */
export function HashOverlay({ pattern, label, children }: HashOverlayProps) {
  const match = useHashMatch(pattern);
  const [lastParams, setLastParams] = useState<HashParams | null>(match?.params ?? null);
  if (match && match.params !== lastParams && JSON.stringify(match.params) !== JSON.stringify(lastParams)) {
    setLastParams(match.params);
  }
  return (
    <Overlay open={match !== null} onClosed={clearHash} label={label}>
      {lastParams ? children(lastParams) : null}
    </Overlay>
  );
}
