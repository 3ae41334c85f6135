import { sign, verify } from 'hono/jwt';

const ALGORITHM = 'HS256';
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  sub: number;
  /** The user's token version when it was issued. */
  ver: number;
}

export function issueToken(secret: string, claims: TokenClaims, now = Math.floor(Date.now() / 1000)): Promise<string> {
  return sign({ ...claims, iat: now, exp: now + TOKEN_LIFETIME_SECONDS }, secret, ALGORITHM);
}

/** The claims of a valid token, or null: a bad signature, another algorithm, or an expired token are all just "no". */
export async function readToken(secret: string, token: string): Promise<TokenClaims | null> {
  try {
    const payload = await verify(token, secret, ALGORITHM);
    // verify() checks exp only when present; a token without one would never expire.
    if (typeof payload.exp !== 'number' || typeof payload.sub !== 'number' || typeof payload.ver !== 'number') return null;
    return { sub: payload.sub, ver: payload.ver };
  } catch {
    return null;
  }
}
