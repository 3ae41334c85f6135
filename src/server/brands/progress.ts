import { brandClassesOf, classesComplete } from '../../shared/brand-classes';
import { requiredDocuments, WIZARD_STEPS, type WizardStage, type WizardStep } from '../../shared/schemas/brand-wizard';
import type { UserRow } from '../context';

export interface ProgressFacts {
  titular: Pick<UserRow, 'cep' | 'endereco' | 'numero' | 'cidade' | 'estado'>;
  ownerCount: number;
  /** Every owner has an address, and every company its representative. */
  ownersComplete: boolean;
  hasPowerOfAttorney: boolean;
  brand: { nome: string | null; tipo: string | null } & Parameters<typeof brandClassesOf>[0];
  documentKinds: ReadonlySet<string>;
  confirmed: boolean;
}

/** What the filing needs of the holder's address. */
export function addressComplete(titular: ProgressFacts['titular']): boolean {
  return (
    /^\d{8}$/.test(titular.cep) &&
    titular.endereco.trim() !== '' &&
    titular.numero.trim() !== '' &&
    titular.cidade.trim() !== '' &&
    /^[A-Z]{2}$/.test(titular.estado)
  );
}

/** Each step's own rule for "finished". */
export function finishedSteps(facts: ProgressFacts): Record<WizardStep, boolean> {
  return {
    titular: addressComplete(facts.titular),
    proprietarios: facts.ownerCount > 0 && facts.ownersComplete,
    procuracao: facts.hasPowerOfAttorney,
    marca: Boolean(facts.brand.nome && facts.brand.tipo) && classesComplete(brandClassesOf(facts.brand)),
    arquivos: requiredDocuments(facts.brand.tipo).every((kind) => facts.documentKinds.has(kind)),
    confirmacao: facts.confirmed,
  };
}

/** Where the wizard resumes: the first unfinished step, in order. */
export function currentStage(finished: Record<WizardStep, boolean>): WizardStage {
  return WIZARD_STEPS.find((step) => !finished[step]) ?? 'concluido';
}
