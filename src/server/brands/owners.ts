import { asc, eq } from 'drizzle-orm';
import type { Owner } from '../../shared/schemas/brand-wizard';
import type { Database } from '../db/client';
import { brandOwners } from '../db/schema';
import type { Tx } from '../orders/customer-orders';
import { lockEditableRequest } from './wizard-request';

const toOwner = (row: typeof brandOwners.$inferSelect): Owner => ({
  nome: row.nome,
  email: row.email,
  tipo_doc: row.tipoDoc === 'cnpj' ? 'cnpj' : 'cpf',
  doc_num: row.docNum,
});

export async function listOwners(db: Database | Tx, marcaId: number): Promise<Owner[]> {
  const rows = await db.select().from(brandOwners).where(eq(brandOwners.marcaId, marcaId)).orderBy(asc(brandOwners.position));
  return rows.map(toOwner);
}

/** The list sent is the whole list: it replaces the request's owners, in the order given. */
export function replaceOwners(db: Database, marcaId: number, owners: Owner[]): Promise<Owner[]> {
  return db.transaction(async (tx) => {
    await lockEditableRequest(tx, marcaId);
    await tx.delete(brandOwners).where(eq(brandOwners.marcaId, marcaId));
    await tx.insert(brandOwners).values(
      owners.map((owner, position) => ({ marcaId, position, nome: owner.nome, email: owner.email, docNum: owner.doc_num, tipoDoc: owner.tipo_doc })),
    );
    return listOwners(tx, marcaId);
  });
}
