import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { findEntry } from '../../src/shared/catalogue';
import { adminLogsIn } from '../support/e2e/admin-helpers';
import { onStep, paidCustomer, signIn } from '../support/e2e/brand-wizard-helpers';
import { eventually } from '../support/e2e/journey-helpers';
import { registerCustomer } from '../support/e2e/accounts';
import { openApp, signUpPagesDrawn } from '../support/e2e/navigation';
import { useBrowser } from '../support/e2e/use-browser';

/**
 * axe (WCAG 2.0 and 2.1, levels A and AA) on one page of each kind: the public site, the checkout, the
 * customer area, the brand wizard and the back office. Any violation fails, with axe's own words and the
 * elements it names.
 */

const browser = useBrowser({ viewport: { width: 390, height: 844 } });

interface Finding {
  rule: string;
  impact: string | null | undefined;
  help: string;
  elements: string[];
}

async function violations(page: Page): Promise<Finding[]> {
  // Past the opening transitions (Mantine fades and collapses), so colours are read at their final values.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    elements: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

describe('every kind of page passes axe (WCAG 2 A and AA)', () => {
  it('the landing page', async () => {
    const { page } = browser.tab;
    await openApp(page, '/');
    expect(await violations(page)).toEqual([]);
  });

  it('the blog, with an article open', async () => {
    const { page } = browser.tab;
    await openApp(page, '/blog');
    expect(await violations(page)).toEqual([]);
    const article = page.locator('section[aria-labelledby="artigos-titulo"] article').first();
    await article.getByRole('button', { name: 'Ler artigo completo' }).click();
    await eventually(() => article.locator('[id$="-texto"]').isVisible()).toBe(true);
    expect(await violations(page)).toEqual([]);
  });

  it('the plan confirmation (sign-up) page', async () => {
    const { page } = browser.tab;
    await signUpPagesDrawn(inject('e2e').baseUrl);
    await openApp(page, '/confirmplan?planId=1');
    await page.getByRole('heading', { level: 1, name: /^Contratar / }).waitFor();
    expect(await violations(page)).toEqual([]);
    // Not axe's, but Lighthouse's: the page tells search engines and link previews which plan it sells.
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(findEntry(1)!.summary);
  });

  it("the customer's /home", async () => {
    const { page } = browser.tab;
    await signIn(page, await registerCustomer(inject('e2e').baseUrl));
    await openApp(page, '/home');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it("the brand wizard's first step", async () => {
    const { page } = browser.tab;
    const customer = await paidCustomer();
    await signIn(page, customer);
    await openApp(page, `/titular?marcaId=${customer.marcaId}`);
    await onStep(page, '/titular', 'Dados do titular');
    expect(await violations(page)).toEqual([]);
  });

  it("the back office's user list", async () => {
    const { page } = browser.tab;
    await adminLogsIn(page);
    await openApp(page, '/admin/usuarios');
    await page.getByRole('table').first().waitFor();
    expect(await violations(page)).toEqual([]);
  });
});
