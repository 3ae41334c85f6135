import type { Database } from '../db/client';
import type { UserRow } from '../context';
import { ApiError } from '../http/errors';
import { messages } from '../../shared/messages';
import { verifyPassword } from './passwords';
import { loginRules, Throttle } from './throttle';

/**
 * Asks the signed-in user for their password again before a change that would hand the account over
 * (new password, new e-mail, deletion). Wrong guesses are throttled like logins, so a stolen token
 * cannot be used to try passwords at full speed.
 */
export async function reauthenticate(
  db: Database,
  user: UserRow,
  password: string,
  wrongMessage: string,
): Promise<void> {
  const throttle = new Throttle(db);
  const key = `reautenticar:${user.id}`;
  await throttle.reserve([{ key, rule: loginRules.accountAtAddress }], messages.limits.account);
  if (await verifyPassword(user.passwordHash, password)) {
    await throttle.clear(key);
    return;
  }
  throw new ApiError(400, wrongMessage);
}
