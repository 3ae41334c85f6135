/** What the e2e global setup hands to every browser test (vitest provide/inject). */
export interface E2eContext {
  baseUrl: string;
  dataDir: string;
  admin: { email: string; password: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eContext;
  }
}
