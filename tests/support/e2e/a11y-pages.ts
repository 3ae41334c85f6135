import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { customerWithFiledBrand } from './admin-helpers';
import { openPage } from './a11y-helpers';
import { call, customerAt, signIn } from './brand-wizard-helpers';
import { apiLogin, storeToken } from './journey-helpers';
import { serviceCustomerAt } from './service-helpers';
import { registerCustomer } from './accounts';
import { animationsDone } from './navigation';

/**
 * The pages and dialogs the one-visit checks walk through, each brought to the state a person meets: `check` reads
 * the page as it shows and lists what is wrong; each walk returns what it found, keyed by the place (the path, or
 * the dialog's name), which `check` is also given.
 */
export type PageCheck = (page: Page, place: string) => Promise<string[]>;
type Findings = Record<string, string[]>;

/** Opens each path and runs `check` on it. */
export async function checkPaths(page: Page, paths: string[], check: PageCheck): Promise<Findings> {
  const found: Findings = {};
  for (const path of paths) {
    await openPage(page, path);
    const problems = await check(page, path);
    if (problems.length > 0) found[path] = problems;
  }
  return found;
}

/** The dialog open on the page, once its content has loaded and its opening transition is over. */
async function dialogSettled(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await page.waitForLoadState('networkidle');
  await dialog.locator('.mantine-Loader-root').waitFor({ state: 'detached' });
  await animationsDone(page);
}

/**
 * The checkout (a new plan, a new service, the payment of an unpaid order) and every step of the brand wizard,
 * from the owner's data to the review, for a customer who saved them all.
 */
export async function checkCheckoutAndWizard(page: Page, check: PageCheck): Promise<Findings> {
  const buyer = await registerCustomer(inject('e2e').baseUrl);
  const { marcas } = await call<{ marcas: Array<{ id: number }> }>(buyer.token, '/marcas/');
  await signIn(page, buyer);
  const found = await checkPaths(
    page,
    ['/new-marca', '/new-service', `/payment?tipo=marca&id=${marcas[0]!.id}`],
    check,
  );
  const customer = await customerAt('confirmacao');
  await signIn(page, customer);
  const steps = ['/titular', '/add-titular', '/procuracao', '/marca', '/arquivos', '/confirmacao-marca'];
  const wizard = steps.map((step) => `${step}?marcaId=${customer.marcaId}`);
  return { ...found, ...(await checkPaths(page, wizard, check)) };
}

/** An Oposição's procuração and review steps, for a customer who sent its form and signed procuração. */
export async function checkServiceSteps(page: Page, check: PageCheck): Promise<Findings> {
  const customer = await serviceCustomerAt(5, 'confirmacao');
  await signIn(page, customer);
  const steps = ['/servico-procuracao', '/servico-confirmacao'];
  return checkPaths(
    page,
    steps.map((step) => `${step}?marcaId=${customer.servicoId}`),
    check,
  );
}

/**
 * The details dialogs, open: a concluded Busca's "Ver detalhes" on /servicos (a long message, the parecer's
 * download), and in the back office a filed brand's request and that service's request.
 */
export async function checkDetailsDialogs(page: Page, check: PageCheck): Promise<Findings> {
  const { baseUrl, admin } = inject('e2e');
  const { token } = await apiLogin(baseUrl, admin.email, admin.password);
  const service = await serviceCustomerAt(4, 'concluido');
  await call(token!, `/admin/servico/${service.servicoId}/update`, {
    method: 'PATCH',
    body: JSON.stringify({
      status: 'Concluído',
      num_protocolo: 'BR-512026-004217',
      mensagem:
        'Busca concluída: não encontramos marcas parecidas na classe 30. Veja o parecer anexo, com a análise completa de cada resultado encontrado na base do INPI.',
    }),
  });
  const found: Findings = {};
  const inDialog = async (name: string, open: () => Promise<void>) => {
    await open();
    await dialogSettled(page);
    const problems = await check(page, name);
    if (problems.length > 0) found[name] = problems;
  };

  await storeToken(page, service.token);
  await inDialog('/servicos: Ver detalhes', async () => {
    await openPage(page, '/servicos');
    await page.getByRole('button', { name: 'Ver detalhes' }).first().click();
  });

  const brand = await customerWithFiledBrand();
  await storeToken(page, token!);
  await inDialog('/admin: pedido', () => openPage(page, `/admin?ver=${brand.marcaId}`));
  await inDialog('/admin/servicos: serviço', () => openPage(page, `/admin/servicos?ver=${service.servicoId}`));
  return found;
}
