import * as v from 'valibot';
import { onlyDigits } from '../../src/shared/documents';
import { messages } from '../../src/shared/messages';
import { classesComplete, legacyClasses } from '../../src/shared/brand-classes';
import { ownersSchema, type BrandDataInput, type WizardStep } from '../../src/shared/schemas/brand-wizard';
import { requestUnavailable, sessionExpired } from '../shared/api-failure';
import type { BrandDocumentsOutput } from './brand-documents';
import { ownerToSpec } from './owner-names';
import {
  addressComplete,
  canOpen,
  stepOfScreen,
  type BrandRegistrationContext,
  type BrandRegistrationEvent,
} from './brand-wizard-steps';

type Guarded = { context: BrandRegistrationContext; event: BrandRegistrationEvent };

const opens =
  (step: WizardStep) =>
  ({ context, event }: { context: BrandRegistrationContext; event: BrandRegistrationEvent }) =>
    event.type === 'GO' && event.step === step && canOpen(context.wizard, step);
/** The step the page opened on when it may be opened (a reload stays where the customer was), else the first unfinished one. */
const resumeStep = ({ wizard, at }: BrandRegistrationContext) =>
  at && canOpen(wizard, stepOfScreen[at]) ? stepOfScreen[at] : wizard?.etapa;
const resumesAt =
  (step: WizardStep) =>
  ({ context }: { context: BrandRegistrationContext }) =>
    resumeStep(context) === step;
const hasNameAndType = (brand: BrandDataInput) => Boolean(brand.nome?.trim()) && Boolean(brand.tipo);
/** The classes the form sends, each saying what it protects (items or free text): the server's rule for a finished /marca. */
const hasClasses = (brand: BrandDataInput) =>
  classesComplete(
    (
      brand.classes ??
      legacyClasses(typeof brand.classeNice === 'number' ? brand.classeNice : null, brand.descricao ?? null)
    ).map((entry) => ({
      classeNice: entry.classeNice,
      itens: entry.itens ?? [],
      livre: entry.livre ?? null,
    })),
  );

/** The brand wizard's guards, named in its setup(): every rule of the wizard's steps. */
export const brandWizardGuards = {
  concluded: ({ context }: Guarded) => context.wizard?.etapa === 'concluido',
  sessionExpired: ({ event }: Guarded) => sessionExpired(event),
  requestUnavailable: ({ event }: Guarded) => requestUnavailable(event),
  resumesAtTitular: resumesAt('titular'),
  resumesAtOwners: resumesAt('proprietarios'),
  resumesAtPowerOfAttorney: resumesAt('procuracao'),
  resumesAtBrand: resumesAt('marca'),
  resumesAtDocuments: resumesAt('arquivos'),
  opensTitular: opens('titular'),
  opensOwners: opens('proprietarios'),
  opensPowerOfAttorney: opens('procuracao'),
  opensBrand: opens('marca'),
  opensDocuments: opens('arquivos'),
  opensReview: opens('confirmacao'),
  cepComplete: ({ event }: Guarded) => event.type === 'LOOKUP_CEP' && onlyDigits(event.cep).length === 8,
  addressComplete: ({ event }: Guarded) => event.type === 'SUBMIT_ADDRESS' && addressComplete(event.address),
  ownersValid: ({ event }: Guarded) =>
    event.type === 'SUBMIT_OWNERS' && v.safeParse(ownersSchema, event.owners.map(ownerToSpec)).success,
  nameAndType: ({ event }: Guarded) => event.type === 'SUBMIT_BRAND' && hasNameAndType(event.brand),
  classesChosen: ({ event }: Guarded) => event.type === 'SUBMIT_BRAND' && hasClasses(event.brand),
  // The refusal's complaint is fixed once the form has both.
  nameAndTypeFixed: ({ context, event }: Guarded) =>
    event.type === 'EDIT_BRAND' &&
    context.error === messages.brandData.nameAndTypeRequired &&
    hasNameAndType(event.brand),
  classesFixed: ({ context, event }: Guarded) =>
    event.type === 'EDIT_BRAND' && context.error === messages.brandData.classesRequired && hasClasses(event.brand),
  documentsEnded: (_: Guarded, params: { output: BrandDocumentsOutput; end: BrandDocumentsOutput['end'] }) =>
    params.output.end === params.end,
};
