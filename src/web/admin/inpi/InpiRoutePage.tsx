import { InpiPage, inpiTab } from './InpiPage';
import { watchFilter } from './WatchTab';

/** The route hands over its raw search; the page picks the tab and the watch's filter. */
export function InpiRoutePage({ aba, situacao }: { aba?: unknown; situacao?: unknown }) {
  return <InpiPage aba={inpiTab(aba)} situacao={watchFilter(situacao)} />;
}
