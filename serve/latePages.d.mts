import type { ServerResponse } from 'node:http';
import type { HeaderSettings } from '../src/config/headers.ts';

export declare function finishLatePage(
  html: string,
  settings: HeaderSettings,
  page?: string,
): { html: string; csp: string };
export declare function finishLatePages(res: ServerResponse, settings: HeaderSettings, page: string): void;
