import type { ConcludeFacts } from '../../../machines/request-status/request-status';
import { isPaid } from '../../shared/schemas/checkout';
import { needsPowerOfAttorney } from '../../shared/schemas/service-request';
import type { Database, Tx } from '../db/client';
import { marcas, servicos } from '../db/schema';
import { procuracaoSignedByEveryOutorgante } from '../documents/signatures/owner-signatures';

type Reader = Database | Tx;

/**
 * Whether the brand's procuração carries a recognised, intact and valid signature from every outorgante. The one
 * place the concluding guard reads the signature check from.
 */
export async function procuracaoSignatureRecognised(db: Reader, marcaId: number): Promise<boolean> {
  return (await procuracaoSignedByEveryOutorgante(db, marcaId)).completa;
}

/** What the brand status machine needs to know before it lets staff conclude (the row as it will be saved). */
export async function brandConcludeFacts(
  db: Reader,
  marca: Pick<typeof marcas.$inferSelect, 'id' | 'statusPagamento' | 'confirmadoEm' | 'protocolo' | 'processoInpi'>,
): Promise<ConcludeFacts> {
  return {
    paid: isPaid(marca.statusPagamento),
    submitted: marca.confirmadoEm !== null,
    protocolRecorded: Boolean(marca.protocolo && marca.processoInpi),
    signatureRecognised: await procuracaoSignatureRecognised(db, marca.id),
    correctable: ['dados', 'documentos', 'procuracao'],
  };
}

/** A service's: an Oposição or a Recurso files under the customer's procuração, a Busca needs none. */
export function serviceConcludeFacts(
  servico: Pick<typeof servicos.$inferSelect, 'statusPagamento' | 'confirmadoEm' | 'planoId' | 'procuracaoAssinada'>,
): ConcludeFacts {
  return {
    paid: isPaid(servico.statusPagamento),
    submitted: servico.confirmadoEm !== null,
    signatureRecognised: !needsPowerOfAttorney(servico.planoId) || servico.procuracaoAssinada,
    // A service has no documents of its own; a Busca has no procuração either.
    correctable: needsPowerOfAttorney(servico.planoId) ? ['dados', 'procuracao'] : ['dados'],
  };
}
