import { siteMessages } from '../../shared/site-messages';

/** The id of every page's <main>: the skip link's target, and where focus goes after a page change. */
export const MAIN_CONTENT_ID = 'conteudo';

/** The first stop of the Tab order on every page: past the header and its menu, straight to the content. */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {siteMessages.skipToContent}
    </a>
  );
}
