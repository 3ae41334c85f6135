import { createSigner, createVerifier } from 'fast-jwt';
import { speedUpOn } from '../speed-ups';

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

/** Enough for every customer signed in at once on one instance; past it, tokens are checked again. */
const KEPT_TOKENS = 10_000;

interface Tools {
  sign: (payload: object) => string;
  verify: (token: string) => Record<string, unknown>;
  /** Tokens already found valid, by their exact text, with their claims and when they expire (seconds). */
  valid: Map<string, { claims: TokenClaims; exp: number }>;
}

/**
 * One signer and one verifier per secret, built once. fast-jwt checks the HMAC with node:crypto in the same
 * tick (WebCrypto, which hono/jwt uses, queues a job per token). A token found valid is remembered by its text
 * until it expires, so a customer's every call after the first costs one map lookup (fast-jwt's own cache
 * hashes every token with SHA-256 first, a twentieth of a cached customer list). Revocation is not cached:
 * the caller still compares the token version with the database's.
 */
const tools = new Map<string, Tools>();
const keepTokens = speedUpOn('tokens');
function toolsFor(secret: string): Tools {
  let found = tools.get(secret);
  if (!found) {
    found = {
      sign: createSigner({ key: secret, algorithm: ALGORITHM }),
      verify: createVerifier({
        key: secret,
        algorithms: [ALGORITHM],
        allowedIss: TOKEN_ISSUER,
        allowedAud: TOKEN_AUDIENCE,
        requiredClaims: ['exp', 'iss', 'aud', 'sub', 'ver'],
      }),
      valid: new Map(),
    };
    tools.set(secret, found);
  }
  return found;
}

export function issueToken(secret: string, claims: TokenClaims, now = Math.floor(Date.now() / 1000)): string {
  return toolsFor(secret).sign({
    ...claims,
    iss: TOKEN_ISSUER,
    aud: TOKEN_AUDIENCE,
    iat: now,
    exp: now + TOKEN_LIFETIME_SECONDS,
  });
}

/** The claims of a valid token, or null: a bad signature, another algorithm, issuer or audience, or an expired token are all just "no". */
export function readToken(secret: string, token: string): TokenClaims | null {
  const { verify, valid } = toolsFor(secret);
  const known = keepTokens ? valid.get(token) : undefined;
  if (known) {
    if (known.exp > Date.now() / 1000) return known.claims;
    valid.delete(token);
    return null;
  }
  try {
    const payload = verify(token);
    // fast-jwt takes an audience list naming ours among others; a token of ours names only us.
    if (payload.iss !== TOKEN_ISSUER || payload.aud !== TOKEN_AUDIENCE) return null;
    if (typeof payload.sub !== 'number' || typeof payload.ver !== 'number' || typeof payload.exp !== 'number')
      return null;
    const claims: TokenClaims = { sub: payload.sub, ver: payload.ver };
    if (!keepTokens) return claims;
    if (valid.size >= KEPT_TOKENS) valid.clear();
    valid.set(token, { claims: Object.freeze(claims), exp: payload.exp });
    return claims;
  } catch {
    return null;
  }
}
