'use client';
import { Suspense, useEffect } from 'react';
import { HYDRATED_ATTR, HYDRATED_EVENT } from '@/lib/hydrationProtocol';

function Signal() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTR, '');
    document.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}

/**
 * The word that the page has hydrated, which the boot script of a prerendered page waits for to give back
 * a click held before (src/lib/hydrationProtocol.ts). It sits in a Suspense boundary of its own: React
 * hydrates the shell first and the page's boundaries (Next's metadata among them) in a later pass, all in
 * the same one. Said from the shell's commit, the held click's navigation came before that pass, and the
 * metadata boundary was replaced unhydrated: the last page's title, description and canonical link,
 * hoisted into <head> by the server and never claimed by React, stayed beside the new page's.
 */
export function HydratedSignal() {
  return (
    <Suspense>
      <Signal />
    </Suspense>
  );
}
