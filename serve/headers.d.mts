export interface HeaderSettings {
  https: boolean;
  assetOrigin: string | null;
  apiOrigin: string | null;
  corsOrigins: string[];
}
export declare function originOf(urlOrPath: string | undefined): string | null;
export declare function headerSettings(
  buildEnv: Record<string, string | undefined>,
  env?: Record<string, string | undefined>,
): HeaderSettings;
export declare function parseCorsOrigins(value: string | undefined): string[];
export declare function securityHeaders(options?: { https?: boolean }): { key: string; value: string }[];
export declare function resourcePolicy(
  path: string,
  options?: { assetOrigin?: string | null; basePath?: string },
): 'same-origin' | 'cross-origin';
export declare function inlineScriptHashes(html: string): string[];
export declare function contentSecurityPolicy(options?: {
  scriptHashes?: string[];
  assetOrigin?: string | null;
  apiOrigin?: string | null;
  https?: boolean;
}): string;
export declare function corsHeaders(
  origin: string | null | undefined,
  allowList: string[],
): { key: string; value: string }[];
