import { hash, verify } from '@node-rs/argon2';
import { messages } from '../../shared/messages';
import { ApiError } from '../http/errors';

// OWASP's argon2id minimum (DESIGN.md). Algorithm 2 is argon2id in @node-rs/argon2.
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * One password however the keyboard composed it ("é" as one code point or two, full-width digits).
 * ASCII is unchanged, so hashes made before normalising still verify.
 */
const normalized = (password: string) => password.normalize('NFKC');

export function hashPassword(password: string): Promise<string> {
  return hash(normalized(password), options);
}

let dummyHash: Promise<string> | undefined;

/** Verifies against the stored hash, or against a dummy one so an unknown e-mail costs the same time. */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('senha-que-ninguem-tem');
    await verify(await dummyHash, normalized(password)).catch(() => false);
    return false;
  }
  return verify(storedHash, normalized(password)).catch(() => false);
}

// The ~50,000 most common passwords from leaked lists, as kept by zxcvbn-ts (lowercase). Loaded on first use:
// the package unpacks all its word lists when imported, about 90 ms that no start of the server should wait for.
let commonPasswords: Promise<Set<string>> | undefined;

export async function isCommonPassword(password: string): Promise<boolean> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return (await commonPasswords).has(normalized(password).toLowerCase());
}

/** A new password must not be one of the most common ones; the length rules are in the shared schema. */
export async function assertAcceptablePassword(password: string): Promise<void> {
  if (await isCommonPassword(password)) throw new ApiError(400, messages.password.tooCommon);
}
