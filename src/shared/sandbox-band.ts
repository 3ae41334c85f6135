/**
 * The sandbox band's words, apart from messages.ts (which re-exports them) so every page can show the band
 * without downloading all the app's messages.
 */
export const SANDBOX_BAND_TEXT = 'Ambiente de testes: pagamentos simulados';
