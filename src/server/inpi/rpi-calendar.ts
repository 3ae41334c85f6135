/** RPI nº 2842 came out on Tuesday 24/06/2025 (despacho-codes.ts), and one issue has come out every Tuesday since. */
const ANCHOR = { numero: 2842, at: Date.UTC(2025, 5, 24) };
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The number of the latest RPI out on `today`, counted in weeks from a known issue. */
export const latestIssueBy = (today: Date): number =>
  ANCHOR.numero + Math.floor((today.getTime() - ANCHOR.at) / WEEK_MS);
