import * as v from 'valibot';
import { onlyDigits } from '../documents';
import { messages } from '../messages';
import { emailField, fullNameField, phoneField } from './fields';

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
  Cidade: string;
  Estado: string;
  CEP: string;
}

const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `Use no máximo ${max} caracteres.`)));
const digitsOnly = (max: number, message: string) =>
  v.optional(v.pipe(v.string(), v.trim(), v.check((value) => /^\d*$/.test(value), messages.profile.numbersOnly), v.maxLength(max, message)));

/** Fields a customer may change on their own profile. */
export const profileEditableEntries = {
  fullName: v.optional(fullNameField),
  Email: v.optional(emailField),
  phone: v.optional(phoneField),
  Endereco: optionalText(200),
  Numero: digitsOnly(10, 'Número muito longo.'),
  Complemento: optionalText(100),
  Cidade: optionalText(100),
  Estado: v.optional(
    v.pipe(v.string(), v.trim(), v.toUpperCase(), v.check((value) => value === '' || /^[A-Z]{2}$/.test(value), messages.profile.stateInvalid)),
  ),
  CEP: v.optional(
    v.pipe(v.string(), v.transform(onlyDigits), v.check((value) => value === '' || value.length === 8, messages.profile.cepInvalid)),
  ),
};

/**
 * The client sends back the whole profile it read; identity fields may come along unchanged
 * (the server checks they are), anything else is refused.
 */
export const profilePatchSchema = v.strictObject(
  {
    ...profileEditableEntries,
    userID: v.optional(v.union([v.number(), v.string()])),
    CPF: v.optional(v.string()),
    IsAdmin: v.optional(v.boolean()),
  },
  (issue) => `${messages.profile.unknownField}${String(issue.input === undefined ? issue.expected : issue.path?.[0]?.key ?? '')}`,
);
export type ProfilePatch = v.InferOutput<typeof profilePatchSchema>;
