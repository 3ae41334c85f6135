/**
 * The lists of files the build writes into the HTML template (vite.config.ts, shellPreloads), each between two
 * marks: `app`, what a page without prerendered HTML runs at once; `checkout`, the checkout's code.
 */
export type PreloadList = 'app' | 'checkout';

export const preloadMarks = (list: PreloadList) => ({ start: `<!--preload:${list}-->`, end: `<!--/preload:${list}-->` });
