'use client';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/queryClient';
import { useDialog } from '@/lib/stores/dialog';
import { usePersisted } from '@/lib/stores/persisted';
import { GlobalDialog } from '@/ui/GlobalDialog';
import { OverlayBlock } from '@/ui/OverlayBlock';

/**
 * The browser-side platform: server-state cache (spec defaults; every failed query or mutation opens
 * the global error dialog with the catalogue's code), the persisted state, the global dialog and the
 * overlay block.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(() => createQueryClient((notice) => useDialog.getState().error(notice)));

  useEffect(() => {
    void usePersisted.persist.rehydrate();
  }, []);

  return (
    <QueryClientProvider client={client}>
      {children}
      <GlobalDialog />
      <OverlayBlock />
    </QueryClientProvider>
  );
}
