import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../../src/server/web/page-template';
import { preloadMarks, type PreloadList } from '../../src/server/web/preload-marks';
import { REDRAW_ATTRIBUTE } from '../../src/shared/page-marks';
import { defaultPublicConfig } from '../../src/shared/public-config';

const styles = '<link rel="stylesheet" crossorigin href="/assets/all-styles-x.css">';
const app = '<link rel="modulepreload" crossorigin href="/assets/app-x.js">';
const checkout = '<link rel="modulepreload" crossorigin href="/assets/CheckoutLayout-x.js">';
const listed = (list: PreloadList, link: string) =>
  `${preloadMarks(list).start}\n    ${link}\n    ${preloadMarks(list).end}`;
const template = `<head><!--app-head-->\n    ${listed('styles', styles)}\n    ${listed('app', app)}\n    ${listed('checkout', checkout)}\n    <script type="module" src="/assets/index-x.js"></script></head><body><div id="root"><!--app-html--></div><!--app-config--></body>`;
const shell = { html: '', head: '<title>x</title>' };

describe('the files a page needs at once', () => {
  it('are named in the shell, which starts its app at once; the checkout code only in a checkout page’s shell', () => {
    const plain = fillTemplate(template, defaultPublicConfig);
    expect(plain).toContain(styles);
    expect(plain).toContain(app);
    expect(plain).not.toContain(checkout);
    expect(plain).not.toContain('preload:');
    const checkoutShell = fillTemplate(template, defaultPublicConfig, shell, ['styles', 'app', 'checkout']);
    expect(checkoutShell).toContain(app);
    expect(checkoutShell).toContain(checkout);
  });

  it('are left out of a prerendered page, which fetches its code only after painting', () => {
    const page = fillTemplate(template, defaultPublicConfig, { html: '<main>…</main>', head: '<title>x</title>' });
    expect(page).not.toContain('app-x.js');
    expect(page).not.toContain('CheckoutLayout-x.js');
    expect(page).toContain('/assets/index-x.js');
    expect(page).not.toContain('all-styles-x.css');
    expect(page).toContain('<div id="root"><main>');
  });

  it('are left out of a page the browser draws again, but for the whole sheet its form needs; #root carries the mark', () => {
    const page = fillTemplate(template, defaultPublicConfig, {
      html: '<main>…</main>',
      head: '<title>x</title>',
      redraw: true,
    });
    expect(page).toContain(styles);
    expect(page).not.toContain('app-x.js');
    expect(page).not.toContain('CheckoutLayout-x.js');
    expect(page).toContain(`<div id="root" ${REDRAW_ATTRIBUTE}><main>`);
  });
});
