/**
 * The lists of files the build writes into the HTML template (vite.config.ts, shellPreloads), each between two
 * marks: `styles`, Mantine's whole sheet (every page but the public site's); `app`, what a page without
 * prerendered HTML runs at once; `checkout`, the checkout's code.
 */
export const preloadLists = ['styles', 'app', 'checkout'] as const;
export type PreloadList = (typeof preloadLists)[number];

export const preloadMarks = (list: PreloadList) => ({
  start: `<!--preload:${list}-->`,
  end: `<!--/preload:${list}-->`,
});
