import type { OrderKind } from './checkout';

/** One line of a request's history as the customer sees it. */
export interface TimelineEvent {
  id: number;
  /** criacao | pagamento | assistente | status | protocolo | inpi */
  tipo: string;
  titulo: string;
  statusDe: string | null;
  statusPara: string | null;
  mensagem: string | null;
  /** ISO 8601. */
  data: string;
}

/** GET /api/marcas/{id}/historico and GET /api/servicos/{id}/historico (additions): newest first. */
export interface RequestTimeline {
  pedido: { tipo: OrderKind; id: number; referencia: string; nome: string; protocolo: string | null };
  eventos: TimelineEvent[];
  /** A filed brand's process at the INPI; absent for services and brands not yet filed. */
  percurso?: ProcessPath;
}

/** One step of the INPI process, as the customer's page draws it. */
export interface ProcessStep {
  etapa: ProcessStage;
  situacao: 'concluida' | 'atual' | 'futura';
}

/** The stages of a mark's life at the INPI, in order (src/shared/inpi-messages.ts names them). */
export const processStages = [
  'deposito',
  'publicacao',
  'oposicao',
  'exame',
  'decisao',
  'concessao',
  'vigencia',
  'prorrogacao',
] as const;
export type ProcessStage = (typeof processStages)[number];
export type ProcessBranch = 'exigencia' | 'oposicao' | 'recurso' | 'sobrestamento';

/** A filed brand's INPI process at a glance: where it stands, the forks it took and the next deadline. */
export interface ProcessPath {
  etapas: ProcessStep[];
  desvios: ProcessBranch[];
  /** How it ended, when it did not end registered (indeferido, arquivado, extinto). */
  fim: 'indeferido' | 'arquivado' | 'extinto' | null;
  proximoPrazo: { nome: string; data: string } | null;
}
