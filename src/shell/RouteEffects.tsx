'use client';
import { useEffect, useRef } from 'react';
import { config } from '@/config/appConfig';
import { HYDRATED_ATTR, HYDRATED_EVENT } from '@/lib/hydrationProtocol';
import { useVisiblePath } from './useVisiblePath';

let logged = false;

/**
 * Side effects of the shell: scroll to the top on every route change, the start-up log once per page
 * load, and the word that the page has hydrated, which the boot script of a prerendered page waits for
 * to give back a click held before (src/lib/hydrationProtocol.ts).
 */
export function RouteEffects() {
  const path = useVisiblePath();
  const previous = useRef(path);

  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTR, '');
    document.dispatchEvent(new Event(HYDRATED_EVENT));
    if (logged) return;
    logged = true;
    console.info(
      `[${config.siteCode}] version ${config.version} | env ${config.envName} | site ${config.siteCode} | ` +
        `siteEnv ${config.siteEnv} | assetUrl ${config.assetUrl} | language ${navigator.language}`,
    );
  }, []);

  useEffect(() => {
    if (previous.current === path) return;
    previous.current = path;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [path]);

  return null;
}
