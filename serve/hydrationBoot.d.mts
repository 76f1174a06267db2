import type { BootNames } from '../src/lib/hydrationProtocol.ts';

export declare const HELD_CLICK_LIMIT_MS: number;
export declare function hydrationBoot(
  buildYear: number,
  heldClickLimit: number,
  names: BootNames,
  flight?: string | null,
  lazy?: string[],
): void;
