/** Used when an application error has no message or code. */
export const DEFAULT_ERROR_MESSAGE = 'Axios error';
export const BAD_RESPONSE = 'ERR_SYS_BAD_RESPONSE';

/** An application error: a GraphQL `errors` entry, or a response that failed validation. */
export class AppError extends Error {
  readonly code: string;
  readonly path?: string;
  constructor(message: string, code: string, path?: string) {
    super(message || DEFAULT_ERROR_MESSAGE);
    this.name = 'AppError';
    this.code = code;
    this.path = path;
  }
}

/** A known error of our REST API: a non-2xx answer whose body is `{ code, message }`. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly path?: string;
  constructor(message: string, code: string, status: number, path?: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.path = path;
  }
}

/** What the global error dialog shows. */
export interface ErrorNotice {
  message: string;
  code: string;
  path?: string;
}

export function serialiseError(error: unknown): string {
  if (error instanceof Error) {
    const extra = Object.fromEntries(
      Object.entries(error).filter(([, v]) => typeof v !== 'function' && typeof v !== 'object'),
    );
    return JSON.stringify({ name: error.name, message: error.message, ...extra });
  }
  try {
    return typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
  } catch {
    return String(error);
  }
}

/** An error of the HTTP client (axios marks its errors); recognised without importing axios. */
export const isHttpClientError = (error: unknown): error is Error & { isAxiosError: true; config?: { url?: string } } =>
  error instanceof Error && (error as { isAxiosError?: unknown }).isAxiosError === true;

function transportNotice(error: unknown): ErrorNotice | null {
  if (error instanceof ApiError) return { message: error.message, code: error.code, path: error.path };
  if (isHttpClientError(error)) return { message: error.message, code: 'AxiosError', path: error.config?.url };
  return null;
}

export function queryErrorNotice(error: unknown): ErrorNotice {
  if (error instanceof AppError)
    return { message: error.message, code: error.code ? `Q_${error.code}` : 'Q', path: error.path };
  return transportNotice(error) ?? { message: serialiseError(error), code: 'Q' };
}

export function mutationErrorNotice(error: unknown): ErrorNotice {
  if (error instanceof AppError) {
    return { message: error.message, code: error.code ? `SYS_${error.code}` : 'ERR_SYS', path: error.path };
  }
  return transportNotice(error) ?? { message: serialiseError(error), code: 'ERR_SYS' };
}

/** Router errors are only logged: the shell keeps working, so no dialog. */
export function logRouterError(error: unknown): void {
  console.error('[router]', error);
}
