'use client';
import { useState, useSyncExternalStore } from 'react';
import { labels } from '@/lib/labels';
import styles from './CopyButton.module.scss';

const noSubscribe = () => () => {};

/**
 * Copies an address to the clipboard. The server's HTML has it hidden (with JavaScript off the address beside it
 * is selected in one click instead); it shows once the page is hydrated, where the clipboard can be reached. The
 * outcome is announced, and the button names what it copies (`label`).
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const ready = useSyncExternalStore(
    noSubscribe,
    () => typeof navigator !== 'undefined' && Boolean(navigator.clipboard),
    () => false,
  );
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  const said = state === 'copied' ? labels.copied : state === 'failed' ? labels.copyFailed : null;
  return (
    <>
      <button
        type="button"
        className={styles.copy}
        hidden={!ready}
        onClick={copy}
        aria-label={`${labels.copy.zh} ${labels.copy.en}: ${label}`}
        data-testid="copy-address"
      >
        {labels.copy.zh} <span lang="en">{labels.copy.en}</span>
      </button>
      <span className={styles.status} role="status">
        {said && (
          <>
            {said.zh} <span lang="en">{said.en}</span>
          </>
        )}
      </span>
    </>
  );
}
