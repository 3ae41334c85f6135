/**
 * The mark on #root of a page the server drew and the browser draws again instead of hydrating (boot.tsx): a
 * checkout page, whose state starts in the browser.
 */
export const REDRAW_ATTRIBUTE = 'data-redraw';
