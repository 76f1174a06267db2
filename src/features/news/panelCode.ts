import { panelCode } from '@/lib/panelCode';

/** The news panel's code, shared by the list (its pages, the preload) and the panel. */
export const newsPanelCode = panelCode(() => import('./client'));
