import * as v from 'valibot';
import { onlyDigits } from '../documents';
import { messages } from '../messages';
import { emailField, fullNameField, phoneField } from './fields';
import { printableInPowerOfAttorney, ufCheck, withoutUnsafeCharacters } from './text-rules';

/** What GET /api/profile/ answers. The password (Senha) is never sent. */
export interface Profile {
  userID: number;
  fullName: string;
  Email: string;
  CPF: string;
  phone: string;
  IsAdmin: boolean;
  Endereco: string;
  Numero: string;
  Complemento: string;
  Bairro: string;
  Cidade: string;
  Estado: string;
  CEP: string;
  /** WhatsApp updates about their requests, to `phone` (docs/whatsapp.md); withdrawn by sending false. */
  aceitaWhatsapp: boolean;
  /** A person's nationality, for the power of attorney; empty until the customer says it. */
  Nacionalidade: string;
}

/** A profile's address, in its own field names: what the wizard's /titular form and the service form send. */
export type ProfileAddress = Pick<
  Profile,
  'CEP' | 'Endereco' | 'Numero' | 'Complemento' | 'Bairro' | 'Cidade' | 'Estado'
>;

/** The profile's address and nationality qualify the customer in a service's procuração. */
const optionalText = (max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      withoutUnsafeCharacters,
      printableInPowerOfAttorney,
      v.maxLength(max, messages.profile.tooLong(max)),
    ),
  );
const digitsOnly = (max: number, message: string) =>
  v.optional(
    v.pipe(
      v.string(messages.profile.numbersOnly),
      v.trim(),
      v.check((value) => /^\d*$/.test(value), messages.profile.numbersOnly),
      v.maxLength(max, message),
    ),
  );

/** Fields a customer may change on their own profile. */
export const profileEditableEntries = {
  fullName: v.optional(fullNameField),
  Email: v.optional(emailField),
  phone: v.optional(phoneField),
  Endereco: optionalText(200),
  Numero: digitsOnly(10, messages.profile.numberTooLong),
  Complemento: optionalText(100),
  Nacionalidade: optionalText(60),
  aceitaWhatsapp: v.optional(v.boolean(messages.whatsapp.optInInvalid)),
  Bairro: optionalText(100),
  Cidade: optionalText(100),
  Estado: v.optional(v.pipe(v.string(messages.profile.stateInvalid), v.trim(), v.toUpperCase(), ufCheck(true))),
  // Digits, optionally masked as 00000-000; letters are refused rather than silently dropped.
  CEP: v.optional(
    v.pipe(
      v.string(messages.profile.cepInvalid),
      v.trim(),
      v.check((value) => value === '' || /^\d{5}-?\d{3}$/.test(value), messages.profile.cepInvalid),
      v.transform(onlyDigits),
    ),
  ),
};

/**
 * The client sends back the whole profile it read; identity fields may come along unchanged
 * (the server checks they are), anything else is refused.
 */
export const profilePatchSchema = v.strictObject(
  {
    ...profileEditableEntries,
    // Staff accounts have no phone; theirs comes back blank (the route refuses clearing a real one).
    phone: v.optional(v.union([v.literal(''), phoneField], messages.register.invalidPhone)),
    userID: v.optional(v.union([v.number(), v.string()])),
    CPF: v.optional(v.string(messages.profile.documentLocked)),
    IsAdmin: v.optional(v.boolean()),
  },
  (issue) =>
    issue.expected === 'never' ? `${messages.profile.unknownField}${String(issue.input)}` : messages.http.invalidInput,
);
export type ProfilePatch = v.InferOutput<typeof profilePatchSchema>;

/** The profile edit form: name, e-mail and phone stay required; the address may be left blank. */
export const profileFormSchema = v.object({
  ...profileEditableEntries,
  fullName: fullNameField,
  Email: emailField,
  phone: phoneField,
});
