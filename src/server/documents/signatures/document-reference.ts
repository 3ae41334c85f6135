import type { OrderKind } from '../../../shared/schemas/checkout';

/**
 * The generated procuração names the request it is for in its document information dictionary, under this key:
 * the check of an upload reads it back from the revision the first signature covers, so the procuração of another
 * request ("marca-12" uploaded to "marca-13") is "documento_diferente". A later update cannot change what the
 * signature covers.
 */
export const PROCURACAO_REFERENCE_KEY = 'ProcuracaoDoPedido';

export const powerOfAttorneyReference = (kind: OrderKind, id: number) => `${kind}-${id}`;

/**
 * The procuração an upload must be: the request's reference, and our procuração for that request as generated
 * at a given moment (the text carries its date, which the signed revision's /CreationDate gives back).
 */
export interface ExpectedDocument {
  referencia: string;
  gerar: (emitidaEm: Date) => Promise<Uint8Array>;
}
