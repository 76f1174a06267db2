import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function sharedStorable(cacheControl: unknown): boolean;
export declare function createResponseCache(options?: {
  maxBytes?: number;
  maxEntryBytes?: number;
  storable?: (req: IncomingMessage) => boolean;
  provisional?: (res: ServerResponse) => string | undefined;
  onProvisionalHit?: (key: string) => void;
}): {
  serve: (req: IncomingMessage, res: ServerResponse) => boolean;
  record: (req: IncomingMessage, res: ServerResponse) => void;
  forget: (provisionalKey: string) => void;
  whenRecorded: (req: IncomingMessage) => Promise<void> | null;
  stats: () => { entries: number; bytes: number };
};
