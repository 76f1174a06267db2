/**
 * The REST client's HTTP library, as a step of its own: a panel's code, loaded ahead when the browser is
 * idle, comes in two idle periods (this, then the rest) rather than in one long task (their evaluation,
 * mostly; the code compiles off the main thread). Not zod as a step: imported whole (a namespace loaded on
 * demand), it would be all of zod, where the panels' code has only the part it uses.
 */
const CLIENT_LIBRARIES: readonly (() => Promise<unknown>)[] = [() => import('axios')];

/** The steps that load a panel's code ahead (`HashOverlay`'s `preload`): the libraries, then `load`. */
export const panelPreload = (load: () => Promise<unknown>): readonly (() => Promise<unknown>)[] => [
  ...CLIENT_LIBRARIES,
  load,
];
