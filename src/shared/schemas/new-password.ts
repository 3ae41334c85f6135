import * as v from 'valibot';
import { messages } from '../messages';
import { passwordField } from './fields';

/** A new password typed twice: the change-password modal and the reset page. */
export const newPasswordFormSchema = v.pipe(
  v.object({ newPassword: passwordField, confirmation: v.string() }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmation']],
      (input) => input.newPassword === input.confirmation,
      messages.register.passwordMismatch,
    ),
    ['confirmation'],
  ),
);
