import { InpiPage, inpiTab } from './InpiPage';

/** The route hands over its raw search; the page picks the tab. */
export function InpiRoutePage({ aba }: { aba?: unknown }) {
  return <InpiPage aba={inpiTab(aba)} />;
}
