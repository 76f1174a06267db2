'use client';
import { useEffect } from 'react';
import { logRouterError } from '@/lib/errors';
import { labels } from '@/lib/labels';
import styles from './NotFound.module.scss';

/** The error is only logged: the shell around the failed page keeps working. */
export function RouteError({ error, reset }: { error: Error; reset: () => void }) {
  useEffect(() => logRouterError(error), [error]);
  return (
    <section className={styles.notFound} role="alert">
      <h1 className={styles.title}>
        <span>{labels.pageError.zh}</span>
        <span lang="en">{labels.pageError.en}</span>
      </h1>
      <button type="button" className={styles.home} onClick={reset}>
        {labels.retry.zh} <span lang="en">{labels.retry.en}</span>
      </button>
    </section>
  );
}
