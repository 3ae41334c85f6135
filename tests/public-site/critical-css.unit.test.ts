import { describe, expect, it } from 'vitest';
import { criticalCss } from '../../src/server/web/page-critical-css';
import { inlineEntrySheet } from '../../src/server/web/inline-styles';

const sheet = [
  '@layer mantine{',
  ':root,:host{--used:1px;--unused:2px;--chain-a:var(--chain-b);--chain-b:red;--dead-a:var(--dead-b);--dead-b:blue;--icon:teal}',
  '.m_button{padding:var(--used);color:var(--chain-a)}',
  '.m_button:hover:where(:not([data-disabled])){opacity:.9}',
  '.m_modal{position:fixed}',
  '.m_modal,.m_card{border:1px solid}',
  '.m_card:not(.m_modal) .m_title{font-weight:700}',
  '@media (min-width:48em){.m_modal{inset:0}.m_button{margin:0}}',
  '.m_loader{animation:spin 1s}@keyframes spin{to{transform:rotate(1turn)}}@keyframes fade{to{opacity:0}}',
  '}',
  '.skip-link{position:absolute;content:"}"}',
].join('');
const page = [
  '<style data-mantine-styles="true">:root{--theme:var(--dead-a)}</style>',
  '<a class="skip-link" href="#conteudo">Pular para o conteúdo</a>',
  '<button class="m_button mantine-Button-root">Contratar</button>',
  '<div class="m_card"><h2 class="m_title">Planos</h2></div>',
  '<svg stroke="var(--icon)"></svg>',
].join('');

describe('the part of the stylesheet a prerendered page carries', () => {
  const critical = criticalCss(sheet, page);

  it('keeps the rules whose classes the page has, in every state, and drops those of components it does not draw', () => {
    expect(critical).toContain('.m_button{padding:var(--used);color:var(--chain-a)}');
    expect(critical).toContain('.m_button:hover:where(:not([data-disabled])){opacity:.9}');
    expect(critical).toContain('@media (min-width:48em){.m_button{margin:0}}');
    expect(critical).toContain('.m_card:not(.m_modal) .m_title{font-weight:700}');
    expect(critical).toContain('.skip-link{position:absolute;content:"}"}');
    expect(critical).not.toContain('position:fixed');
    expect(critical).not.toContain('inset:0');
  });

  it('keeps only the selectors of a list that can match', () => {
    expect(critical).toContain('.m_card{border:1px solid}');
  });

  it('keeps the custom properties something reads, through other properties too, and drops the others', () => {
    expect(critical).toContain('--used:1px');
    expect(critical).toContain('--chain-a:var(--chain-b)');
    expect(critical).toContain('--chain-b:red');
    expect(critical).toContain('--icon:teal');
    expect(critical).not.toContain('--unused');
    // Read only by a property nothing reads (`--theme`, in the page's own <style>).
    expect(critical).not.toContain('--dead-a');
    expect(critical).not.toContain('--dead-b');
  });

  it('drops a layered custom property the page’s own unlayered style sets on the same selector (the theme)', () => {
    const themed = criticalCss(sheet, `<style data-mantine-styles="true">:root, :host{--used:3px}</style>${page}`);
    expect(themed).not.toContain('--used:1px');
    expect(themed).toContain('--chain-b:red');
  });

  it('drops the animations no kept rule runs', () => {
    expect(critical).not.toContain('spin');
    expect(criticalCss(sheet, '<div class="m_loader"></div>')).toContain('@keyframes spin');
    expect(critical).not.toContain('fade');
  });

  it('is written into the page in place of the link, naming the whole sheet for later', () => {
    const link = '<link rel="stylesheet" crossorigin href="/assets/index-x.css">';
    const html = inlineEntrySheet(`<head>${link}</head><body>${page}</body>`, {
      link,
      href: '/assets/index-x.css',
      css: sheet,
    });
    expect(html).not.toContain(link);
    expect(html).toContain(`<style data-whole-sheet="/assets/index-x.css">${critical}</style>`);
  });
});
