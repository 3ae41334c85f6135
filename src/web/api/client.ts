import { FetchError, ofetch } from 'ofetch';
import { messages } from '../../shared/messages';
import { getToken } from '../session';

export const api = ofetch.create({
  baseURL: '/api',
  retry: 0,
  timeout: 30_000,
  onRequest({ options }) {
    const token = getToken();
    if (token) options.headers.set('Authorization', `Bearer ${token}`);
  },
});

/** The server's pt-BR message, the given fallback for other failures, or the connection message when nothing answered. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof FetchError) {
    if (!error.response) return messages.register.connection;
    const erro = (error.data as { erro?: unknown } | undefined)?.erro;
    // 503 carries a pt-BR "try again shortly" worth showing as is.
    if (typeof erro === 'string' && (error.response.status < 500 || error.response.status === 503)) return erro;
  }
  return fallback;
}

export function errorStatus(error: unknown): number | undefined {
  return error instanceof FetchError ? error.response?.status : undefined;
}
