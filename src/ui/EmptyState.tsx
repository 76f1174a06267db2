import { labels } from '@/lib/labels';
import styles from './EmptyState.module.scss';

export function EmptyState() {
  return (
    <p className={styles.empty} data-testid="empty-state">
      <span>{labels.noData.zh}</span>
      <span lang="en">{labels.noData.en}</span>
    </p>
  );
}
