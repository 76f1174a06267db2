export declare const HELD_CLICK_LIMIT_MS: number;
export declare function isDeferred(html: string): boolean;
export declare function deferHydration(
  html: string,
  options?: { buildYear?: number; page?: string; flight?: string | null; lazy?: string[] },
): string;
