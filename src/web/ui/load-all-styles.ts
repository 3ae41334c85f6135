/** Paths whose pages draw only what site-styles.ts styles: they never wait for the whole sheet. */
const PUBLIC_PAGES = new Set(['/', '/blog', '/termosdeusos', '/privacidade']);

export const isPublicPage = (pathname: string) => PUBLIC_PAGES.has(pathname.replace(/(.)\/$/, '$1'));

/** Resolves once the whole Mantine sheet is applied (Vite waits for a chunk's CSS before resolving its import). */
export const loadAllStyles = () => import('./all-styles').then(() => undefined);
