'use client';
import { startTransition, useEffect, useId, useState } from 'react';
import { labels, type LabelKey } from '@/lib/labels';
import { usePersisted } from '@/lib/stores/persisted';
import { applyTheme, THEME_CHOICES, type ThemeChoice } from '@/lib/theme';
import styles from './ThemeToggle.module.scss';

const LABEL_OF: Record<ThemeChoice, LabelKey> = { light: 'themeLight', dark: 'themeDark', system: 'themeSystem' };

/**
 * Light, dark or the device's setting, kept in the persisted state. Its controls are rendered once React runs:
 * with JavaScript off nothing could act on them (the device's setting still applies, through CSS), and every
 * page's HTML stays small. The HTML has only its empty box, of the same height, so nothing moves when they
 * come; with JavaScript off the box is not shown.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const [mounted, setMounted] = useState(false);
  const theme = usePersisted((s) => s.theme);
  const labelId = useId();

  useEffect(() => {
    // in a transition: the controls come in a render of their own after hydration, not in a synchronous
    // one that would also run every effect of the page in hydration's last task
    startTransition(() => setMounted(true));
    // the attribute follows the store: a choice made here, the stored one, one made in another tab
    const unsubscribe = usePersisted.subscribe((s, prev) => {
      if (s.theme !== prev.theme) applyTheme(s.theme);
    });
    const key = usePersisted.persist.getOptions().name;
    const onStorage = (e: StorageEvent) => {
      if (e.key === key) void usePersisted.persist.rehydrate();
    };
    window.addEventListener('storage', onStorage);
    void usePersisted.persist.rehydrate();
    return () => {
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const box = [styles.toggle, className].filter(Boolean).join(' ');
  if (!mounted) return <div className={box} />;
  return (
    <div role="group" aria-labelledby={labelId} className={box} data-testid="theme-toggle">
      <span id={labelId} className={styles.label}>
        {labels.theme.zh} <span lang="en">{labels.theme.en}</span>
      </span>
      <div className={styles.options}>
        {THEME_CHOICES.map((choice) => (
          <button
            key={choice}
            type="button"
            className={styles.option}
            aria-pressed={theme === choice}
            data-choice={choice}
            onClick={() => usePersisted.getState().setTheme(choice)}
          >
            <span>{labels[LABEL_OF[choice]].zh}</span> <span lang="en">{labels[LABEL_OF[choice]].en}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
