import { FetchError, ofetch } from 'ofetch';
import { failureMessage, type ApiFailure } from '../../../machines/shared/api-failure';
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

const isFailure = (error: unknown): error is ApiFailure =>
  typeof error === 'object' &&
  error !== null &&
  !(error instanceof Error) &&
  Object.keys(error).every((key) => key === 'status' || key === 'message');

/** What the machines need to know of a failed call: whether anything answered, its status, and its pt-BR reason. */
export function apiFailure(error: unknown): ApiFailure {
  // The uploads (XMLHttpRequest) already reject in this shape.
  if (isFailure(error)) return error;
  if (!(error instanceof FetchError)) return {};
  const status = error.response?.status;
  const erro = (error.data as { erro?: unknown } | undefined)?.erro;
  // A refusal's reason, and a 503's pt-BR "try again shortly", are worth showing as they are.
  return {
    status,
    message: typeof erro === 'string' && status !== undefined && (status < 500 || status === 503) ? erro : undefined,
  };
}

/** Runs a call and rethrows its failure in the machines' shape. */
export async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw apiFailure(error);
  }
}

/** What the customer reads after a failed call (the machines' rule, for screens without a machine). */
export function errorMessage(error: unknown, fallback: string): string {
  return failureMessage(apiFailure(error), fallback);
}

export function errorStatus(error: unknown): number | undefined {
  return apiFailure(error).status;
}
