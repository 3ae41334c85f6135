import { and, eq } from 'drizzle-orm';
import type { ConcludeFacts } from '../../../machines/request-status';
import type { Database } from '../db/client';
import { documents, marcas, servicos } from '../db/schema';
import type { Tx } from '../orders/customer-orders';

type Reader = Database | Tx;

/**
 * Whether the brand's procuração carries a recognised signature. The one place the concluding guard reads
 * the signature check from: point it at another verifier here and nothing else changes.
 */
export async function procuracaoSignatureRecognised(db: Reader, marcaId: number): Promise<boolean> {
  const [row] = await db
    .select({ signatureStatus: documents.signatureStatus })
    .from(documents)
    .where(and(eq(documents.marcaId, marcaId), eq(documents.kind, 'procuracao')));
  return row?.signatureStatus === 'assinada';
}

export const PAID = 'Pago';

/** What the brand status machine needs to know before it lets staff conclude (the row as it will be saved). */
export async function brandConcludeFacts(
  db: Reader,
  marca: Pick<typeof marcas.$inferSelect, 'id' | 'statusPagamento' | 'confirmadoEm' | 'protocolo' | 'processoInpi'>,
): Promise<ConcludeFacts> {
  return {
    paid: marca.statusPagamento === PAID,
    submitted: marca.confirmadoEm !== null,
    protocolRecorded: Boolean(marca.protocolo && marca.processoInpi),
    signatureRecognised: await procuracaoSignatureRecognised(db, marca.id),
  };
}

export function serviceConcludeFacts(
  servico: Pick<typeof servicos.$inferSelect, 'statusPagamento' | 'confirmadoEm'>,
): ConcludeFacts {
  return { paid: servico.statusPagamento === PAID, submitted: servico.confirmadoEm !== null };
}
