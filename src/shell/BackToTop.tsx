'use client';
import { useEffect, useState } from 'react';
import { labels } from '@/lib/labels';
import { useReducedMotion } from '@/lib/useReducedMotion';
import styles from './BackToTop.module.scss';

/** Appears once the page is scrolled; scrolls smoothly to the top and moves focus there. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  const reduced = useReducedMotion();

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 200);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const toTop = () => {
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    document.getElementById('page-top')?.focus({ preventScroll: true });
  };

  return (
    <button type="button" className={styles.button} data-visible={visible} onClick={toTop} data-testid="back-to-top">
      <span className={styles.arrow} aria-hidden="true">
        ↑
      </span>
      <span className={styles.label}>
        {labels.backToTop.zh}
        <span lang="en">{labels.backToTop.en}</span>
      </span>
    </button>
  );
}
