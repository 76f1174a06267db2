'use client';
import { lazy, Suspense } from 'react';
import { useDialog } from '@/lib/stores/dialog';
import { useOverlayBlock } from '@/lib/stores/overlayBlock';

const GlobalDialog = lazy(() => import('@/ui/GlobalDialog').then((m) => ({ default: m.GlobalDialog })));
const OverlayBlock = lazy(() => import('@/ui/OverlayBlock').then((m) => ({ default: m.OverlayBlock })));

/** Most visits never show the dialog or the overlay block, so their components load on first use. */
export function DialogHost() {
  const dialog = useDialog((s) => s.isVisible);
  const block = useOverlayBlock((s) => s.visible);
  return (
    <Suspense fallback={null}>
      {dialog && <GlobalDialog />}
      {block && <OverlayBlock />}
    </Suspense>
  );
}
