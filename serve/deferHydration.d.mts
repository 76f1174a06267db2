import type { BootNames } from '../src/lib/hydrationProtocol.ts';

export declare const HELD_CLICK_LIMIT_MS: number;
export declare function hydrationBoot(buildYear: number, heldClickLimit: number, names: BootNames): void;
export declare function isDeferred(html: string): boolean;
export declare function deferHydration(html: string, options?: { buildYear?: number; page?: string }): string;
