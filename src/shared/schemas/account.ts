import * as v from 'valibot';
import { messages } from '../messages';
import { emailField } from './fields';

const passwordAgain = v.pipe(
  v.string(messages.account.passwordRequired),
  v.nonEmpty(messages.account.passwordRequired),
  v.maxLength(1024, messages.account.passwordWrong),
);

/** Asking for a new e-mail: it takes effect when the link sent there is opened. */
export const emailChangeSchema = v.object({ novoEmail: emailField, senha: passwordAgain });
export type EmailChangeInput = v.InferInput<typeof emailChangeSchema>;

export const emailConfirmSchema = v.object({
  token: v.pipe(
    v.string(messages.account.emailChangeInvalid),
    v.nonEmpty(messages.account.emailChangeInvalid),
    v.maxLength(200, messages.account.emailChangeInvalid),
  ),
});

export const deleteAccountSchema = v.object({ senha: passwordAgain });
export type DeleteAccountInput = v.InferInput<typeof deleteAccountSchema>;
