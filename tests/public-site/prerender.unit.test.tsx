import { beforeAll, describe, expect, it } from 'vitest';
import { catalogue, findEntry, purchasablePlanIds } from '../../src/shared/catalogue';
import { defaultPublicConfig, type PublicConfig } from '../../src/shared/public-config';
import { sampleClientBrands, sampleTestimonials } from '../../src/shared/sample-showcase';
import { priceLabels } from '../../src/web/ui/price';
import { faq } from '../../src/web/public/content/faq';
import { renderPublicPages, renderSignUpPages } from '../../src/web/prerender/entry-server';

const config: PublicConfig = {
  ...defaultPublicConfig,
  appName: 'Marca Certa',
  companyName: 'Marca Certa Assessoria Ltda.',
  companyCnpj: '12.345.678/0001-95',
  supportWhatsapp: '5582988887777',
  contactPhone: '+55 82 98888-7777',
  contactEmail: 'atendimento@marcacerta.com.br',
  socialUrl: 'https://www.instagram.com/marcacerta',
  developerName: 'Estúdio Exemplo',
  // As an operator's SHOWCASE_FILE would give them.
  testimonials: sampleTestimonials,
  clientBrands: sampleClientBrands,
};

let pages: Record<string, string>;
let redrawn: string[];
const count = (html: string, needle: string) => html.split(needle).length - 1;

beforeAll(async () => {
  const rendered = [...(await renderPublicPages(config)), ...(await renderSignUpPages(config))];
  pages = Object.fromEntries(rendered.map((page) => [page.path, page.html]));
  redrawn = rendered.filter((page) => page.redraw).map((page) => page.path);
});

describe('prerendered sign-up pages (drawn again by the browser)', () => {
  it('exist for every plan a visitor can buy, each with its plan, its price and the holder form', () => {
    expect(redrawn.sort()).toEqual(purchasablePlanIds.map((planId) => `/confirmplan?planId=${planId}`).sort());
    for (const planId of purchasablePlanIds) {
      const entry = findEntry(planId)!;
      const html = pages[`/confirmplan?planId=${planId}`];
      expect(html).toContain(`Contratar <!-- -->${entry.title}</h1>`);
      expect(html).toContain(priceLabels(entry)!.total);
      for (const label of ['Nome completo', 'E-mail', 'CPF ou CNPJ', 'Telefone', 'Confirme a senha'])
        expect(html).toContain(label);
      expect(html).toContain('Continuar para o pagamento');
    }
  });
});

describe('prerendered public pages', () => {
  it('render the landing page sections, in the spec order, with one h1', () => {
    const html = pages['/'];
    expect(count(html, '<h1')).toBe(1);
    const order = [
      'wa.me/5582988887777',
      '<header',
      'id="hero"',
      'id="como-ajudamos"',
      'id="como-funciona"',
      'id="planos"',
      'id="servicos"',
      'especialista-titulo',
      'id="clientes"',
      'id="depoimentos"',
      'id="blog"',
      '<footer',
    ];
    const positions = order.map((needle) => html.indexOf(needle));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('leave out the testimonials and client logos when the operator has none', async () => {
    const [landing] = await renderPublicPages({ ...config, testimonials: [], clientBrands: [] });
    expect(landing.html).not.toContain('id="clientes"');
    expect(landing.html).not.toContain('id="depoimentos"');
    expect(landing.html).not.toContain('dados de exemplo');
  });

  it('show every catalogue entry with its catalogue price and a Contratar link', () => {
    const html = pages['/'];
    for (const entry of catalogue) {
      expect(html).toContain(entry.title);
      const price = priceLabels(entry);
      if (price) {
        expect(html).toContain(price.instalment);
        expect(html).toContain(price.total);
        expect(html).toContain(`href="/confirmplan?planId=${entry.planId}"`);
      }
    }
    expect(html).not.toContain('planId=3');
    expect(html).toContain(encodeURIComponent('plano Corporativo'));
  });

  it('take operator details from the configuration', () => {
    const html = pages['/'];
    expect(html).toContain('href="tel:+5582988887777"');
    expect(html).toContain('href="mailto:atendimento@marcacerta.com.br"');
    expect(html).toContain('href="https://www.instagram.com/marcacerta"');
    expect(html).toContain('href="/termosdeusos"');
    expect(html).toContain('CNPJ 12.345.678/0001-95');
    expect(html).toContain('Estúdio Exemplo');
    expect(html).toContain('Marca Certa');
    expect(html).not.toContain(defaultPublicConfig.contactEmail);
  });

  it('render the blog with its articles and the 11 FAQ answers in the HTML', () => {
    const html = pages['/blog'];
    expect(count(html, '<h1')).toBe(1);
    expect(count(html, '<article')).toBe(4);
    for (const item of faq) expect(html).toContain(item.question.replace(/\?$/, ''));
    expect(html).toContain('R$ 880,00');
    expect(html).toContain('wa.me/5582988887777');
  });

  it('render the terms with 11 clauses and the venue', () => {
    const html = pages['/termosdeusos'];
    expect(count(html, '<h1')).toBe(1);
    expect(count(html, 'Cláusula ')).toBe(11);
    expect(html).toContain('Maceió/AL');
    expect(html).toContain('Marca Certa Assessoria Ltda.');
  });
});
