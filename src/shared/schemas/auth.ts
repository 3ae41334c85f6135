import * as v from 'valibot';
import { messages } from '../messages';
import { documentField, emailField, fullNameField, passwordField, phoneField, planIdField } from './fields';

export const registerSchema = v.object({
  fullName: fullNameField,
  email: emailField,
  cpf: documentField,
  phone: phoneField,
  password: passwordField,
  planoID: planIdField,
  /** The customer agrees to WhatsApp updates about their requests; never assumed. */
  aceitaWhatsapp: v.optional(v.boolean(messages.whatsapp.optInInvalid), false),
});
export type RegisterInput = v.InferInput<typeof registerSchema>;

const requiredText = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

export const loginSchema = v.object({
  email: v.pipe(
    requiredText(messages.login.fillAll),
    v.toLowerCase(),
    v.maxLength(254, messages.login.invalidCredentials),
  ),
  senha: v.pipe(
    v.string(messages.login.fillAll),
    v.nonEmpty(messages.login.fillAll),
    v.maxLength(1024, messages.login.invalidCredentials),
  ),
});
export type LoginInput = v.InferInput<typeof loginSchema>;

export const forgetPassSchema = v.object({
  email: v.pipe(
    requiredText(messages.reset.emailRequired),
    v.toLowerCase(),
    v.maxLength(254, messages.reset.emailRequired),
  ),
});

/** The current password too: a stolen token alone must not be enough to take the account over. */
export const changePassSchema = v.object({
  newPassword: passwordField,
  senhaAtual: v.pipe(
    v.string(messages.password.currentRequired),
    v.nonEmpty(messages.password.currentRequired),
    v.maxLength(1024, messages.password.currentWrong),
  ),
});

export const resetPassSchema = v.object({
  token: v.pipe(
    v.string(messages.reset.invalidLink),
    v.nonEmpty(messages.reset.invalidLink),
    v.maxLength(200, messages.reset.invalidLink),
  ),
  newPassword: passwordField,
});

/** The client-side sign-up form: the server schema plus confirmation and terms. */
export const signUpFormSchema = v.pipe(
  v.object({
    ...registerSchema.entries,
    confirmation: v.string(),
    terms: v.literal(true, messages.register.termsRequired),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmation']],
      (input) => input.password === input.confirmation,
      messages.register.passwordMismatch,
    ),
    ['confirmation'],
  ),
);
