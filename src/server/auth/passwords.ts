import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum (DESIGN.md). Algorithm 2 is argon2id in @node-rs/argon2.
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummyHash: Promise<string> | undefined;

/** Verifies against the stored hash, or against a dummy one so an unknown e-mail costs the same time. */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('senha-que-ninguem-tem');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
