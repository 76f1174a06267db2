'use client';
import { useOverlayBlock } from '@/lib/stores/overlayBlock';
import { Spinner } from './Spinner';
import styles from './OverlayBlock.module.scss';

export function OverlayBlock() {
  const { visible, message } = useOverlayBlock();
  if (!visible) return null;
  return (
    <div className={styles.block} data-testid="overlay-block" aria-busy="true">
      <Spinner />
      {message && <p className={styles.message}>{message}</p>}
    </div>
  );
}
