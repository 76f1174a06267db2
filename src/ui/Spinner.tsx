import { labels } from '@/lib/labels';
import styles from './Spinner.module.scss';

export function Spinner({ className }: { className?: string }) {
  return (
    <div className={[styles.wrap, className].filter(Boolean).join(' ')} role="status" data-testid="spinner">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>
        {labels.loading.zh} <span lang="en">{labels.loading.en}</span>
      </span>
    </div>
  );
}
