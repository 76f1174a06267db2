export declare const NGINX_INSTALL: string;
export declare const CACHE_DIRECTIVES: string[];
export declare const ENCODING_MAP: string;
export declare const NEXT_UPSTREAM: string;
export declare function nginxBinary(env?: NodeJS.ProcessEnv): string;
export declare function nginxConfig(options: {
  upstream: string | string[];
  listenPort: number;
  dir: string;
  user?: string;
  cache?: boolean;
}): string;
export declare function freePort(): Promise<number>;
export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
  accessLog(): string[];
}
export declare function startNginx(options: {
  upstream: string | string[];
  listenPort?: number;
  dir: string;
  startTimeoutMs?: number;
  cache?: boolean;
}): Promise<RunningNginx>;
export declare function runNginx(options: {
  conf: string;
  dir: string;
  port: number;
  startTimeoutMs?: number;
}): Promise<Omit<RunningNginx, 'url'>>;
export declare function wrapInHttp(http: string, dir: string): string;
export declare function selfSignedCertificate(dir: string): { cert: string; key: string };
export declare function checkConfig(conf: string, prefix: string): { status: number | null; output: string };
export declare function waitUntilThrough(
  nginxUrl: string,
  path: string,
  predicate: (response: Response, body: string) => boolean | Promise<boolean>,
  options?: { timeoutMs?: number; intervalMs?: number; headers?: Record<string, string> },
): Promise<number>;
