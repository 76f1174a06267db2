'use client';
import { useRef } from 'react';
import { buttonForKey, pressButton, useDialog } from '@/lib/stores/dialog';
import { useModalLayer } from './useModalLayer';
import styles from './GlobalDialog.module.scss';

/** On the overlay stack, so Escape never reaches a panel beneath it. */
export function GlobalDialog() {
  const dialog = useDialog();
  const box = useRef<HTMLDivElement>(null);
  const { isVisible, buttons } = dialog;

  useModalLayer(isVisible, box, {
    initialFocus: () => box.current?.querySelector<HTMLElement>('[data-default]') ?? null,
    onEscape: () => useDialog.getState().close(),
    onKey: (e) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const button = buttonForKey(useDialog.getState().buttons, e.key);
      if (button) {
        e.preventDefault();
        pressButton(button);
      }
    },
  });

  if (!isVisible) return null;
  const titleId = 'global-dialog-title';
  return (
    <div className={styles.root} data-testid="global-dialog" data-type={dialog.type ?? ''}>
      <div className={styles.mask} aria-hidden="true" />
      <div
        ref={box}
        className={styles.box}
        role={dialog.type === 'error' || dialog.type === 'confirm' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby="global-dialog-message"
        data-tone={dialog.type ?? 'custom'}
      >
        <h2 id={titleId} className={styles.title} lang="en">
          {dialog.title}
        </h2>
        <div id="global-dialog-message">
          {dialog.message && <p className={styles.message}>{dialog.message}</p>}
          {(dialog.code || dialog.path) && (
            <dl className={styles.meta} lang="en">
              {dialog.code && (
                <>
                  <dt>Code</dt>
                  <dd data-testid="dialog-code">{dialog.code}</dd>
                </>
              )}
              {dialog.path && (
                <>
                  <dt>Path</dt>
                  <dd data-testid="dialog-path">{dialog.path}</dd>
                </>
              )}
            </dl>
          )}
        </div>
        <div className={styles.buttons}>
          {buttons.map((b, i) => (
            <button
              key={`${b.text}-${i}`}
              type="button"
              className={styles.button}
              data-variant={b.type}
              data-default={i === 0 ? true : undefined}
              onClick={() => pressButton(b)}
              aria-keyshortcuts={
                b.hotKey ? (b.hotKey.toLowerCase() === 'enter' ? 'Enter' : b.hotKey.toUpperCase()) : undefined
              }
              lang="en"
            >
              {b.text}
              {b.hotKey && b.hotKey.length === 1 && <kbd className={styles.kbd}>{b.hotKey.toUpperCase()}</kbd>}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
