/** The statuses staff give a request in the back office (spec section 4); the status machine decides the moves. */
export const brandStatuses = ['Pendente', 'Iniciada', 'Devolvida', 'Concluida', 'Rejeitada'] as const;
export const serviceStatuses = ['Pendente', 'Análise', 'Devolvido', 'Concluído', 'Rejeitado'] as const;

/**
 * The parts of a request staff may reopen when they return it for correction: its data (a brand's owners and brand
 * data, a service's form), its documents (a brand's files) and the procuração.
 */
export const correctionParts = ['dados', 'documentos', 'procuracao'] as const;
export type CorrectionPart = (typeof correctionParts)[number];

export type BrandStatus = (typeof brandStatuses)[number];
export type ServiceStatus = (typeof serviceStatuses)[number];

/** What the server knows about a request when staff change its status; the concluding guard reads it. */
export interface ConcludeFacts {
  paid: boolean;
  submitted: boolean;
  /** Brands only: the INPI process number and protocol are recorded. */
  protocolRecorded?: boolean;
  /**
   * The procuração carries a recognised signature of every outorgante (a brand, an Oposição, a Recurso); true for a
   * Busca, which needs none.
   */
  signatureRecognised?: boolean;
  /** The parts this request has that a return for correction may reopen (all of them when not said). */
  correctable?: readonly CorrectionPart[];
}
