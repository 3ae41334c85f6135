import { niceClasses } from '../../shared/nice-classes';
import { SERVICE_FIELDS, type ServiceData, type ServicePlanId } from '../../shared/schemas/service-request';

/** Every field any service form has, as the form holds them. */
export interface ServiceFormValues {
  nome_marca: string;
  segmento: string;
  marca_ja_utilizada: boolean;
  tempo_usada: string;
  cadastro_inpi: boolean;
  numero_proc_inpi: string;
}

export const segmentOptions = niceClasses.map((entry) => ({
  value: String(entry.numero),
  label: `${entry.numero} – ${entry.titulo}`,
}));

/** The saved answers, or an empty form (with the public search's query, when it led here). */
export function serviceFormValues(
  dados: ServiceData,
  prefill: { nome_marca: string; segmento: string } | null = null,
): ServiceFormValues {
  return {
    nome_marca: dados.nome_marca ?? prefill?.nome_marca ?? '',
    segmento: dados.segmento ?? prefill?.segmento ?? '',
    marca_ja_utilizada: dados.marca_ja_utilizada ?? false,
    tempo_usada: dados.tempo_usada ?? '',
    cadastro_inpi: dados.cadastro_inpi ?? false,
    numero_proc_inpi: dados.numero_proc_inpi ?? '',
  };
}

/** `dados` as the spec sends it: only the fields of this service. */
export function serviceDados(planoId: ServicePlanId, values: ServiceFormValues): Record<string, unknown> {
  return Object.fromEntries(SERVICE_FIELDS[planoId].map((field) => [field, values[field]]));
}

/** The process number keeps digits only, at most 9. */
export const maskProcessNumber = (value: string) => value.replace(/\D/g, '').slice(0, 9);
