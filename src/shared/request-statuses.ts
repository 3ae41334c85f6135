/** The statuses staff give a request in the back office (spec section 4); the status machine decides the moves. */
export const brandStatuses = ['Pendente', 'Iniciada', 'Concluida', 'Rejeitada'] as const;
export const serviceStatuses = ['Pendente', 'Análise', 'Concluído', 'Rejeitado'] as const;

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
}
