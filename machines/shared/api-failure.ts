import { messages } from '../../src/shared/messages';

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

/**
 * A failed CEP lookup, wherever an address is typed (the brand wizard, the profile, a service's holder): the server's
 * reason (not found, too many), else that the service is down and the address can be filled in by hand.
 */
export const cepFailureMessage = (failure: ApiFailure) => failureMessage(failure, messages.cep.unavailable);

/** The session expired: the flow goes to /login. */
export const sessionExpired = (event: object) => failureOf(event).status === 401;

/** Not the customer's request, not paid, or already sent: the flow closes with the reason. */
export const requestUnavailable = (event: object) => [403, 404, 409].includes(failureOf(event).status ?? 0);

type SaysFailure = (event: object) => string;

/**
 * Where a wizard goes when one of its calls fails, the same in the brand's and the service's: an expired session to
 * `toLogin`; with `unavailable`, a request the customer may no longer open to `closed`; any other failure back to
 * `back` with `message`. Named in the machine's setup(): guards `sessionExpired` and `requestUnavailable`, action
 * `showError`.
 */
export const onCallError = ({
  back,
  message,
  unavailable,
}: {
  back: string;
  message: SaysFailure;
  unavailable?: SaysFailure;
}) => {
  const showing = (says: SaysFailure) =>
    ({ type: 'showError', params: ({ event }: { event: object }) => ({ message: says(event) }) }) as const;
  return [
    { guard: 'sessionExpired', target: 'toLogin' } as const,
    ...(unavailable ? [{ guard: 'requestUnavailable', target: 'closed', actions: showing(unavailable) } as const] : []),
    { target: back, actions: showing(message) },
  ];
};
