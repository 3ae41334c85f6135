import { ApiError } from '../http/errors';

const MAX_SERIAL = 2_147_483_647;

/** A request id from the path: a positive integer in the database's range, or the given 404. */
export function requestId(raw: string | undefined, notFoundMessage: string): number {
  const id = /^\d{1,10}$/.test(raw ?? '') ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_SERIAL) throw new ApiError(404, notFoundMessage);
  return id;
}
