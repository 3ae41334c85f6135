import { eq } from 'drizzle-orm';
import { serviceAnswersOf } from '../../../machines/service-request/service-answers';
import { entryTitle } from '../../shared/catalogue';
import { orderReference } from '../../shared/order-reference';
import type { OrderKind } from '../../shared/schemas/checkout';
import type { Database } from '../db/client';
import { marcas, servicos } from '../db/schema';

/** What a customer reads to recognise one of their requests, and whose it is. */
export interface RequestIdentity {
  kind: OrderKind;
  id: number;
  userId: number;
  /** "Registro da marca “Café Sertão” (plano Essencial)" or "Busca para a marca “Café Sertão”". */
  name: string;
  reference: string;
  protocol: string | null;
  /** The plan or service bought (catalogue id): what a mail speaks of. */
  planId: number;
}

const quoted = (text: string) => `“${text}”`;

const identityOf = (
  kind: OrderKind,
  id: number,
  row: { userId: number; planoId: number; protocolo: string | null },
  name: string,
): RequestIdentity => ({
  kind,
  id,
  userId: row.userId,
  name,
  reference: orderReference(kind, id),
  protocol: row.protocolo,
  planId: row.planoId,
});

export async function requestIdentity(
  db: Pick<Database, 'select'>,
  kind: OrderKind,
  id: number,
): Promise<RequestIdentity | undefined> {
  if (kind === 'marca') {
    const [row] = await db
      .select({ userId: marcas.userId, planoId: marcas.planoId, nome: marcas.nome, protocolo: marcas.protocolo })
      .from(marcas)
      .where(eq(marcas.id, id));
    if (!row) return undefined;
    const plan = `plano ${entryTitle(row.planoId)}`;
    const name = row.nome ? `Registro da marca ${quoted(row.nome)} (${plan})` : `Registro de marca (${plan})`;
    return identityOf(kind, id, row, name);
  }
  const [row] = await db
    .select({
      userId: servicos.userId,
      planoId: servicos.planoId,
      dados: servicos.dados,
      protocolo: servicos.numProtocolo,
    })
    .from(servicos)
    .where(eq(servicos.id, id));
  if (!row) return undefined;
  const { nomeMarca } = serviceAnswersOf(row.dados);
  const brand = typeof nomeMarca === 'string' && nomeMarca.trim() ? nomeMarca.trim() : null;
  const name = brand
    ? `${entryTitle(row.planoId)} para a marca ${quoted(brand)}`
    : `Serviço de ${entryTitle(row.planoId)}`;
  return identityOf(kind, id, row, name);
}
