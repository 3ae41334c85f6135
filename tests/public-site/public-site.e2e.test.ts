import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { registerCustomer, type Customer } from '../support/e2e/accounts';
import { mainThreadIdle, openApp } from '../support/e2e/navigation';
import { useBrowser } from '../support/e2e/use-browser';
import { eventually, pageConfig, pathOf, storeToken, waitForPath } from '../support/e2e/journey-helpers';

const { baseUrl, admin } = inject('e2e');
const browser = useBrowser();

// What the spec and the catalogue promise; written out here so a wrong price or name fails.
const planNames = ['Essencial', 'Premium', 'Corporativo'];
const serviceNames = ['Busca', 'Oposição', 'Recurso', 'Prorrogação'];
const prices = {
  essencial: '10x de R$ 99,90',
  premium: '10x de R$ 179,90',
  busca: '12x de R$ 9,90',
  oposicao: '12x de R$ 69,90',
  recurso: '12x de R$ 69,90',
  prorrogacao: '12x de R$ 39,90',
};
const landingHeadings = [
  'Como protegemos a sua marca',
  'Como funciona',
  'Planos de registro',
  'Serviços avulsos',
  'Ainda tem dúvidas sobre a sua marca?',
  'Marcas que confiam no nosso trabalho',
  'O que dizem nossos clientes',
  'Do nosso blog',
];
const heroTitle = 'Sua marca protegida no INPI, com rapidez e segurança';
const articleTitles = [
  'Quanto custa registrar uma marca no INPI?',
  'Por que registrar a sua marca?',
  'Cuidados com a marca antes de abrir uma empresa',
  'Como registrar uma música e o nome da sua banda',
];

// ---------------------------------------------------------------------------------------------
// The server's HTML, before any JavaScript

interface RawPage {
  status: number;
  html: string;
  /** The visible text of #root, as a crawler without JavaScript reads it. */
  text: string;
  meta: (attribute: 'name' | 'property', key: string) => string | undefined;
}

const decodeEntities = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

async function rawPage(path: string): Promise<RawPage> {
  const answer = await fetch(`${baseUrl}${path}`);
  const html = await answer.text();
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
  const text = decodeEntities(
    root
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
  const meta = (attribute: 'name' | 'property', key: string) => {
    const tag = new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
    return tag ? decodeEntities(tag[1]) : undefined;
  };
  return { status: answer.status, html, text, meta };
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe('the public pages as the server sends them (no JavaScript)', () => {
  it('/ carries pt-BR, its title, description, Open Graph tags and the catalogue texts', async () => {
    const page = await rawPage('/');
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<html lang="pt-BR"/);
    const title = /<title>([^<]*)<\/title>/.exec(page.html)?.[1];
    expect(title).toMatch(/Registro de marca no INPI/);
    const description = page.meta('name', 'description');
    expect(description?.length).toBeGreaterThan(60);
    expect(description).toMatch(/INPI/);
    expect(page.meta('property', 'og:title')).toBe(decodeEntities(title!));
    expect(page.meta('property', 'og:description')).toBe(description);
    expect(page.meta('property', 'og:type')).toBe('website');
    expect(page.meta('property', 'og:locale')).toBe('pt_BR');
    expect(page.meta('property', 'og:url')).toBe(baseUrl);
    expect(page.meta('property', 'og:image')).toMatch(/^https?:\/\/.+/);

    expect(page.text).toContain(heroTitle);
    expect(page.text).toContain('Pagamento em até 10x sem juros no cartão');
    for (const heading of landingHeadings) expect(page.text, heading).toContain(heading);
    for (const name of [...planNames, ...serviceNames]) expect(page.text, name).toContain(name);
    expect(page.text).toContain(prices.essencial);
    expect(page.text).toContain(prices.premium);
    expect(page.text).toContain(prices.busca);
    // Oposição and Recurso share the price.
    expect(count(page.text, prices.oposicao)).toBe(2);
    expect(page.text).toContain(prices.prorrogacao);
    expect(page.text).toContain('Sob consulta');
    expect(page.text).toContain('Desenvolvido por');
  });

  it('/blog carries its title, description, the four articles and the eleven FAQ questions', async () => {
    const page = await rawPage('/blog');
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<html lang="pt-BR"/);
    const title = /<title>([^<]*)<\/title>/.exec(page.html)?.[1];
    expect(title).toMatch(/Blog/);
    expect(page.meta('name', 'description')?.length).toBeGreaterThan(40);
    expect(page.meta('property', 'og:title')).toBe(decodeEntities(title!));
    expect(page.meta('property', 'og:url')).toBe(`${baseUrl}/blog`);
    for (const article of articleTitles) expect(page.text, article).toContain(article);
    expect(page.text).toContain('Perguntas frequentes');
    // Each FAQ question is an accordion control (a button with aria-expanded) in the HTML.
    const faqHtml = page.html.slice(page.html.indexOf('id="faq-titulo"'));
    expect(faqHtml.match(/<button[^>]*aria-expanded=/g) ?? []).toHaveLength(11);
    expect(page.text).toContain('Quanto custam as taxas oficiais do INPI?');
  });

  it('/termosdeusos carries its title and the eleven clauses, with the venue in Maceió/AL', async () => {
    const page = await rawPage('/termosdeusos');
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<html lang="pt-BR"/);
    const title = /<title>([^<]*)<\/title>/.exec(page.html)?.[1];
    expect(title).toMatch(/Termos de uso/);
    expect(page.meta('name', 'description')?.length).toBeGreaterThan(40);
    expect(page.meta('property', 'og:url')).toBe(`${baseUrl}/termosdeusos`);
    expect(page.text).toContain('Termos de uso e contrato de prestação de serviços');
    expect(page.text.match(/Cláusula \d+ª/g)).toEqual(
      Array.from({ length: 11 }, (_, index) => `Cláusula ${index + 1}ª`),
    );
    expect(page.text).toMatch(/foro da comarca de Maceió\/AL/);
  });
});

// ---------------------------------------------------------------------------------------------
// In Chromium

interface Watch {
  messages: string[];
}

/**
 * Opens a prerendered page, keeping every console message and a handle on the server's <h1> taken before
 * any module ran: after hydration it must still be the same node (a mismatch makes React 19 throw the
 * server's DOM away and render again on the client).
 */
async function openPrerendered(page: Page, path: string): Promise<Watch> {
  const watch: Watch = { messages: [] };
  page.on('console', (message) => watch.messages.push(`${message.type()}: ${message.text()}`));
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { __serverH1: Element | null }).__serverH1 = document.querySelector('h1');
    });
  });
  await openApp(page, path);
  return watch;
}

async function expectCleanHydration(
  page: Page,
  watch: Watch,
  problems: { pageErrors: Error[]; consoleErrors: string[] },
) {
  // React reports a recovered mismatch when it commits the hydrated tree: after the code has come and run.
  await page.waitForLoadState('networkidle');
  await mainThreadIdle(page);
  expect(
    await page.evaluate(() => (window as unknown as { __serverH1: Element | null }).__serverH1?.isConnected ?? null),
    'server <h1> kept by hydration',
  ).toBe(true);
  expect(watch.messages.filter((message) => /Minified React error #(418|423|425)|hydrat/i.test(message))).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors.map((error) => error.message)).toEqual([]);
}

const section = (page: Page, heading: string) =>
  page.locator('main > section', { has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });

describe('a visitor reads the landing page', () => {
  it('hydrates the server HTML without errors or mismatch warnings', async () => {
    const { page, problems } = browser.tab;
    const watch = await openPrerendered(page, '/');
    await expectCleanHydration(page, watch, problems);
    expect(await page.title()).toMatch(/Registro de marca no INPI/);
  });

  it('shows the sections in the spec order, each with its cards', async () => {
    const { page } = browser.tab;
    await openApp(page, '/');
    const order = await page.evaluate(() =>
      [...document.querySelectorAll('a[href*="wa.me"][aria-label], header, main > section, footer')].map((element) => {
        if (element.tagName === 'SECTION') return element.querySelector('h1, h2')?.textContent?.trim() ?? '?';
        return element.tagName === 'A' ? 'botão de chat' : element.tagName.toLowerCase();
      }),
    );
    expect(order).toEqual(['botão de chat', 'header', heroTitle, ...landingHeadings, 'footer']);

    const headingsOf = (name: string) => section(page, name).getByRole('heading', { level: 3 }).allTextContents();
    expect(await headingsOf('Como protegemos a sua marca')).toEqual([
      'Busca de anterioridade',
      'Registro de marca',
      'Monitoramento e defesa',
    ]);
    expect(await section(page, 'Como funciona').locator('ol > li').count()).toBe(4);
    expect(await headingsOf('Planos de registro')).toEqual(planNames);
    expect(await headingsOf('Serviços avulsos')).toEqual(serviceNames);
    const testimonials = section(page, 'O que dizem nossos clientes').locator('figure');
    expect(await testimonials.count()).toBe(3);
    for (const ratingLabel of await testimonials
      .getByRole('img', { name: /^Nota/ })
      .evaluateAll((stars) => stars.map((star) => star.getAttribute('aria-label'))))
      expect(ratingLabel).toMatch(/^Nota [1-5] de 5$/);
    expect(await testimonials.locator('figcaption img').count()).toBe(3);

    const plans = section(page, 'Planos de registro');
    const planText = await plans.innerText();
    expect(planText).toContain(prices.essencial);
    expect(planText).toContain(prices.premium);
    const serviceText = await section(page, 'Serviços avulsos').innerText();
    expect(serviceText).toContain(prices.busca);
    expect(count(serviceText, prices.oposicao)).toBe(2);

    // The blog teaser leads to /blog.
    expect(
      await section(page, 'Do nosso blog').getByRole('link', { name: 'Ler todos os artigos' }).getAttribute('href'),
    ).toBe('/blog');
  });

  it('the hero promises fast, safe registration, 10x interest-free and a guarantee, and its button scrolls to the plans', async () => {
    const { page } = browser.tab;
    await openApp(page, '/');
    const hero = page.locator('#hero');
    const heroText = await hero.innerText();
    expect(heroText).toMatch(/rapidez e segurança/);
    expect(heroText).toContain('Pagamento em até 10x sem juros no cartão');
    expect(heroText).toMatch(/Registro garantido/);
    const plansTop = () => page.evaluate(() => document.getElementById('planos')!.getBoundingClientRect().top);
    expect(await plansTop()).toBeGreaterThan(800);
    await hero.getByRole('link', { name: 'Ver planos e preços' }).click();
    await eventually(async () => {
      const top = await plansTop();
      return top >= 0 && top <= 100;
    }).toBe(true);
    // A hash link would have left the page; the address stays on /.
    expect(pathOf(page)).toBe('/');
  });

  it('the logo brings the visitor back to the hero', async () => {
    const { page } = browser.tab;
    await openApp(page, '/');
    // Hydration ends with the router putting the page at its top: scroll down once that is done, again if it came later.
    await mainThreadIdle(page);
    await eventually(async () => {
      await page.evaluate(() => window.scrollTo(0, 3000));
      return page.evaluate(() => window.scrollY);
    }).toBeGreaterThan(2000);
    await page.locator('header').getByRole('link').first().click();
    // The hero sits right under the sticky header again (its top between 0 and the header's 64 px, give or take).
    const heroTop = () => page.evaluate(() => Math.round(document.getElementById('hero')!.getBoundingClientRect().top));
    await eventually(async () => {
      const top = await heroTop();
      return top >= 0 && top <= 72;
    }).toBe(true);
    expect(pathOf(page)).toBe('/');
  });

  it('cards below the fold appear when scrolled into view', async () => {
    const { page } = browser.tab;
    await openApp(page, '/');
    const card = section(page, 'O que dizem nossos clientes').locator('figure').first();
    const wrapperOpacity = () => card.evaluate((figure) => getComputedStyle(figure.parentElement!).opacity);
    await eventually(wrapperOpacity).toBe('0');
    await card.scrollIntoViewIfNeeded();
    await eventually(wrapperOpacity, 3000).toBe('1');
  });

  it('"Contratar" on Essencial goes to /confirmplan?planId=1', async () => {
    const { page } = browser.tab;
    await openApp(page, '/');
    const plans = section(page, 'Planos de registro');
    expect(await plans.getByRole('link', { name: 'Contratar o plano Premium' }).getAttribute('href')).toBe(
      '/confirmplan?planId=2',
    );
    const services = section(page, 'Serviços avulsos');
    for (const [name, id] of [
      ['Busca', 4],
      ['Oposição', 5],
      ['Recurso', 6],
      ['Prorrogação', 7],
    ] as const)
      expect(await services.getByRole('link', { name: `Contratar o serviço ${name}` }).getAttribute('href')).toBe(
        `/confirmplan?planId=${id}`,
      );
    // Corporativo has no price and goes to the chat with a prefilled message.
    const quote = new URL((await plans.getByRole('link', { name: 'Solicitar proposta' }).getAttribute('href'))!);
    expect(quote.host).toBe('wa.me');
    expect(quote.searchParams.get('text')).toMatch(/Corporativo/);

    await plans.getByRole('link', { name: 'Contratar o plano Essencial' }).click();
    await waitForPath(page, '/confirmplan');
    expect(new URL(page.url()).search).toBe('?planId=1');
    // The page (a placeholder or the checkout) names the chosen plan and its price.
    await page
      .getByRole('heading', { name: /Essencial/ })
      .first()
      .waitFor();
    await eventually(() => page.locator('body').innerText()).toContain(prices.essencial);
  });

  it('the client carousel moves 250 px per arrow', async () => {
    const { page } = browser.tab;
    await openApp(page, '/');
    const clients = section(page, 'Marcas que confiam no nosso trabalho');
    const row = clients.getByRole('region', { name: 'Marcas de clientes' });
    const scrollLeft = () => row.evaluate((element) => Math.round(element.scrollLeft));
    expect(await scrollLeft()).toBe(0);
    await clients.getByRole('button', { name: 'Ver próximas marcas' }).click();
    await eventually(scrollLeft).toBe(250);
    await clients.getByRole('button', { name: 'Ver próximas marcas' }).click();
    await eventually(scrollLeft).toBe(500);
    await clients.getByRole('button', { name: 'Ver marcas anteriores' }).click();
    await eventually(scrollLeft).toBe(250);
  });

  it('the floating chat button opens WhatsApp with a prefilled message', async () => {
    const { page } = browser.tab;
    await openApp(page, '/');
    const config = await pageConfig(page);
    const chat = page.getByRole('link', { name: 'Conversar com a nossa equipe pelo WhatsApp' });
    expect(await chat.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    expect(await chat.getAttribute('target')).toBe('_blank');
    const href = new URL((await chat.getAttribute('href'))!);
    expect(href.host).toBe('wa.me');
    expect(href.pathname).toBe(`/${config.supportWhatsapp.replace(/\D/g, '')}`);
    expect(href.pathname).toMatch(/^\/55\d{10,11}$/);
    expect(href.searchParams.get('text')).toMatch(/^Olá!.{20,}/);
    // Still at hand after scrolling.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await chat.click({ trial: true });
  });

  it('the footer has phone, e-mail, social and terms links and "Desenvolvido por"', async () => {
    const { page } = browser.tab;
    await openApp(page, '/');
    const config = await pageConfig(page);
    const footer = page.locator('footer');
    const phone = footer.locator('a[href^="tel:"]');
    expect(await phone.count()).toBe(1);
    expect((await phone.getAttribute('href'))!.replace(/\D/g, '')).toBe(config.contactPhone.replace(/\D/g, ''));
    expect(await phone.innerText()).toContain(config.contactPhone);
    const email = footer.locator('a[href^="mailto:"]');
    expect(await email.getAttribute('href')).toBe(`mailto:${config.contactEmail}`);
    expect(await email.innerText()).toContain(config.contactEmail);
    const social = footer.locator(`a[href="${config.socialUrl}"]`);
    expect(await social.count()).toBe(1);
    expect(await social.getAttribute('target')).toBe('_blank');
    expect(await footer.innerText()).toMatch(/Desenvolvido por\s*\S+/);

    await footer.getByRole('link', { name: 'Termos de uso', exact: true }).click();
    await waitForPath(page, '/termosdeusos');
    await page.getByRole('heading', { level: 1, name: 'Termos de uso e contrato de prestação de serviços' }).waitFor();
  });
});

describe('on a 390 px phone', () => {
  for (const path of ['/', '/blog', '/termosdeusos']) {
    it(`${path} fits the screen width (no sideways scrolling)`, async () => {
      const { page } = browser.tab;
      await page.setViewportSize({ width: 390, height: 844 });
      await openApp(page, path);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});

describe('a visitor reads the blog and the terms', () => {
  it('/blog hydrates cleanly; its four articles open one at a time', async () => {
    const { page, problems } = browser.tab;
    const watch = await openPrerendered(page, '/blog');
    await expectCleanHydration(page, watch, problems);

    const articles = page.locator('section[aria-labelledby="artigos-titulo"] article');
    expect(await articles.getByRole('heading', { level: 3 }).allTextContents()).toEqual(articleTitles);
    const toggles = articles.getByRole('button', { name: /Ler artigo completo|Recolher artigo/ });
    const expanded = () =>
      toggles.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-expanded')));
    const bodyVisible = (index: number) => articles.nth(index).locator('[id$="-texto"]').isVisible();
    expect(await expanded()).toEqual(['false', 'false', 'false', 'false']);
    expect(await bodyVisible(0)).toBe(false);

    await articles.nth(0).getByRole('button', { name: 'Ler artigo completo' }).click();
    await eventually(expanded).toEqual(['true', 'false', 'false', 'false']);
    await eventually(() => bodyVisible(0)).toBe(true);
    expect((await articles.nth(0).locator('[id$="-texto"]').innerText()).length).toBeGreaterThan(300);

    await articles.nth(2).getByRole('button', { name: 'Ler artigo completo' }).click();
    await eventually(expanded).toEqual(['false', 'false', 'true', 'false']);
    await eventually(() => bodyVisible(0)).toBe(false);
    await eventually(() => bodyVisible(2)).toBe(true);

    await articles.nth(2).getByRole('button', { name: 'Recolher artigo' }).click();
    await eventually(expanded).toEqual(['false', 'false', 'false', 'false']);
    await eventually(() => bodyVisible(2)).toBe(false);
  });

  it('/blog has an FAQ of 11 questions that open on click, and links to the chat', async () => {
    const { page } = browser.tab;
    await openApp(page, '/blog');
    const faq = page.locator('section[aria-labelledby="faq-titulo"]');
    const questions = faq.locator('button[aria-expanded]');
    expect(await questions.count()).toBe(11);
    const fees = questions.filter({ hasText: 'Quanto custam as taxas oficiais do INPI?' });
    expect(await fees.getAttribute('aria-expanded')).toBe('false');
    await fees.click();
    await eventually(() => fees.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`[id="${await fees.getAttribute('aria-controls')}"]`);
    await eventually(() => panel.isVisible()).toBe(true);
    // Official fees come from a dated table, in reais.
    expect(await panel.innerText()).toMatch(/R\$ ?\d/);

    const chats = page.getByRole('link', { name: 'Falar com um especialista' });
    expect(await chats.count()).toBeGreaterThanOrEqual(1);
    for (const href of await chats.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      const url = new URL(href!);
      expect(url.host).toBe('wa.me');
      expect(url.searchParams.get('text')).toMatch(/^Olá!/);
    }
  });

  it('/termosdeusos hydrates cleanly and shows 11 clauses with the venue in Maceió/AL', async () => {
    const { page, problems } = browser.tab;
    const watch = await openPrerendered(page, '/termosdeusos');
    await expectCleanHydration(page, watch, problems);
    expect(await page.title()).toMatch(/Termos de uso/);
    const clauses = page.getByRole('heading', { level: 2, name: /^Cláusula \d+ª/ });
    expect(await clauses.count()).toBe(11);
    expect(await clauses.last().innerText()).toMatch(/^Cláusula 11ª/);
    expect(await page.locator('main').innerText()).toContain('Maceió/AL');
  });
});

// ---------------------------------------------------------------------------------------------
// Code splitting: the landing page does not download the customer or admin areas

const customerMarkers = ['Editar Informações', 'Sua área de cliente'];
const adminMarkers = ['Página de Admin'];
const scriptTexts = new Map<string, Promise<string>>();
const scriptText = (url: string) => {
  if (!scriptTexts.has(url))
    scriptTexts.set(
      url,
      fetch(url).then((answer) => answer.text()),
    );
  return scriptTexts.get(url)!;
};

/** Every JavaScript file the page fetched (module scripts, modulepreloads and lazy chunks) until the network settles. */
async function scriptsLoadedBy(page: Page, path: string, ready: () => Promise<unknown>): Promise<string[]> {
  const urls = new Set<string>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) urls.add(request.url());
  });
  await openApp(page, path);
  await ready();
  await page.waitForLoadState('networkidle');
  return [...urls];
}

async function scriptsContaining(urls: string[], marker: string): Promise<string[]> {
  const hits: string[] = [];
  for (const url of urls) if ((await scriptText(url)).includes(marker)) hits.push(new URL(url).pathname);
  return hits;
}

describe('code split per area', () => {
  let customer: Customer;
  beforeAll(async () => {
    customer = await registerCustomer(baseUrl, 'Renata Alves Costa');
  });

  it('the landing page loads none of the customer or admin code, which those areas do load', async () => {
    const { page } = browser.tab;
    const landing = await scriptsLoadedBy(page, '/', () => page.mouse.wheel(0, 4000));
    expect(landing.length).toBeGreaterThan(0);
    for (const marker of [...customerMarkers, ...adminMarkers])
      expect(await scriptsContaining(landing, marker), `"${marker}" on /`).toEqual([]);

    // The same markers are found in what the areas load: the check above looks at the right strings.
    const customerTab = await browser.tab.context.browser()!.newContext({ baseURL: baseUrl });
    try {
      const customerPage = await customerTab.newPage();
      await storeToken(customerPage, customer.token);
      const area = await scriptsLoadedBy(customerPage, '/editar-perfil', () =>
        customerPage.getByRole('button', { name: 'Editar Informações' }).waitFor(),
      );
      for (const marker of customerMarkers)
        expect(await scriptsContaining(area, marker), `"${marker}" on /editar-perfil`).not.toEqual([]);
      const customerOnly = area.filter((url) => !landing.includes(url));
      expect(customerOnly.length).toBeGreaterThan(0);

      const login = await fetch(`${baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: admin.email, senha: admin.password }),
      });
      const { token } = (await login.json()) as { token: string };
      const adminPage = await customerTab.newPage();
      await storeToken(adminPage, token);
      const adminArea = await scriptsLoadedBy(adminPage, '/admin', () =>
        adminPage.getByText('Página de Admin').waitFor(),
      );
      expect(await scriptsContaining(adminArea, 'Página de Admin'), '"Página de Admin" on /admin').not.toEqual([]);
    } finally {
      await customerTab.close();
    }
  });
});
