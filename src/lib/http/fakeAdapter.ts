import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

export interface FakeAnswer {
  status?: number;
  data?: unknown;
  /** fail like a network error (no response) */
  network?: boolean;
}

/** For tests. Settles like axios: a non-2xx answer rejects with an AxiosError carrying the response. */
export function fakeAdapter(answer: (config: InternalAxiosRequestConfig) => FakeAnswer) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const a = answer(config);
    if (a.network) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response = {
      data: a.data,
      status: a.status ?? 200,
      statusText: '',
      headers: { 'content-type': 'application/json' },
      config,
    };
    if (response.status >= 200 && response.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${response.status}`,
      response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      null,
      response,
    );
  };
  return { adapter, requests };
}
