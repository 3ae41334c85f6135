import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyActorRef } from 'xstate';
import {
  addressComplete,
  brandRegistrationMachine,
  canOpen,
  screenOfStep,
  wizardScreen,
  type BrandRegistrationContext,
  type BrandRegistrationEvent,
  type WizardScreen,
} from '../../machines/brand-wizard/brand-registration';
import { brandDocumentsMachine } from '../../machines/brand-wizard/brand-documents';
import { activeStates, type WalkStep } from '../../machines/tooling/walk';
import { messages } from '../../src/shared/messages';
import type { BrandWizard } from '../../machines/brand-wizard/owner-names';
import type { WizardStep } from '../../src/shared/schemas/brand-wizard';
import {
  address,
  addressWithoutNumber,
  brandData,
  brandWithEmptyClass,
  brandWithoutClasses,
  brandRegistrationModel,
  cepAddress,
  chosenFiles,
  loads,
  owners,
  refusals,
  savedProfile,
  signedUploads,
  uploadedDocuments,
  wizardAt,
} from '../support/machines/brand-wizard-models';
import { describeModel } from '../support/machines/model';

const context = (step: WalkStep) => step.snapshot.context as BrandRegistrationContext;
const before = (step: WalkStep) => step.previous!.context as BrandRegistrationContext;
const stateOf = (step: WalkStep) => activeStates(step.snapshot).join(', ');
const screenOf = (step: WalkStep) => wizardScreen(step.snapshot as never);
const busy = (step: WalkStep) => step.snapshot.hasTag('busy');
type EventOf<K extends BrandRegistrationEvent['type']> = Extract<BrandRegistrationEvent, { type: K }>;

const stateOfStep: Record<WizardStep, string> = {
  titular: 'editing.titular.idle',
  proprietarios: 'editing.owners',
  procuracao: 'editing.powerOfAttorney',
  marca: 'editing.brand',
  arquivos: 'editing.documents',
  confirmacao: 'editing.review',
};
/** The wizard's steps in the spec's order. */
const wizardSteps = Object.keys(stateOfStep) as WizardStep[];

/** What the customer sees: the page, the state and the message on it. */
function sees(step: WalkStep, screen: WizardScreen | null, state: string, error: string | null = null) {
  expect(screenOf(step)).toBe(screen);
  expect(stateOf(step)).toBe(state);
  expect(context(step).error).toBe(error);
}

function leaves(step: WalkStep, finalState: 'completed' | 'left' | 'closed' | 'toLogin') {
  expect(step.snapshot.status).toBe('done');
  expect(stateOf(step)).toBe(finalState);
  expect(screenOf(step)).toBeNull();
}

/** A refused "Próximo": the same step, the message, nothing saved. */
function refused(step: WalkStep, message: string) {
  expect(step.snapshot.value).toEqual(step.previous!.value);
  expect(context(step)).toEqual({ ...before(step), error: message, notice: null });
}

/** A save that answered: the next page, its toast, the saved values and the step marked finished. */
function savedThen(
  step: WalkStep,
  screen: WizardScreen,
  state: string,
  notice: string,
  key: keyof BrandWizard,
  value: unknown,
  finished: WizardStep,
) {
  sees(step, screen, state);
  expect(context(step).notice).toBe(notice);
  expect(context(step).wizard![key]).toEqual(value);
  expect(context(step).wizard!.etapasConcluidas).toEqual({
    ...before(step).wizard!.etapasConcluidas,
    [finished]: true,
  });
}

/** A save that failed: the same page with the server's reason for a refusal, the spec's wording otherwise. */
function failedOn(step: WalkStep, screen: WizardScreen, state: string, refusal: string, fallback: string) {
  if (step.outcome === 'sessionExpired') return leaves(step, 'toLogin');
  // Nothing answered: the connection message, the same in every flow; an error page: the step's own message.
  const message =
    step.outcome === 'refused' ? refusal : step.outcome === 'offline' ? messages.register.connection : fallback;
  sees(step, screen, state, message);
  expect(context(step).wizard).toEqual(before(step).wizard);
}

const previousScreen: Partial<Record<WizardScreen, [WizardScreen, string]>> = {
  'add-titular': ['titular', 'editing.titular.idle'],
  procuracao: ['add-titular', 'editing.owners'],
  marca: ['procuracao', 'editing.powerOfAttorney'],
  arquivos: ['marca', 'editing.brand'],
  'confirmacao-marca': ['arquivos', 'editing.documents'],
};

describeModel('brand-registration machine', {
  ...brandRegistrationModel,
  expectAfter: {
    'xstate.init': (step) => {
      sees(step, null, 'loading');
      expect(busy(step)).toBe(true);
    },
    'done: loadWizard': (step) => {
      const wizard = context(step).wizard!;
      expect(wizard).toBe(loads[step.outcome as keyof typeof loads]);
      if (step.outcome === 'concluded') {
        leaves(step, 'closed');
        return expect(context(step).error).toBe(messages.wizard.alreadyConfirmed);
      }
      // The first unfinished step, whatever page was asked for.
      const etapa = wizard.etapa as WizardStep;
      sees(step, screenOfStep[etapa], stateOfStep[etapa]);
    },
    'error: loadWizard': (step) => {
      if (step.outcome === 'sessionExpired') return leaves(step, 'toLogin');
      if (step.outcome === 'notFound') {
        leaves(step, 'closed');
        return expect(context(step).error).toBe(messages.orders.notFound);
      }
      if (step.outcome === 'unpaid') {
        leaves(step, 'closed');
        return expect(context(step).error).toBe(messages.wizard.unpaid);
      }
      sees(step, null, 'loadFailed', messages.register.connection);
    },
    RETRY: (step) => sees(step, null, 'loading'),

    GO: (step) => {
      const { step: wanted } = step.event as EventOf<'GO'>;
      // A step opens once every step before it is finished: up to the one the request resumes at.
      const resumesAt = before(step).wizard!.etapa as WizardStep;
      if (wizardSteps.indexOf(wanted) > wizardSteps.indexOf(resumesAt)) {
        expect(step.snapshot.value).toEqual(step.previous!.value);
        return expect(context(step)).toEqual(before(step));
      }
      sees(step, screenOfStep[wanted], stateOfStep[wanted]);
    },
    BACK: (step) => {
      const from = wizardScreen(step.previous as never)!;
      if (from === 'titular') return leaves(step, 'left');
      sees(step, ...previousScreen[from]!);
      expect(context(step).wizard).toEqual(before(step).wizard);
    },

    LOOKUP_CEP: (step) => {
      const { cep } = step.event as EventOf<'LOOKUP_CEP'>;
      if (cep.replace(/\D/g, '').length === 8)
        sees(step, 'titular', 'editing.titular.lookingUpCep', before(step).error);
      else sees(step, 'titular', 'editing.titular.idle', before(step).error);
      expect(context(step).cepError).toBeNull();
    },
    'done: lookupCep': (step) => {
      sees(step, 'titular', 'editing.titular.idle', before(step).error);
      expect(context(step).cepAddress).toEqual(cepAddress);
    },
    'error: lookupCep': (step) => {
      sees(step, 'titular', 'editing.titular.idle', before(step).error);
      // The customer types the address by hand.
      expect(context(step).cepError).toBe(messages.cep.notFound);
    },
    SUBMIT_ADDRESS: (step) => {
      const { address: sent } = step.event as EventOf<'SUBMIT_ADDRESS'>;
      expect([address, addressWithoutNumber]).toContain(sent);
      if (sent === addressWithoutNumber) return refused(step, messages.wizard.addressIncomplete);
      sees(step, 'titular', 'savingAddress');
      expect(busy(step)).toBe(true);
    },
    'done: saveAddress': (step) =>
      savedThen(
        step,
        'add-titular',
        'editing.owners',
        messages.profile.addressSaved,
        'titular',
        savedProfile,
        'titular',
      ),
    'error: saveAddress': (step) =>
      failedOn(step, 'titular', 'editing.titular.idle', refusals.address, messages.profile.addressSaveFailed),

    SUBMIT_OWNERS: (step) => {
      const { owners: sent } = step.event as EventOf<'SUBMIT_OWNERS'>;
      if (sent !== owners) return refused(step, messages.wizard.ownersMissing);
      sees(step, 'add-titular', 'savingOwners');
    },
    'done: saveOwners': (step) =>
      savedThen(
        step,
        'procuracao',
        'editing.powerOfAttorney',
        messages.owners.saved,
        'proprietarios',
        owners,
        'proprietarios',
      ),
    'error: saveOwners': (step) =>
      failedOn(step, 'add-titular', 'editing.owners', refusals.owners, messages.brandWizard.ownersSaveFailed),

    'done: powerOfAttorney': (step) => {
      const signed = signedUploads[step.outcome as 'signed' | 'unsigned'];
      sees(step, 'marca', 'editing.brand');
      expect(context(step).wizard!.procuracao).toEqual({ enviada: true, ...signed });
      expect(context(step).wizard!.etapasConcluidas.procuracao).toBe(true);
    },

    SUBMIT_BRAND: (step) => {
      const { brand } = step.event as EventOf<'SUBMIT_BRAND'>;
      if (!brand.tipo) return refused(step, messages.brandData.nameAndTypeRequired);
      if (brand === brandWithEmptyClass || brand === brandWithoutClasses)
        return refused(step, messages.brandData.classesRequired);
      sees(step, 'marca', 'savingBrand');
    },
    'done: saveBrand': (step) =>
      savedThen(step, 'arquivos', 'editing.documents', messages.brandData.saved, 'marca', brandData, 'marca'),
    'error: saveBrand': (step) =>
      failedOn(step, 'marca', 'editing.brand', refusals.brand, messages.brandData.saveFailed),

    EDIT_BRAND: (step) => {
      const { brand } = step.event as EventOf<'EDIT_BRAND'>;
      // A refusal leaves as soon as what it asked for is there: the name and the type, or every class filled.
      const refusal = before(step).error;
      if (refusal === messages.brandData.nameAndTypeRequired && brand.tipo) return sees(step, 'marca', 'editing.brand');
      if (refusal === messages.brandData.classesRequired && brand !== brandWithEmptyClass)
        return sees(step, 'marca', 'editing.brand');
      sees(step, 'marca', 'editing.brand', refusal);
    },

    'done: documents': (step) => {
      if (step.outcome === 'sessionExpired') return leaves(step, 'toLogin');
      // Nothing new, and the server already has all three: straight to the review.
      if (step.outcome === 'kept') return sees(step, 'confirmacao-marca', 'editing.review');
      savedThen(
        step,
        'arquivos',
        'documentsUploaded',
        messages.uploads.filesUploaded,
        'arquivos',
        uploadedDocuments,
        'arquivos',
      );
    },
    'after: redirectDelay': (step) => sees(step, 'confirmacao-marca', 'editing.review'),

    CONFIRM: (step) => sees(step, 'confirmacao-marca', 'confirming'),
    'done: confirm': (step) => {
      leaves(step, 'completed');
      expect(context(step).notice).toBe(messages.wizard.confirmed);
      expect(context(step).wizard!.etapa).toBe('concluido');
    },
    'error: confirm': (step) =>
      failedOn(step, 'confirmacao-marca', 'editing.review', refusals.confirm, messages.brandWizard.confirmFailed),
  },
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('brand-registration machine, with its actors', () => {
  it('goes to the review exactly 1.5 s after "Arquivos enviados com sucesso!"', async () => {
    const clock = new SimulatedClock();
    const machine = brandRegistrationMachine.provide({
      actors: {
        loadWizard: fromPromise(async () => wizardAt('arquivos')),
        documents: brandDocumentsMachine.provide({
          actors: { uploadDocuments: fromPromise(async () => uploadedDocuments) },
        }),
      },
    });
    const actor = createActor(machine, { input: { marcaId: 7 }, clock }).start();
    await settle();
    actor.getSnapshot().children.documents!.send({ type: 'SUBMIT_FILES', files: chosenFiles.all });
    await settle();
    expect(actor.getSnapshot().context.notice).toBe(messages.uploads.filesUploaded);
    clock.increment(1499);
    expect(actor.getSnapshot().value).toBe('documentsUploaded');
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ editing: 'review' });
    actor.stop();
  });

  it('sends each step what the customer typed, for the request in its input', async () => {
    const calls: Array<[string, unknown]> = [];

    const record = <T>(name: string, answer: T) =>
      fromPromise<T, any>(async ({ input }) => (calls.push([name, input]), answer));
    const machine = brandRegistrationMachine.provide({
      actors: {
        loadWizard: record('loadWizard', wizardAt('titular')),
        lookupCep: record('lookupCep', cepAddress),
        saveAddress: record('saveAddress', savedProfile),
        saveOwners: record('saveOwners', owners),
        saveBrand: record('saveBrand', brandData),
      },
    });
    const actor = createActor(machine, { input: { marcaId: 41 } }).start();
    await settle();
    actor.send({ type: 'LOOKUP_CEP', cep: '57035-000' });
    await settle();
    actor.send({ type: 'SUBMIT_ADDRESS', address });
    await settle();
    actor.send({ type: 'SUBMIT_OWNERS', owners });
    await settle();
    expect(calls).toEqual([
      ['loadWizard', { marcaId: 41 }],
      ['lookupCep', { cep: '57035000' }],
      ['saveAddress', { address }],
      ['saveOwners', { marcaId: 41, owners }],
    ]);
    // The power of attorney runs as a child machine on the same request.
    const child = actor.getSnapshot().children.powerOfAttorney;
    expect((child?.getSnapshot() as { context: unknown }).context).toMatchObject({ id: 41, uploaded: null });
    actor.stop();
  });

  it('lets a typed address open a step only when every step before it is finished', () => {
    const wizard = wizardAt('marca');
    expect(
      ['titular', 'proprietarios', 'procuracao', 'marca'].every((step) => canOpen(wizard, step as WizardStep)),
    ).toBe(true);
    expect(canOpen(wizard, 'arquivos')).toBe(false);
    expect(canOpen(wizard, 'confirmacao')).toBe(false);
    expect(canOpen(null, 'titular')).toBe(false);
  });

  it('needs CEP, street, number, city and a two-letter state; the complement is optional', () => {
    expect(addressComplete(address)).toBe(true);
    expect(addressComplete({ ...address, Complemento: '' })).toBe(true);
    expect(addressComplete({ ...address, CEP: '5703500' })).toBe(false);
    expect(addressComplete({ ...address, Endereco: '  ' })).toBe(false);
    expect(addressComplete({ ...address, Cidade: '' })).toBe(false);
    expect(addressComplete({ ...address, Estado: 'Alagoas' })).toBe(false);
    expect(addressComplete({ ...address, Estado: 'al' })).toBe(true);
  });
});

describe('brand-registration machine, when an error page answers a save (a 5xx without a message)', () => {
  const offline = fromPromise<never, any>(async () => {
    throw { status: 502 };
  });
  const cases: Array<{ at: WizardStep; actor: string; event: BrandRegistrationEvent; message: string }> = [
    {
      at: 'titular',
      actor: 'saveAddress',
      event: { type: 'SUBMIT_ADDRESS', address },
      message: 'Erro ao salvar dados. Tente novamente.',
    },
    {
      at: 'proprietarios',
      actor: 'saveOwners',
      event: { type: 'SUBMIT_OWNERS', owners },
      message: messages.brandWizard.ownersSaveFailed,
    },
    {
      at: 'marca',
      actor: 'saveBrand',
      event: { type: 'SUBMIT_BRAND', brand: brandData },
      message: 'Erro ao salvar dados da marca. Tente novamente.',
    },
    { at: 'confirmacao', actor: 'confirm', event: { type: 'CONFIRM' }, message: messages.brandWizard.confirmFailed },
  ];
  for (const { at, actor: name, event, message } of cases) {
    it(`${name} shows "${message}" and stays on the step`, async () => {
      const machine = brandRegistrationMachine.provide({
        actors: { loadWizard: fromPromise(async () => wizardAt(at)), [name]: offline },
      });
      const actor = createActor(machine, { input: { marcaId: 7 } }).start();
      await settle();
      actor.send(event);
      await settle();
      expect(wizardScreen(actor.getSnapshot())).toBe(screenOfStep[at]);
      expect(actor.getSnapshot().context.error).toBe(message);
      actor.stop();
    });
  }

  it('a failed load offers "Tentar novamente" with its message', async () => {
    const machine = brandRegistrationMachine.provide({ actors: { loadWizard: offline as never } });
    const actor = createActor(machine, { input: { marcaId: 7 } }).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context.error).toBe(messages.brandWizard.loadFailed);
    actor.stop();
  });

  it('when nothing answers at all, says so with the connection message, as the checkout does', async () => {
    const unreachable = fromPromise<BrandWizard, { marcaId: number }>(async () => {
      throw {};
    });
    const actor = createActor(brandRegistrationMachine.provide({ actors: { loadWizard: unreachable } }), {
      input: { marcaId: 7 },
    }).start();
    await settle();
    expect(actor.getSnapshot().context.error).toBe('Erro de conexão. Tente novamente mais tarde.');
    actor.stop();
  });
});

describe('brand-registration machine, the power-of-attorney child', () => {
  it('starts with the signed upload the server already has, so "Próximo" is enabled on return', async () => {
    const machine = brandRegistrationMachine.provide({
      actors: { loadWizard: fromPromise(async () => wizardAt('marca')) },
    });
    const actor = createActor(machine, { input: { marcaId: 7 } }).start();
    await settle();
    actor.send({ type: 'BACK' });
    const child = actor.getSnapshot().children.powerOfAttorney as AnyActorRef;
    expect(child.getSnapshot().value).toEqual({ ready: 'uploaded' });
    child.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'brand' });
    actor.stop();
  });

  it('starts at the download on a request without one', async () => {
    const machine = brandRegistrationMachine.provide({
      actors: { loadWizard: fromPromise(async () => wizardAt('procuracao')) },
    });
    const actor = createActor(machine, { input: { marcaId: 7 } }).start();
    await settle();
    const child = actor.getSnapshot().children.powerOfAttorney as AnyActorRef;
    expect(child.getSnapshot().value).toEqual({ ready: 'download' });
    child.send({ type: 'NEXT' });
    expect(child.getSnapshot().context.error).toBe(messages.wizard.procuracaoMissing);
    expect(actor.getSnapshot().value).toEqual({ editing: 'powerOfAttorney' });
    actor.stop();
  });
});

describe('brand-registration machine, a reload keeps the customer where they were', () => {
  const reloaded = async (at: WizardScreen, etapa: Parameters<typeof wizardAt>[0]) => {
    const machine = brandRegistrationMachine.provide({
      actors: { loadWizard: fromPromise(async () => wizardAt(etapa)) },
    });
    const actor = createActor(machine, { input: { marcaId: 7, at } }).start();
    await settle();
    const screen = wizardScreen(actor.getSnapshot());
    actor.stop();
    return screen;
  };

  it('opens the page reloaded when every step before it is finished ("Editar" on the review, then a reload)', async () => {
    expect(await reloaded('marca', 'confirmacao')).toBe('marca');
    expect(await reloaded('titular', 'confirmacao')).toBe('titular');
    expect(await reloaded('arquivos', 'arquivos')).toBe('arquivos');
  });

  it('opens the first unfinished step instead when the page reloaded cannot be opened yet', async () => {
    expect(await reloaded('confirmacao-marca', 'marca')).toBe('marca');
    expect(await reloaded('arquivos', 'titular')).toBe('titular');
  });
});
