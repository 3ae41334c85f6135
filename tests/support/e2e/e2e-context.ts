/** What the e2e global setup hands to every browser test (vitest provide/inject). */
export interface E2eContext {
  baseUrl: string;
  dataDir: string;
  admin: { email: string; password: string };
  /** The web build the server serves (a temporary folder, `npm test`'s one build for both browser lanes, or the last run's kept build with E2E_SKIP_BUILD=1), for tests that start a server of their own. */
  distDir: string;
  /** The server's own signature anchors (SIGNATURE_TRUST_DIR), with the keys the tests sign with (signing.ts). */
  trustDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eContext;
  }
}
