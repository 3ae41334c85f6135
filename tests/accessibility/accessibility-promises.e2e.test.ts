import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { searchPageTexts } from '../../src/shared/search-messages';
import { siteMessages } from '../../src/shared/site-messages';
import { focused, openPage, tabTo } from '../support/e2e/a11y-helpers';
import { customerAt, signIn } from '../support/e2e/brand-wizard-helpers';
import { eventually, sidebar } from '../support/e2e/journey-helpers';
import { registerCustomer } from '../support/e2e/accounts';
import { useBrowser } from '../support/e2e/use-browser';

/**
 * What docs/accessibility.md promises and no journey shows by itself: the skip link, the focus ring on every
 * surface, the password's eye in the Tab order, named file areas, repeated buttons that say what they are for,
 * and the phone menu that says whether it is open and folds away with Escape.
 */

const browser = useBrowser({ viewport: { width: 390, height: 844 } });

/** WCAG's contrast ratio of two CSS colours (rgb or rgba, opaque). */
function contrast(first: string, second: string) {
  const luminance = (color: string) => {
    const [r, g, b] = color
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map(Number);
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * The focused element's ring: its width and colour, the colour of the gap that parts it from the control, and the
 * colours of the surface under it (each colour of a gradient).
 */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    const colours = (text: string) => text.match(/rgba?\([^)]*\)/g) ?? [];
    let surface = ['rgb(255, 255, 255)'];
    for (let box = element.parentElement; box; box = box.parentElement) {
      const own = getComputedStyle(box);
      if (colours(own.backgroundImage).length > 0) {
        surface = colours(own.backgroundImage);
        break;
      }
      if (own.backgroundColor !== 'rgba(0, 0, 0, 0)') {
        surface = [own.backgroundColor];
        break;
      }
    }
    return {
      width: parseFloat(style.outlineWidth),
      ring: style.outlineColor,
      gap: colours(style.boxShadow)[0] ?? '',
      surface,
    };
  });

/** Every contrast a ring must keep: against each colour of the surface and against its gap. */
const ringContrasts = (ring: Awaited<ReturnType<typeof focusRing>>) =>
  [...ring.surface, ring.gap].map((colour) => contrast(ring.ring, colour));

describe('promises of docs/accessibility.md', () => {
  it('the first Tab stop is "Pular para o conteúdo", and it takes the keyboard past the header to the content', async () => {
    const { page } = browser;
    await openPage(page, '/');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe(`a: ${siteMessages.skipToContent}`);
    expect(await page.locator('.skip-link').isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await eventually(() => new URL(page.url()).hash).toBe('#conteudo');
    // The next Tab starts inside the content, not in the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  it('every public page has the content the skip link jumps to', async () => {
    const { page } = browser;
    const missing: string[] = [];
    for (const path of ['/blog', '/termosdeusos', '/privacidade', '/busca', '/login', '/pagina-que-nao-existe']) {
      await openPage(page, path);
      if ((await page.locator('main#conteudo').count()) !== 1) missing.push(path);
    }
    expect(missing).toEqual([]);
  });

  it('the focus ring is 3 px and at least 3:1 against the surface and its gap, on the hero’s blue and on white', async () => {
    const { page } = browser;
    await openPage(page, '/');
    await tabTo(page, new RegExp(`^button: ${searchPageTexts.heroAction}$`));
    const onHero = await focusRing(page);
    // For a person to look at: the ring on the hero, where it used to vanish.
    await page.locator('#hero form').screenshot({ path: 'node_modules/.cache/focus-ring-hero.png' });
    expect(onHero.width).toBeGreaterThanOrEqual(3);
    expect(onHero.surface.length).toBeGreaterThan(1);
    for (const ratio of ringContrasts(onHero)) expect(ratio).toBeGreaterThanOrEqual(3);

    await openPage(page, '/confirmplan?planId=1');
    await tabTo(page, /^input: Nome completo/);
    const onWhite = await focusRing(page);
    expect(onWhite.width).toBeGreaterThanOrEqual(3);
    for (const ratio of ringContrasts(onWhite)) expect(ratio).toBeGreaterThanOrEqual(3);
  });

  it('a text box in error keeps its red border inside a ring of another colour when it has focus', async () => {
    const { page } = browser;
    await openPage(page, '/confirmplan?planId=1');
    await page.locator('main').getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    // Mantine turns the border red over 0.1 s: the colour is read once it has arrived.
    const borderNow = () => page.evaluate(() => getComputedStyle(document.activeElement as HTMLElement).borderTopColor);
    await eventually(async () => contrast(await borderNow(), 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(3);
    const { border, ring, describedBy } = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const style = getComputedStyle(element);
      return {
        border: style.borderTopColor,
        ring: style.outlineColor,
        describedBy: element.getAttribute('aria-describedby') ?? '',
      };
    });
    expect(contrast(border, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(3);
    expect(contrast(ring, border)).toBeGreaterThan(1.5);
    // The message the border stands for is read with the field.
    const described = await page.evaluate(
      (ids) =>
        ids
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      describedBy,
    );
    expect(described.trim()).not.toBe('');
  });

  it('tabbing through the empty sign-up form marks no field in error: a field is judged once edited or sent', async () => {
    const { page } = browser;
    await openPage(page, '/confirmplan?planId=1');
    await tabTo(page, /^button: Continuar para o pagamento$/);
    expect(await page.locator('main [aria-invalid="true"]').count()).toBe(0);
    // Mantine gives a field's message the id "<field>-error".
    expect(await page.locator('main [id$="-error"]').count()).toBe(0);
  });

  it('the password’s eye is a stop of the Tab order, named in Portuguese', async () => {
    const { page } = browser;
    await openPage(page, '/confirmplan?planId=1');
    await tabTo(page, /^input: Senha/);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button: Mostrar ou ocultar a senha');
  });

  it('each file area is a button named by its label, and its file input is named in Portuguese', async () => {
    const { page } = browser;
    const customer = await customerAt('arquivos');
    await signIn(page, customer);
    await openPage(page, `/arquivos?marcaId=${customer.marcaId}`);
    const inputNames = await page
      .locator('main input[type="file"]')
      .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-label') ?? ''));
    // The residence proof and the photo ID at least (the logo only for a brand with a figure).
    expect(inputNames.length).toBeGreaterThanOrEqual(2);
    for (const name of inputNames) {
      expect(name).toMatch(/: escolher arquivo$/);
      const label = name.replace(/: escolher arquivo$/, '');
      expect(await page.locator('main').getByRole('button', { name: label, exact: true }).count()).toBe(1);
    }
  });

  it('the review’s five "Editar" say what each edits', async () => {
    const { page } = browser;
    const customer = await customerAt('confirmacao');
    await signIn(page, customer);
    await openPage(page, `/confirmacao-marca?marcaId=${customer.marcaId}`);
    const names = await page
      .locator('main')
      .getByRole('link', { name: /^Editar / })
      .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')));
    expect(names).toEqual([
      'Editar titular',
      'Editar proprietários',
      'Editar procuração',
      'Editar marca',
      'Editar arquivos',
    ]);
  });

  it('the phone menu’s button says whether the menu is open, and Escape folds it away, focus back on the button', async () => {
    const { page } = browser;
    await signIn(page, await registerCustomer(inject('e2e').baseUrl));
    await openPage(page, '/home');
    const opener = page.getByRole('button', { name: 'Abrir menu' });
    expect(await opener.getAttribute('aria-expanded')).toBe('false');
    await opener.focus();
    await page.keyboard.press('Enter');
    const closer = page.getByRole('button', { name: 'Fechar menu' });
    await eventually(() => closer.getAttribute('aria-expanded')).toBe('true');
    await sidebar(page).getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await eventually(() => focused(page)).toBe('button: Abrir menu');
    expect(await opener.getAttribute('aria-expanded')).toBe('false');
  });
});
