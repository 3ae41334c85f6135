import { asc, eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import type { Owner, Signer } from '../../../shared/schemas/brand-wizard';
import type { Tx } from '../../db/client';
import type { Database } from '../../db/client';
import { brandOwners } from '../../db/schema';
import { findBrandDocument } from '../stored-documents';

/** Who must sign for an outorgante: the person, or a company's representative, by name and CPF. */
export interface ExpectedSigner {
  nome: string;
  cpf: string | null;
}

/** From the owners as stored. */
export const expectedSigners = (
  owners: {
    nome: string;
    tipoDoc: string;
    docNum: string;
    representanteNome: string | null;
    representanteCpf: string | null;
  }[],
): ExpectedSigner[] =>
  owners.map((owner) =>
    owner.tipoDoc === 'cnpj'
      ? { nome: `${owner.representanteNome ?? owner.nome} (por ${owner.nome})`, cpf: owner.representanteCpf }
      : { nome: owner.nome, cpf: owner.docNum },
  );

/** From the owners as the wizard answers them. */
export const expectedSignersOf = (owners: Owner[]): ExpectedSigner[] =>
  expectedSigners(
    owners.map((owner) => ({
      nome: owner.nome,
      tipoDoc: owner.tipo_doc,
      docNum: owner.doc_num,
      representanteNome: owner.representante?.nome ?? null,
      representanteCpf: owner.representante?.cpf ?? null,
    })),
  );

/**
 * What is still missing for a procuração every outorgante signed: "falta a assinatura de {nome}" for each
 * outorgante (or company representative) whose CPF no recognised signature carries, and a note for a
 * signer who is neither. Only recognised signers count: a self-made certificate can carry any CPF.
 */
export function ownerSignaturePendencias(signers: Signer[], expected: ExpectedSigner[]): string[] {
  const recognised = signers.filter((signer) => signer.cadeia && signer.cpf);
  const missing = expected
    .filter((owner) => !recognised.some((signer) => owner.cpf && signer.cpf === owner.cpf))
    .map((owner) => messages.signature.missingSignature(owner.nome));
  const strangers = recognised
    .filter((signer) => !expected.some((owner) => owner.cpf === signer.cpf))
    .map((signer) => messages.signature.notAnOwner(signer.nome));
  return [...missing, ...strangers];
}

/**
 * For the staff back office (e.g. before "Protocolado" or "Concluída"): whether a brand request's procuração
 * carries a recognised, intact and valid signature from every outorgante, and what is missing when not.
 */
export async function procuracaoSignedByEveryOutorgante(
  db: Database | Tx,
  marcaId: number,
): Promise<{ completa: boolean; enviada: boolean; pendencias: string[] }> {
  const [row, owners] = await Promise.all([
    findBrandDocument(db, marcaId, 'procuracao'),
    db.select().from(brandOwners).where(eq(brandOwners.marcaId, marcaId)).orderBy(asc(brandOwners.position)),
  ]);
  if (!row) return { completa: false, enviada: false, pendencias: [messages.admin.powerOfAttorneyMissing] };
  const pendencias = ownerSignaturePendencias(row.signers, expectedSigners(owners));
  if (row.signatureStatus !== 'assinada')
    return {
      completa: false,
      enviada: true,
      pendencias: [
        messages.signature.labels[row.signatureStatus as keyof typeof messages.signature.labels] ?? row.signatureStatus,
        ...pendencias,
      ],
    };
  return { completa: pendencias.length === 0, enviada: true, pendencias };
}
