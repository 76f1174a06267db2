import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function sharedStorable(cacheControl: unknown): boolean;
export declare function createResponseCache(options?: {
  maxBytes?: number;
  maxEntryBytes?: number;
  storable?: (req: IncomingMessage) => boolean;
  provisional?: (res: ServerResponse) => boolean;
}): {
  serve: (req: IncomingMessage, res: ServerResponse) => boolean;
  record: (req: IncomingMessage, res: ServerResponse) => void;
  stats: () => { entries: number; bytes: number };
};
