import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../../../src/server/web/assets';
import { SHELL_PRELOADS, SHELL_PRELOADS_END } from '../../../src/server/web/shell-preloads';
import { defaultPublicConfig } from '../../../src/shared/public-config';

const links = '<link rel="modulepreload" crossorigin href="/assets/app-x.js">\n    <link rel="stylesheet" crossorigin href="/assets/all-styles-x.css">';
const template = `<head><!--app-head-->\n    ${SHELL_PRELOADS}\n    ${links}\n    ${SHELL_PRELOADS_END}\n    <script type="module" src="/assets/index-x.js"></script></head><body><div id="root"><!--app-html--></div><!--app-config--></body>`;

describe('the files a page needs at once', () => {
  it('are named in the shell, which starts its app at once', () => {
    const shell = fillTemplate(template, defaultPublicConfig, { html: '', head: '<title>x</title>' }, true);
    expect(shell).toContain(links);
    expect(shell).not.toContain('shell-preloads');
  });

  it('are left out of a prerendered page, which fetches its code only after painting', () => {
    const page = fillTemplate(template, defaultPublicConfig, { html: '<main>…</main>', head: '<title>x</title>' });
    expect(page).not.toContain('app-x.js');
    expect(page).not.toContain('all-styles-x.css');
    expect(page).toContain('/assets/index-x.js');
  });
});
