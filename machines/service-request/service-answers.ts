import type { ServiceData, ServicePlanId } from '../../src/shared/schemas/service-request';

/**
 * What the customer answers in a service's form, in camelCase. The API speaks the spec's names (`nome_marca`,
 * `numero_proc_inpi`…): src/web/api maps them with `serviceAnswersOf` and `serviceDataOf` where it reads and sends.
 */
export interface ServiceAnswers {
  nomeMarca?: string;
  /** The Nice class, "1" to "45". */
  segmento?: string;
  marcaJaUtilizada?: boolean;
  tempoUsada?: string;
  cadastroInpi?: boolean;
  /** The INPI process number, 9 digits. */
  processoInpi?: string;
}

export type ServiceAnswer = keyof ServiceAnswers;

/** The answers each service's form asks, in the spec's order. */
export const SERVICE_ANSWERS = {
  4: ['nomeMarca', 'segmento', 'marcaJaUtilizada', 'tempoUsada'],
  5: ['nomeMarca', 'segmento', 'tempoUsada', 'cadastroInpi', 'processoInpi'],
  6: ['nomeMarca', 'segmento', 'processoInpi'],
  7: ['nomeMarca', 'segmento', 'processoInpi'],
} as const satisfies Record<ServicePlanId, readonly ServiceAnswer[]>;

/** Each answer's name in the spec. */
const specNames = {
  nomeMarca: 'nome_marca',
  segmento: 'segmento',
  marcaJaUtilizada: 'marca_ja_utilizada',
  tempoUsada: 'tempo_usada',
  cadastroInpi: 'cadastro_inpi',
  processoInpi: 'numero_proc_inpi',
} as const satisfies Record<ServiceAnswer, keyof ServiceData>;

const answers = Object.keys(specNames) as ServiceAnswer[];

/** The saved `dados` (`dados_servico`) in camelCase; keys the form does not know are left out. */
export function serviceAnswersOf(dados: ServiceData | Record<string, unknown>): ServiceAnswers {
  const saved = dados as Record<string, unknown>;
  return Object.fromEntries(
    answers
      .filter((answer) => saved[specNames[answer]] !== undefined)
      .map((answer) => [answer, saved[specNames[answer]]]),
  ) as ServiceAnswers;
}

/** The saved `dados` for the back office: the form's answers in camelCase, then any other key as it came. */
export function allServiceAnswersOf(dados: Record<string, unknown>): ServiceAnswers & Record<string, unknown> {
  const spec = new Set<string>(Object.values(specNames));
  return {
    ...serviceAnswersOf(dados),
    ...Object.fromEntries(Object.entries(dados).filter(([key]) => !spec.has(key))),
  };
}

/** The answers as the spec's `dados`. */
export function serviceDataOf(answersGiven: ServiceAnswers): ServiceData {
  return Object.fromEntries(
    answers
      .filter((answer) => answersGiven[answer] !== undefined)
      .map((answer) => [specNames[answer], answersGiven[answer]]),
  ) as ServiceData;
}
