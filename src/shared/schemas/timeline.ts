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
}
