import { niceClasses } from '../../shared/nice-classes';
import { SERVICE_ANSWERS, type ServiceAnswers } from '../../../machines/service-request/service-answers';
import type { ServicePlanId } from '../../shared/schemas/service-request';

/** Every field any service form has, as the form holds them. */
export type ServiceFormValues = Required<ServiceAnswers>;

export const segmentOptions = niceClasses.map((entry) => ({
  value: String(entry.numero),
  label: `${entry.numero} – ${entry.titulo}`,
}));

/** The saved answers, or an empty form (with the public search's query, when it led here). */
export function serviceFormValues(
  dados: ServiceAnswers,
  prefill: { nomeMarca: string; segmento: string } | null = null,
): ServiceFormValues {
  return {
    nomeMarca: dados.nomeMarca ?? prefill?.nomeMarca ?? '',
    segmento: dados.segmento ?? prefill?.segmento ?? '',
    marcaJaUtilizada: dados.marcaJaUtilizada ?? false,
    tempoUsada: dados.tempoUsada ?? '',
    cadastroInpi: dados.cadastroInpi ?? false,
    processoInpi: dados.processoInpi ?? '',
  };
}

/** What the form sends: only the answers of this service. */
export function serviceDados(planId: ServicePlanId, values: ServiceFormValues): ServiceAnswers {
  return Object.fromEntries(SERVICE_ANSWERS[planId].map((field) => [field, values[field]]));
}

/** The process number keeps digits only, at most 9. */
export const maskProcessNumber = (value: string) => value.replace(/\D/g, '').slice(0, 9);
