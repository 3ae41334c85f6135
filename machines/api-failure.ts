import { messages } from '../src/shared/messages';

/** A failed call as every machine sees it: `status` is absent when nothing answered; `message` is the server's pt-BR reason. */
export interface ApiFailure {
  status?: number;
  message?: string;
}

/** The failure an invoked actor's error event carries (the web app's actors reject with an ApiFailure). */
export function failureOf(event: object): ApiFailure {
  const error = 'error' in event ? event.error : undefined;
  return typeof error === 'object' && error !== null ? (error as ApiFailure) : {};
}

/**
 * What the customer reads after a failed call, the same in every flow: the connection message when nothing answered,
 * else the server's reason for a refusal, else the step's own message (an error page, a 5xx).
 */
export function failureMessage(failure: ApiFailure, stepMessage: string): string {
  if (failure.status === undefined) return messages.register.connection;
  return failure.message ?? stepMessage;
}
