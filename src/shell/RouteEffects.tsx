'use client';
import { useEffect, useRef } from 'react';
import { config } from '@/config/appConfig';
import { useVisiblePath } from './useVisiblePath';

let logged = false;

/**
 * A control that takes keyboard focus inside a row that scrolls sideways (the page strip, a course row) is
 * brought wholly into view: browsers leave a half-shown one where it is.
 */
function revealInRow(event: FocusEvent) {
  const target = event.target;
  if (!(target instanceof HTMLElement) || !target.matches(':focus-visible')) return;
  for (let row = target.parentElement; row && row !== document.body; row = row.parentElement) {
    const overflow = getComputedStyle(row).overflowX;
    if (overflow !== 'auto' && overflow !== 'scroll') continue;
    const r = target.getBoundingClientRect();
    const box = row.getBoundingClientRect();
    if (r.left < box.left || r.right > box.right) target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    return;
  }
}

/**
 * Side effects of the shell: scroll to the top on every route change, the start-up log once per page
 * load, focus brought into view in sideways rows.
 */
export function RouteEffects() {
  const path = useVisiblePath();
  const previous = useRef(path);

  useEffect(() => {
    if (logged) return;
    logged = true;
    console.info(
      `[${config.siteCode}] version ${config.version} | env ${config.envName} | site ${config.siteCode} | ` +
        `siteEnv ${config.siteEnv} | assetUrl ${config.assetUrl} | language ${navigator.language}`,
    );
  }, []);

  useEffect(() => {
    document.addEventListener('focusin', revealInRow);
    return () => document.removeEventListener('focusin', revealInRow);
  }, []);

  useEffect(() => {
    if (previous.current === path) return;
    previous.current = path;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [path]);

  return null;
}
