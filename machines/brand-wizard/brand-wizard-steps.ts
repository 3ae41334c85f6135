import { onlyDigits } from '../../src/shared/documents';
import {
  WIZARD_STEPS,
  type BrandDataInput,
  type CepAddress,
  type WizardStep,
} from '../../src/shared/schemas/brand-wizard';
import type { ProfileAddress } from '../../src/shared/schemas/profile';
import type { BrandWizard, OwnerInput } from './owner-names';

/** The wizard's screens, named after their routes, in order; the state decides which one shows. */
export const wizardScreens = [
  'titular',
  'add-titular',
  'procuracao',
  'marca',
  'arquivos',
  'confirmacao-marca',
] as const;
export type WizardScreen = (typeof wizardScreens)[number];

/** The server's step names (resume data) and the screens that show them. */
export const screenOfStep: Record<WizardStep, WizardScreen> = {
  titular: 'titular',
  proprietarios: 'add-titular',
  procuracao: 'procuracao',
  marca: 'marca',
  arquivos: 'arquivos',
  confirmacao: 'confirmacao-marca',
};
export const stepOfScreen = Object.fromEntries(
  Object.entries(screenOfStep).map(([step, screen]) => [screen, step]),
) as Record<WizardScreen, WizardStep>;

/** The holder's address as the /titular form sends it (PATCH /api/profile/). */
export type AddressInput = ProfileAddress;

export interface BrandRegistrationInput {
  marcaId: number;
  /** The step whose page was opened or reloaded: the wizard resumes there when that step may be opened. */
  at?: WizardScreen;
}

export interface BrandRegistrationContext {
  marcaId: number;
  at: WizardScreen | null;
  /** Everything saved so far (the resume data), kept current after each save. */
  wizard: BrandWizard | null;
  /** The message on the current step: a refused "Próximo" or a failed save. */
  error: string | null;
  /** The success message of the last save, shown once as a toast. */
  notice: string | null;
  cepError: string | null;
  /** The last CEP lookup's address, which the /titular form copies into its fields. */
  cepAddress: CepAddress | null;
}

export type BrandRegistrationEvent =
  | { type: 'RETRY' }
  | { type: 'GO'; step: WizardStep }
  | { type: 'BACK' }
  | { type: 'LOOKUP_CEP'; cep: string }
  | { type: 'SUBMIT_ADDRESS'; address: AddressInput }
  | { type: 'SUBMIT_OWNERS'; owners: OwnerInput[] }
  | { type: 'SUBMIT_BRAND'; brand: BrandDataInput }
  | { type: 'EDIT_BRAND'; brand: BrandDataInput }
  | { type: 'CONFIRM' };

/** What the filing needs of the holder's address (the server's rule for a finished /titular). */
export function addressComplete(address: AddressInput): boolean {
  return (
    onlyDigits(address.CEP).length === 8 &&
    address.Endereco.trim() !== '' &&
    address.Numero.trim() !== '' &&
    address.Cidade.trim() !== '' &&
    /^[A-Z]{2}$/.test(address.Estado.trim().toUpperCase())
  );
}

/** Every step before `step` is finished, so the customer may open it. */
export function canOpen(wizard: BrandWizard | null, step: WizardStep): boolean {
  if (!wizard) return false;
  return WIZARD_STEPS.slice(0, WIZARD_STEPS.indexOf(step)).every((earlier) => wizard.etapasConcluidas[earlier]);
}

type SnapshotLike = { status: string; hasTag: (tag: string) => boolean };

/** The screen the state shows; null while loading (or failing to load) and once the wizard has ended. */
export function wizardScreen(snapshot: SnapshotLike): WizardScreen | null {
  if (snapshot.status !== 'active') return null;
  return wizardScreens.find((screen) => snapshot.hasTag(screen)) ?? null;
}
