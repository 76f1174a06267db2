/**
 * A panel's code (its feature's client: the REST client, zod and the query cache), imported on first use or
 * ahead when the browser is idle, and kept here once it has come: with it, a panel reads the cache in its
 * first render, and a press can put an answer read ahead into the cache.
 */
export interface PanelCode<M> {
  load: () => Promise<M>;
  /** The module if it has loaded, else undefined. */
  loaded: () => M | undefined;
}

export function panelCode<M>(importer: () => Promise<M>): PanelCode<M> {
  let code: M | undefined;
  return {
    load: () =>
      importer().then((m) => {
        code = m;
        return m;
      }),
    loaded: () => code,
  };
}
