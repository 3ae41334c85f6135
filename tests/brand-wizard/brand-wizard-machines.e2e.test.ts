import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  screenOfStep,
  type BrandRegistrationContext,
  type BrandRegistrationEvent,
} from '../../machines/brand-wizard/brand-registration';
import type { ApiFailure } from '../../machines/shared/api-failure';
import {
  GOV_SIGNATURE_URL,
  type PowerOfAttorneyContext,
  type PowerOfAttorneyEvent,
  type PowerOfAttorneyInput,
} from '../../machines/power-of-attorney/power-of-attorney';
import { walkMachine, type WalkStep } from '../../machines/tooling/walk';
import { messages } from '../../src/shared/messages';
import type { WizardStage } from '../../src/shared/schemas/brand-wizard';
import { PNG, unsignedPdf } from '../support/documents/samples';
import {
  addressWithoutNumber,
  brandRegistrationModel,
  ownersWithBadCpf,
  powerOfAttorneyModel,
  uploadFiles,
} from '../support/machines/brand-wizard-models';
import {
  back,
  call,
  cepAnswer,
  customerAt,
  documentFiles,
  field,
  fillClasses,
  nationality,
  fillAddressFromCep,
  next,
  onStep,
  paidCustomer,
  pressBlockedNext,
  signIn,
  toastWith,
  signedOwnProcuracao,
  uploadSigned,
} from '../support/e2e/brand-wizard-helpers';
import { eventually, waitForPath } from '../support/e2e/journey-helpers';
import { registerCustomer } from '../support/e2e/accounts';
import { openApp } from '../support/e2e/navigation';
import {
  canReplay,
  coveringPaths,
  replayPath,
  statesOf,
  type ReplayContext,
  type ScreenMap,
} from '../support/e2e/replay';
import { useBrowser } from '../support/e2e/use-browser';

// ---------------------------------------------------------------- the power-of-attorney machine, replayed on /procuracao

const withUpload = ({ path }: ReplayContext) => Boolean((path.input.input as PowerOfAttorneyInput).uploaded);
const poaContext = ({ step }: ReplayContext) => step.snapshot.context as PowerOfAttorneyContext;
const stepTitles = ['1. Baixe a procuração', '2. Assine no gov.br', '3. Envie a procuração assinada'];

async function showsError(page: Page, context: ReplayContext) {
  const { error } = poaContext(context);
  const alerts = page.locator('main').getByRole('alert');
  if (error === null) await eventually(() => alerts.count()).toBe(0);
  else await eventually(() => alerts.first().textContent()).toBe(error);
}

/** The highlighted step (aria-current) and the message under the steps. */
const highlights = (index: number | null) => async (page: Page, context: ReplayContext) => {
  const current = page.locator('main [aria-current="step"]');
  if (index === null) await eventually(() => current.count()).toBe(0);
  else await eventually(() => current.getByRole('heading').textContent()).toBe(stepTitles[index]);
  await showsError(page, context);
};

// The model's 12 MB file, as a file Chromium is handed by its path: as a buffer it crossed Playwright's pipe as
// 16 MB of base64.
const bigFiles = mkdtempSync(join(tmpdir(), 'marcas-e2e-enorme-'));
const hugePdfPath = join(bigFiles, uploadFiles.hugePdf.name);
writeFileSync(hugePdfPath, Buffer.alloc(uploadFiles.hugePdf.size, 0x25));
afterAll(() => rmSync(bigFiles, { recursive: true, force: true }));

/** The file each UPLOAD of the model stands for, as the answer the path expects requires. */
async function fileFor(page: Page, event: PowerOfAttorneyEvent, context: ReplayContext) {
  const { file } = event as Extract<PowerOfAttorneyEvent, { type: 'UPLOAD' }>;
  if (file === uploadFiles.photo) return { name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from(PNG) };
  if (file === uploadFiles.hugePdf) return hugePdfPath;
  const answer = context.path.steps[context.index + 1];
  // A PNG named .pdf: the server reads the content and refuses it.
  if (answer?.outcome === 'refused')
    return { name: 'procuracao-assinada.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PNG) };
  if (answer?.outcome === 'offline') await page.route('**/api/*/procuracao', (route) => route.abort(), { times: 1 });
  const pdf = answer?.outcome === 'unsigned' ? await unsignedPdf() : await signedOwnProcuracao(page);
  return { name: 'procuracao-assinada.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) };
}

const powerOfAttorneyScreens: ScreenMap = {
  start: async (page, context) => {
    // The signed file sent, the request resumes at /marca.
    const customer = await customerAt(withUpload(context) ? 'marca' : 'procuracao');
    // gov.br opens in a new tab; the test never leaves for the real site.
    await page
      .context()
      .route('https://www.gov.br/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>gov.br</title>' }),
      );
    await signIn(page, customer);
    if (withUpload(context)) {
      // The request resumes at its first unfinished step, /marca; "Anterior" comes back.
      await openApp(page, `/marca?marcaId=${customer.marcaId}`);
      await onStep(page, '/marca', 'Dados da marca');
      await back(page).click();
    } else await openApp(page, `/procuracao?marcaId=${customer.marcaId}`);
    await onStep(page, '/procuracao', 'Procuração');
  },
  stateAssertions: {
    'ready.download': highlights(0),
    'ready.sign': highlights(1),
    'ready.upload': highlights(2),
    'ready.uploaded': async (page, context) => {
      await highlights(null)(page, context);
      await eventually(() => next(page).getAttribute('aria-disabled')).toBeNull();
      // The "signed" file is signed by the holder with a certificate of a CA the server trusts.
      const signed = poaContext(context).uploaded!.assinadaDigitalmente;
      await page.getByText(signed ? /^Assinada$/ : /^Sem assinatura$/).waitFor();
    },
    downloading: async () => {},
    uploading: async () => {},
    done: (page) => onStep(page, '/marca', 'Dados da marca'),
  },
  eventActions: {
    DOWNLOAD: async (page, _event, context) => {
      if (context.path.steps[context.index + 1]?.trigger === 'error: downloadPdf') {
        await page.route('**/api/procuracao/*', (route) => route.abort(), { times: 1 });
      } else context.memory.set('download', page.waitForEvent('download'));
      await page.getByRole('button', { name: 'Baixar procuração (PDF)' }).click();
    },
    'done: downloadPdf': async (_page, _event, context) => {
      const download = await (context.memory.get('download') as Promise<{ suggestedFilename(): string }>);
      expect(download.suggestedFilename()).toMatch(/^procuracao-\d+\.pdf$/);
    },
    'error: downloadPdf': async () => {},
    SIGN: async (page) => {
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('link', { name: 'Assinar no gov.br' }).click(),
      ]);
      expect(popup.url()).toBe(GOV_SIGNATURE_URL);
      await popup.close();
    },
    // Generous: a 12 MB file on a busy machine.
    UPLOAD: async (page, event, context) =>
      page
        .locator('input[name=procuracao]')
        .setInputFiles(await fileFor(page, event as PowerOfAttorneyEvent, context), { timeout: 60_000 }),
    'done: uploadSigned': (page) => toastWith(page, messages.uploads.procuracaoUploaded).first().waitFor(),
    'error: uploadSigned': async () => {},
    NEXT: (page) => pressBlockedNext(page),
  },
};

describe('/procuracao, replayed from the power-of-attorney machine in Chromium', () => {
  const browser = useBrowser();
  const all = walkMachine(powerOfAttorneyModel).paths;
  // A real upload of a small file may not report its progress: those paths are walked at machine level only.
  const drivable = all.filter((path) => canReplay(path, powerOfAttorneyScreens));
  const paths = coveringPaths(drivable);

  it('replays a path through every state the walk reaches, each checked on screen', () => {
    expect(drivable.length).toBe(all.filter((path) => !path.steps.some((step) => step.trigger === 'PROGRESS')).length);
    expect([...statesOf(paths)].sort()).toEqual([...statesOf(all)].sort());
  });

  for (const path of paths) {
    it(`${path.input.name}: ${path.description}`, () => replayPath(browser.page, path, powerOfAttorneyScreens));
  }
});

// ---------------------------------------------------------------- the brand-registration machine, replayed through the wizard

const stageOfLoad: Record<string, WizardStage> = {
  fresh: 'titular',
  atOwners: 'proprietarios',
  atPowerOfAttorney: 'procuracao',
  atBrand: 'marca',
  atDocuments: 'arquivos',
  atReview: 'confirmacao',
  concluded: 'concluido',
};

const wizardContext = ({ step }: ReplayContext) => step.snapshot.context as BrandRegistrationContext;
const stepAfter = (context: ReplayContext) => context.path.steps[context.index + 1];

/**
 * When the path says the next call fails, that call is answered so at the browser's HTTP boundary: the
 * model's status and message, or no answer at all (offline). Other calls of the same address pass.
 */
async function failNextCall(page: Page, context: ReplayContext, url: string, method: string) {
  const answer = stepAfter(context);
  if (!answer?.trigger.startsWith('error: ')) return;
  const failure = (answer.event as unknown as { error: ApiFailure }).error;
  let used = false;
  await page.route(url, (route) => {
    if (used || route.request().method() !== method) return route.fallback();
    used = true;
    if (failure.status === undefined) return route.abort();
    return route.fulfill({ status: failure.status, json: { erro: failure.message ?? messages.http.internal } });
  });
}

async function showsWizardError(page: Page, context: ReplayContext) {
  const { error, cepError } = wizardContext(context);
  const alerts = page.locator('main').getByRole('alert');
  if (error === null) await eventually(() => alerts.count()).toBe(0);
  else await eventually(() => alerts.first().textContent()).toBe(error);
  const cepMessage = page.getByText(messages.cep.notFound, { exact: true });
  await eventually(() => cepMessage.count()).toBe(cepError ? 1 : 0);
}

const shows = (path: string, title: string) => async (page: Page, context: ReplayContext) => {
  await onStep(page, path, title);
  await showsWizardError(page, context);
};

const brandScreens: ScreenMap = {
  start: async (page, context) => {
    const load = stepAfter(context)!;
    // The postal-code service answers at the browser's boundary; a LOOKUP_CEP step may answer otherwise.
    await page.route('**/api/cep/*', (route) => route.fulfill({ json: cepAnswer }));
    let customer = await customerAt(load.trigger === 'done: loadWizard' ? stageOfLoad[load.outcome!] : 'titular');
    let marcaId = customer.marcaId;
    if (load.outcome === 'unpaid') {
      const unpaid = await registerCustomer(inject('e2e').baseUrl);
      const { marcas } = await call<{ marcas: Array<{ id: number }> }>(unpaid.token, '/marcas/');
      customer = { ...unpaid, marcaId: marcas[0].id };
      marcaId = customer.marcaId;
    }
    // Someone else's request looks exactly like a missing one.
    if (load.outcome === 'notFound') marcaId = (await paidCustomer()).marcaId;
    await failNextCall(page, context, '**/api/marcas/*/assistente', 'GET');
    await signIn(page, customer);
    // The model starts without a page of its own: the customer continues the request from /home, and the wizard
    // resumes at the first unfinished step. A request that /home does not offer to continue is typed in.
    const loaded = context.upcoming('done: loadWizard')?.outcome;
    if (marcaId === customer.marcaId && loaded !== undefined && loaded !== 'concluded') {
      await openApp(page, '/home');
      await page.getByRole('link', { name: messages.rows.finishBrand }).click();
    } else await openApp(page, `/titular?marcaId=${marcaId}`);
    context.memory.set('marcaId', marcaId);
  },
  stateAssertions: {
    loading: async () => {},
    loadFailed: async (page, context) => {
      await eventually(() => page.locator('main').getByRole('alert').textContent()).toContain(
        wizardContext(context).error!,
      );
      await page.getByRole('button', { name: 'Tentar novamente' }).waitFor();
    },
    'editing.titular.idle': shows('/titular', 'Dados do titular'),
    'editing.titular.lookingUpCep': async () => {},
    'editing.owners': shows('/add-titular', 'Proprietários da marca'),
    'editing.powerOfAttorney': shows('/procuracao', 'Procuração'),
    'editing.brand': shows('/marca', 'Dados da marca'),
    'editing.documents': shows('/arquivos', 'Arquivos'),
    'editing.review': shows('/confirmacao-marca', 'Revise o seu pedido'),
    savingAddress: async () => {},
    savingOwners: async () => {},
    savingBrand: async () => {},
    documentsUploaded: async () => {},
    confirming: async () => {},
    completed: async (page) => {
      await waitForPath(page, '/home');
      await toastWith(page, messages.wizard.confirmed).first().waitFor();
    },
    left: (page) => waitForPath(page, '/home'),
    closed: async (page, context) => {
      await waitForPath(page, '/home');
      await toastWith(page, wizardContext(context).error!).first().waitFor();
    },
    toLogin: (page) => waitForPath(page, '/login'),
  },
  eventActions: {
    'done: loadWizard': async () => {},
    'error: loadWizard': async () => {},
    RETRY: (page) => page.getByRole('button', { name: 'Tentar novamente' }).click(),
    // The address moves inside the app, as the back button or a link does.
    GO: (page, event, context) =>
      page.evaluate(
        (url) => {
          window.history.pushState(window.history.state, '', url);
          window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
        },
        `/${screenOfStep[(event as Extract<BrandRegistrationEvent, { type: 'GO' }>).step]}?marcaId=${context.memory.get('marcaId')}`,
      ),
    BACK: (page) => back(page).click(),
    LOOKUP_CEP: async (page, event, context) => {
      const { cep } = event as Extract<BrandRegistrationEvent, { type: 'LOOKUP_CEP' }>;
      if (stepAfter(context)?.trigger === 'error: lookupCep') {
        await page.route(
          '**/api/cep/*',
          (route) => route.fulfill({ status: 404, json: { erro: messages.cep.notFound } }),
          { times: 1 },
        );
      }
      await field(page, 'CEP').fill(cep);
    },
    'done: lookupCep': (page) => eventually(() => field(page, 'Cidade').inputValue()).toBe('Maceió'),
    'error: lookupCep': (page) => page.getByText(messages.cep.notFound, { exact: true }).waitFor(),
    SUBMIT_ADDRESS: async (page, _event, context) => {
      await fillAddressFromCep(page);
      await failNextCall(page, context, '**/api/profile/', 'PATCH');
      await next(page).click();
    },
    SUBMIT_OWNERS: async (page, _event, context) => {
      // Nobody's nationality is assumed: the holder, first owner, chooses it.
      await nationality(page).first().fill('brasileira');
      await failNextCall(page, context, '**/api/marcas/*/proprietarios', 'POST');
      await next(page).click();
    },
    'done: powerOfAttorney': async (page, _event, context) => {
      await uploadSigned(page, context.step.outcome as 'signed' | 'unsigned');
      await next(page).click();
    },
    SUBMIT_BRAND: async (page, event, context) => {
      const { brand } = event as Extract<BrandRegistrationEvent, { type: 'SUBMIT_BRAND' }>;
      await page.getByRole('textbox', { name: 'Nome da marca' }).fill(brand.nome ?? '');
      if (brand.tipo) await page.getByRole('radio', { name: new RegExp(`^${brand.tipo}`) }).click();
      await fillClasses(page, brand.classes ?? []);
      await failNextCall(page, context, '**/api/marcas/*', 'PUT');
      await next(page).click();
    },
    // Typing after the refusal: the type chosen, or the classes filled (the message leaves), or the name typed again (it stays).
    EDIT_BRAND: async (page, event) => {
      const { brand } = event as Extract<BrandRegistrationEvent, { type: 'EDIT_BRAND' }>;
      await fillClasses(page, brand.classes ?? []);
      if (brand.tipo) await page.getByRole('radio', { name: new RegExp(`^${brand.tipo}`) }).click();
      else await page.getByRole('textbox', { name: 'Nome da marca' }).fill(`${brand.nome ?? ''} `);
    },
    // The files step (machines/brand-wizard/brand-documents.ts) ends three ways: all three sent, all three already kept, or the session gone.
    'done: documents': async (page, _event, context) => {
      if (context.step.outcome !== 'kept') {
        const samples = await documentFiles();
        for (const name of Object.keys(samples) as Array<keyof typeof samples>)
          await page.locator(`input[name=${name}]`).setInputFiles(samples[name]);
      }
      if (context.step.outcome === 'sessionExpired') {
        await page.route(
          '**/api/*/documentos',
          (route) => route.fulfill({ status: 401, json: { erro: messages.http.unauthenticated } }),
          { times: 1 },
        );
      }
      await next(page).click();
      if (context.step.outcome === 'sent') await toastWith(page, messages.uploads.filesUploaded).first().waitFor();
    },
    'after: redirectDelay': async () => {},
    CONFIRM: async (page, _event, context) => {
      await failNextCall(page, context, '**/api/marcas/*/confirmar', 'POST');
      await page.getByRole('button', { name: 'Confirmar' }).click();
    },
    ...Object.fromEntries(
      ['saveAddress', 'saveOwners', 'saveBrand', 'confirm'].flatMap((actor) => [
        [
          `done: ${actor}`,
          (page: Page, _event: unknown, context: ReplayContext) =>
            toastWith(page, wizardContext(context).notice!).first().waitFor(),
        ],
        [`error: ${actor}`, async () => {}],
      ]),
    ),
  },
};

/** What the form itself stops before the machine sees it (the field shows why). */
const formStops = (step: WalkStep) => {
  const event = step.event as BrandRegistrationEvent;
  return (
    (event.type === 'SUBMIT_ADDRESS' && event.address === addressWithoutNumber) ||
    (event.type === 'SUBMIT_OWNERS' && event.owners === ownersWithBadCpf)
  );
};

describe('the brand wizard, replayed from the brand-registration machine in Chromium', () => {
  const browser = useBrowser();
  const all = walkMachine(brandRegistrationModel).paths;
  const drivable = all.filter((path) => canReplay(path, brandScreens) && !path.steps.some(formStops));
  const paths = coveringPaths(drivable);

  it('replays a path through every state the walk reaches but those the forms stop first, each checked on screen', () => {
    expect(drivable.length).toBe(all.filter((path) => !path.steps.some(formStops)).length);
    expect([...statesOf(paths)].sort()).toEqual([...statesOf(drivable)].sort());
  });

  for (const path of paths) {
    it(path.description, () => replayPath(browser.page, path, brandScreens));
  }
});
