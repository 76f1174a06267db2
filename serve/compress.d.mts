import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function chosenEncoding(req: IncomingMessage): 'br' | 'gzip' | null;
export declare function createCompressor(options?: {
  maxBytes?: number;
  maxPending?: number;
  maxQueued?: number;
  onSettled?: (key: string) => void;
}): ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) & { asked: (key: string) => void };
export declare function quickCopyKey(res: ServerResponse): string | undefined;
