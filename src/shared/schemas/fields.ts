import * as v from 'valibot';
import { printableInPowerOfAttorney, withoutUnsafeCharacters } from './text-rules';
import { isValidBrazilianPhone, isValidDocument, normalizeDocument, onlyDigits } from '../documents';
import { messages } from '../messages';

export const MIN_PASSWORD_LENGTH = 8;
/** argon2 accepts more, but a cap keeps a hostile body from costing us seconds of hashing. */
export const MAX_PASSWORD_LENGTH = 128;

export const emailField = v.pipe(
  v.string(messages.register.invalidEmail),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty(messages.register.emailRequired),
  v.maxLength(254, messages.register.invalidEmail),
  v.email(messages.register.invalidEmail),
);

export const passwordField = v.pipe(
  v.string(messages.register.passwordShort),
  v.minLength(MIN_PASSWORD_LENGTH, messages.register.passwordShort),
  v.maxLength(MAX_PASSWORD_LENGTH, messages.register.passwordLong),
);

export const documentField = v.pipe(
  v.string(messages.register.invalidDocument),
  v.check((value) => value.trim() !== '', messages.register.documentRequired),
  v.transform(normalizeDocument),
  v.check((value) => isValidDocument(value), messages.register.invalidDocument),
);

export const phoneField = v.pipe(
  v.string(messages.register.invalidPhone),
  v.check((value) => value.trim() !== '', messages.register.phoneRequired),
  v.transform(onlyDigits),
  v.check(isValidBrazilianPhone, messages.register.invalidPhone),
);

/** The holder's name: printed in the procuração of every request. */
export const fullNameField = v.pipe(
  v.string(messages.register.nameRequired),
  v.trim(),
  withoutUnsafeCharacters,
  printableInPowerOfAttorney,
  v.minLength(2, messages.register.nameRequired),
  v.maxLength(120, messages.register.nameLong),
);

/** Accepts 1 or "1": forms and older clients send the plan id as text. */
export const planIdField = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))], messages.register.planUnknown),
  v.integer(messages.register.planUnknown),
);
