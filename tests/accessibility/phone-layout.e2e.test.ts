import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { call, customerAt, paidCustomer } from '../support/e2e/brand-wizard-helpers';
import { eventually, storeToken } from '../support/e2e/journey-helpers';
import { serviceCustomerAt } from '../support/e2e/service-helpers';
import { registerCustomer } from '../support/e2e/accounts';
import { openApp } from '../support/e2e/navigation';
import { useBrowser } from '../support/e2e/use-browser';

const { baseUrl } = inject('e2e');
const browser = useBrowser({ viewport: { width: 360, height: 740 } });

const resize = (page: Page, width: number) => page.setViewportSize({ width, height: width < 800 ? 740 : 800 });
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}
const intersect = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const floatingChat = (page: Page) => page.locator('a[aria-label="Conversar com a nossa equipe pelo WhatsApp"]');
const heroChat = (page: Page) => page.locator('#hero').getByRole('link', { name: 'Falar com um especialista' });

/** Where the floating button is, when it is on screen at all (it steps aside over another chat button). */
async function floatingBox(page: Page): Promise<Box | null> {
  return floatingChat(page).evaluate((element) => {
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) return null;
    const rect = element.getBoundingClientRect();
    return { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
  });
}
const boxOf = async (page: Page, locator: ReturnType<Page['locator']>) => {
  const rect = (await locator.boundingBox())!;
  return { left: rect.x, right: rect.x + rect.width, top: rect.y, bottom: rect.y + rect.height };
};

/** A customer whose brand wizard stands at `etapa`, on that step's page. */
async function openWizardStep(page: Page, etapa: Parameters<typeof customerAt>[0], path: string, title: string) {
  const customer = await customerAt(etapa);
  await storeToken(page, customer.token);
  await openApp(page, `${path}?marcaId=${customer.marcaId}`);
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
}

// The public pages, the checkout, the customer area, the wizard's filled steps and the service's review are held
// to no sideways scroll at 320 px (zoom at 400%) in axe-touch-and-reflow.e2e.test.ts: here, the pages and states
// it does not open.
describe('no horizontal scroll at 360 px', () => {
  const publicPages: Array<[string, string]> = [
    ['/redefinir-senha?token=abc', 'Crie uma nova senha'],
    ['/confirmar-email?token=abc', 'Confirmação de e-mail'],
  ];

  it.each(publicPages)('%s fits the screen', async (path, title) => {
    const { page } = browser.tab;
    await openApp(page, path);
    await page.getByRole('heading', { level: 1, name: title }).first().waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  });

  let newCustomer: Promise<{ token: string }> | undefined;
  it.each([
    ['/servicos', 'Meus serviços'],
    ['/new-payment?planId=2', 'Confirme sua contratação'],
  ])('%s (signed in, nothing bought yet) fits the screen', async (path, title) => {
    const { page } = browser.tab;
    // Nothing these pages show changes them for the next: one new customer for both.
    newCustomer ??= registerCustomer(baseUrl, 'Ana Beatriz Carvalho');
    await storeToken(page, (await newCustomer).token);
    await openApp(page, path);
    await page.getByRole('heading', { level: 1, name: title }).first().waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  });

  it('a blog article, opened, fits the screen', async () => {
    const { page } = browser.tab;
    await openApp(page, '/blog');
    const article = page.locator('section[aria-labelledby="artigos-titulo"] article').first();
    await article.getByRole('button', { name: 'Ler artigo completo' }).click();
    await article.locator('[id$="-texto"]').waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  });

  it("an order's history, its payment page and its Pix fit the screen", async () => {
    const { page } = browser.tab;
    const customer = await registerCustomer(baseUrl, 'Ana Beatriz Carvalho de Albuquerque');
    const { marcas } = await call<{ marcas: Array<{ id: number }> }>(customer.token, '/marcas/');
    const order = `tipo=marca&id=${marcas[0].id}`;
    await storeToken(page, customer.token);
    for (const [path, title] of [
      ['/historico', 'Histórico do pedido'],
      ['/payment', 'Pagamento'],
    ]) {
      await openApp(page, `${path}?${order}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await pageWidth(page), path).toBeLessThanOrEqual(360);
    }
    await page
      .locator('main')
      .getByRole('button', { name: /^Gerar Pix/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Pague com Pix' }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  });

  // The procuração and the review: with their buttons below.
  it.each([
    ['titular', '/titular', 'Dados do titular'],
    ['proprietarios', '/add-titular', 'Proprietários da marca'],
    ['marca', '/marca', 'Dados da marca'],
    ['arquivos', '/arquivos', 'Arquivos'],
  ] as const)('the brand wizard\'s step "%s" (%s) fits the screen', async (etapa, path, title) => {
    const { page } = browser.tab;
    await openWizardStep(page, etapa, path, title);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  });

  it.each([
    ['formulario', '/novo-servico', 'Dados do serviço'],
    ['procuracao', '/servico-procuracao', 'Procuração'],
  ] as const)('the service request\'s step "%s" (%s) fits the screen', async (etapa, path, title) => {
    const { page } = browser.tab;
    const customer = await serviceCustomerAt(5, etapa);
    await storeToken(page, customer.token);
    await openApp(page, `${path}?marcaId=${customer.servicoId}`);
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  });
});

describe('the floating WhatsApp button', () => {
  it.each([360, 390])(
    'never covers "Falar com um especialista" nor the hero\'s text at %i px, and is there once the hero is passed',
    async (width) => {
      const { page } = browser.tab;
      await resize(page, width);
      await openApp(page, '/');
      await heroChat(page).waitFor();
      // Two frames after hydration: the button has measured where it stands.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const fab = await floatingBox(page);
      const texts = page.locator('#hero').locator('li, p, h1');
      for (let index = 0; index < (await texts.count()); index += 1) {
        const box = await boxOf(page, texts.nth(index));
        expect(fab !== null && intersect(fab, box), await texts.nth(index).innerText()).toBe(false);
      }
      const cta = await boxOf(page, heroChat(page));
      // Measured after hydration and after the layout settles: it must not sit on the hero's own chat button.
      await eventually(async () => {
        const fab = await floatingBox(page);
        return fab === null || !intersect(fab, cta);
      }).toBe(true);
      // Up to the section's own top: offsetTop rounds down, and the hero's last fraction of a pixel would stay on screen.
      await page.evaluate(() =>
        window.scrollTo(0, Math.ceil(document.getElementById('como-ajudamos')!.getBoundingClientRect().top + scrollY)),
      );
      await eventually(async () => (await floatingBox(page)) !== null).toBe(true);
    },
  );

  it('stays in its corner at 1280 px, clear of the hero', async () => {
    const { page } = browser.tab;
    await resize(page, 1280);
    await openApp(page, '/');
    await heroChat(page).waitFor();
    const cta = await boxOf(page, heroChat(page));
    await eventually(async () => (await floatingBox(page)) !== null).toBe(true);
    expect(intersect((await floatingBox(page))!, cta)).toBe(false);
  });
});

/** The buttons and links of the page's main part that reach past the block holding them (their labels). */
const outsideTheirBlock = (page: Page) =>
  page.locator('main').evaluate((main) =>
    Array.from(main.querySelectorAll<HTMLElement>('a, button'))
      .filter((element) => element.offsetWidth > 0 && getComputedStyle(element).position !== 'fixed')
      .filter((element) => {
        const own = element.getBoundingClientRect();
        const holder = element.parentElement!.getBoundingClientRect();
        // A label Mantine cuts short overflows its own span, not the button.
        const cut = [element, ...element.querySelectorAll('span')].some(
          (part) => part.scrollWidth > part.clientWidth + 0.5,
        );
        return own.left < holder.left - 0.5 || own.right > holder.right + 0.5 || cut;
      })
      .map((element) => element.textContent),
  );

describe('prices on a phone', () => {
  it('"10x de R$ …" stays inside the hero\'s card and the plan cards, and every button and link of / inside the block that holds it, at 360 px', async () => {
    const { page } = browser.tab;
    await openApp(page, '/');
    const prices = page.getByText(/^\d+x de R\$/);
    await prices.first().waitFor();
    expect(await prices.count()).toBeGreaterThan(1);
    const overflowing = await prices.evaluateAll((elements) =>
      elements
        .filter(
          (element) =>
            element.scrollWidth > element.clientWidth ||
            element.getClientRects().length === 0 ||
            element.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(element).lineHeight),
        )
        .map((element) => element.textContent),
    );
    expect(overflowing).toEqual([]);
    expect(await outsideTheirBlock(page)).toEqual([]);
  });
});

describe('buttons on a phone', () => {
  // The landing page's: with its prices above.
  it.each([
    ['/blog', 'Blog e perguntas frequentes'],
    ['/confirmplan?planId=1', 'Contratar Essencial'],
  ])('every button and link of %s stays inside the block that holds it at 360 px', async (path, title) => {
    const { page } = browser.tab;
    await openApp(page, path);
    await page.getByRole('heading', { level: 1, name: title }).first().waitFor();
    expect(await outsideTheirBlock(page)).toEqual([]);
  });

  it.each([
    ['procuracao', '/procuracao', 'Procuração'],
    ['confirmacao', '/confirmacao-marca', 'Revise o seu pedido'],
  ] as const)(
    'on the wizard\'s "%s" (%s) the page fits the screen, every button stays inside its card, and the owners\' e-mails inside the page, at 360 px',
    async (etapa, path, title) => {
      const { page } = browser.tab;
      await openWizardStep(page, etapa, path, title);
      expect(await pageWidth(page)).toBeLessThanOrEqual(360);
      expect(await outsideTheirBlock(page)).toEqual([]);
      const cutLines = await page.locator('main').evaluate((main) =>
        Array.from(main.querySelectorAll<HTMLElement>('li'))
          .filter((item) => item.scrollWidth > item.clientWidth + 0.5)
          .map((item) => item.textContent),
      );
      expect(cutLines).toEqual([]);
    },
  );
});

describe('the header on a phone', () => {
  it.each([
    ['a visitor', false],
    ['a signed-in customer ("Minha conta")', true],
  ])('shows the whole product name to %s at 360 px', async (_, signedIn) => {
    const { page } = browser.tab;
    if (signedIn) await storeToken(page, (await registerCustomer(baseUrl)).token);
    await openApp(page, '/blog');
    const header = page.getByRole('banner');
    // A signed-in customer's header first draws "Login" and turns into "Minha conta" once the profile is read:
    // measure only once the button the customer ends up with is there.
    const account = header.getByRole(signedIn ? 'link' : 'button', { name: signedIn ? 'Minha conta' : 'Login' });
    await account.waitFor();
    const name = header.getByText('Registre Sua Marca', { exact: true });
    await eventually(() =>
      name.evaluate(
        (element) =>
          element.scrollWidth <= element.clientWidth && getComputedStyle(element).textOverflow !== 'ellipsis',
      ),
    ).toBe(true);
    // The name ends before the account button starts.
    await eventually(async () => (await boxOf(page, name)).right <= (await boxOf(page, account)).left).toBe(true);
  });
});

describe('"Desenvolvido por" in the customer area ends the page', () => {
  it.each([390, 1280])('at %i px it is not a fixed bar and comes after the content', async (width) => {
    const { page } = browser.tab;
    await resize(page, width);
    await storeToken(page, (await registerCustomer(baseUrl)).token);
    await openApp(page, '/home');
    await page.getByRole('heading', { level: 1, name: 'Minhas marcas' }).waitFor();
    const credit = page.getByText('Desenvolvido por', { exact: true });
    await credit.waitFor();
    const fixedAncestor = await credit.evaluate((element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (['fixed', 'sticky'].includes(getComputedStyle(node).position)) return true;
      }
      return false;
    });
    expect(fixedAncestor).toBe(false);
    const history = page
      .getByRole('button', { name: 'Histórico' })
      .or(page.getByRole('link', { name: 'Histórico' }))
      .first();
    expect((await boxOf(page, credit)).top).toBeGreaterThanOrEqual((await boxOf(page, history)).bottom);
  });
});

describe('/confirm-payment on a phone', () => {
  it('wraps a long e-mail address only before the @ or after a dot, never mid-word (360 px)', async () => {
    const { page } = browser.tab;
    const customer = await paidCustomer('Maria Eduarda Albuquerque', 'maria.eduarda.albuquerque.de.vasconcelos');
    await storeToken(page, customer.token);
    await openApp(page, `/confirm-payment?tipo=marca&id=${customer.marcaId}`);
    const value = page.getByText(customer.email.replace(/^(.{10}).*$/, '$1'), { exact: false }).last();
    await value.waitFor();
    expect(await value.innerText()).toBe(customer.email);
    // The line each character sits on: a new line may start only at the "@" or right after a ".".
    const badBreaks = await value.evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const chars: Array<{ char: string; top: number }> = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let index = 0; index < node.textContent!.length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          chars.push({ char: node.textContent![index], top: Math.round(range.getBoundingClientRect().top) });
        }
      }
      const breaks: string[] = [];
      for (let index = 1; index < chars.length; index += 1) {
        if (chars[index].top > chars[index - 1].top && chars[index].char !== '@' && chars[index - 1].char !== '.') {
          breaks.push(`${chars[index - 1].char}|${chars[index].char}`);
        }
      }
      return { breaks, lines: new Set(chars.map((item) => item.top)).size };
    });
    expect(badBreaks.lines).toBeGreaterThan(1);
    expect(badBreaks.breaks).toEqual([]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  });
});
