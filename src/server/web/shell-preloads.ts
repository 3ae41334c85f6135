import { orderScreens } from '../../../machines/checkout/checkout-order';
import { preloadLists, preloadMarks, type PreloadList } from './preload-marks';

/** The checkout's pages outside the customer area (routes/_pagamento). */
const CHECKOUT_PATHS = new Set(['/confirmplan', ...orderScreens.map((screen) => `/${screen}`)]);

/** Whether the shell at this path names the checkout's code as well. */
export const isCheckoutPath = (path: string) => CHECKOUT_PATHS.has(path.replace(/(.)\/$/, '$1'));

/** Keeps the named lists' links and drops the others (a prerendered page, which fetches its code after painting, keeps none). */
export function keepPreloads(template: string, keep: readonly PreloadList[]): string {
  let html = template;
  for (const list of preloadLists) {
    const { start, end } = preloadMarks(list);
    const from = html.indexOf(start);
    const to = html.indexOf(end);
    if (from < 0 || to < from) continue;
    const links = keep.includes(list) ? html.slice(from + start.length, to).trim() : '';
    html = html.slice(0, from) + links + html.slice(to + end.length);
  }
  return html;
}
