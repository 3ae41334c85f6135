import { asc, eq } from 'drizzle-orm';
import type { Owner } from '../../../machines/brand-wizard/owner-names';
import type { Database, Tx } from '../db/client';
import { brandOwners } from '../db/schema';

type OwnerRow = typeof brandOwners.$inferSelect;

const toOwner = (row: OwnerRow): Owner => ({
  nome: row.nome,
  email: row.email,
  tipoDoc: row.tipoDoc === 'cnpj' ? 'cnpj' : 'cpf',
  docNum: row.docNum,
  nacionalidade: row.nacionalidade,
  endereco: {
    cep: row.cep,
    logradouro: row.logradouro,
    numero: row.numero,
    complemento: row.complemento,
    bairro: row.bairro,
    cidade: row.cidade,
    estado: row.estado,
  },
  representante:
    row.representanteNome && row.representanteCpf
      ? { nome: row.representanteNome, cpf: row.representanteCpf, nacionalidade: row.representanteNacionalidade }
      : null,
});

const toRow = (marcaId: number, owner: Owner, position: number) => ({
  marcaId,
  position,
  nome: owner.nome,
  email: owner.email,
  docNum: owner.docNum,
  tipoDoc: owner.tipoDoc,
  nacionalidade: owner.nacionalidade,
  ...owner.endereco,
  representanteNome: owner.representante?.nome ?? null,
  representanteCpf: owner.representante?.cpf ?? null,
  representanteNacionalidade: owner.representante?.nacionalidade ?? '',
});

export async function listOwners(db: Database | Tx, marcaId: number): Promise<Owner[]> {
  const rows = await db
    .select()
    .from(brandOwners)
    .where(eq(brandOwners.marcaId, marcaId))
    .orderBy(asc(brandOwners.position));
  return rows.map(toOwner);
}

/** An owner saved before owners had addresses has none: the step is unfinished until it is given. */
export const ownerComplete = (owner: Owner) =>
  /^\d{8}$/.test(owner.endereco.cep) &&
  owner.endereco.logradouro !== '' &&
  owner.endereco.numero !== '' &&
  owner.endereco.cidade !== '' &&
  /^[A-Z]{2}$/.test(owner.endereco.estado) &&
  (owner.tipoDoc === 'cpf' || owner.representante !== null);

/**
 * The list sent is the whole list: it replaces the request's owners, in the order given. Runs in the transaction that
 * holds the request's lock (save-owners.ts).
 */
export async function replaceOwners(tx: Tx, marcaId: number, owners: Owner[]): Promise<Owner[]> {
  await tx.delete(brandOwners).where(eq(brandOwners.marcaId, marcaId));
  await tx.insert(brandOwners).values(owners.map((owner, position) => toRow(marcaId, owner, position)));
  return listOwners(tx, marcaId);
}
