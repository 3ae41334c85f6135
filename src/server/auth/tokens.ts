import { sign, verify } from 'hono/jwt';

const ALGORITHM = 'HS256';
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/** Who issues our tokens and whom they are for: a token signed with the same secret for anything else is refused. */
export const TOKEN_ISSUER = 'registre-sua-marca';
export const TOKEN_AUDIENCE = 'registre-sua-marca/api';

export interface TokenClaims {
  sub: number;
  /** The user's token version when it was issued. */
  ver: number;
}

/**
 * The secret imported as an HMAC key once: hono/jwt given the string imports it again on every token it
 * checks, which every authenticated request pays for.
 */
const keys = new Map<string, Promise<CryptoKey>>();
function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

export async function issueToken(secret: string, claims: TokenClaims, now = Math.floor(Date.now() / 1000)): Promise<string> {
  return sign({ ...claims, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, iat: now, exp: now + TOKEN_LIFETIME_SECONDS }, await keyOf(secret), ALGORITHM);
}

/** The claims of a valid token, or null: a bad signature, another algorithm, issuer or audience, or an expired token are all just "no". */
export async function readToken(secret: string, token: string): Promise<TokenClaims | null> {
  try {
    const payload = await verify(token, await keyOf(secret), { alg: ALGORITHM, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE });
    // verify() checks exp, iss and aud only when present; a token without them is not ours.
    if (typeof payload.exp !== 'number' || payload.iss !== TOKEN_ISSUER || payload.aud !== TOKEN_AUDIENCE) return null;
    if (typeof payload.sub !== 'number' || typeof payload.ver !== 'number') return null;
    return { sub: payload.sub, ver: payload.ver };
  } catch {
    return null;
  }
}
