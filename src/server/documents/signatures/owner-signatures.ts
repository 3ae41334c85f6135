import { and, asc, eq } from 'drizzle-orm';
import { documentTypeOf } from '../../../shared/documents';
import { messages } from '../../../shared/messages';
import type { Owner } from '../../../../machines/brand-wizard/owner-names';
import type { Signer } from '../../../shared/schemas/brand-wizard';
import type { Tx } from '../../db/client';
import type { Database } from '../../db/client';
import { brandOwners, documents, servicos, users } from '../../db/schema';
import type { OrderKind } from '../../../shared/schemas/checkout';

/** Who must sign for an outorgante: the person, or a company's representative, by name and CPF. */
export interface ExpectedSigner {
  nome: string;
  cpf: string | null;
  /** Without a CPF to match: any recognised signature stands for this outorgante. */
  anyRecognised?: boolean;
}

/** A service's outorgante: the customer, by CPF; a company customer by whichever representative signs. */
export const holderSigner = (user: { fullName: string; cpf: string }): ExpectedSigner =>
  documentTypeOf(user.cpf) === 'cnpj'
    ? { nome: user.fullName, cpf: null, anyRecognised: true }
    : { nome: user.fullName, cpf: user.cpf };

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
      tipoDoc: owner.tipoDoc,
      docNum: owner.docNum,
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
  // A company holder whose representative we do not know (a service's customer with a CNPJ): any recognised signer.
  const missing = expected
    .filter((owner) =>
      owner.cpf === null && owner.anyRecognised
        ? recognised.length === 0
        : !recognised.some((signer) => owner.cpf && signer.cpf === owner.cpf),
    )
    .map((owner) => messages.signature.missingSignature(owner.nome));
  const strangers = recognised
    .filter((signer) => !expected.some((owner) => owner.cpf === signer.cpf || owner.anyRecognised))
    .map((signer) => messages.signature.notAnOwner(signer.nome));
  return [...missing, ...strangers];
}

/** Whether a request's procuração carries a recognised, intact and valid signature of every outorgante. */
export interface SignedMandate {
  completa: boolean;
  enviada: boolean;
  /** What is missing, in the words customer and staff read ("falta a assinatura de {nome}"). */
  pendencias: string[];
}

/**
 * Who must sign a request's procuração: a brand's owners (a brand is sent only once it names them), a service's
 * customer.
 */
async function expectedSignersFor(db: Database | Tx, kind: OrderKind, id: number): Promise<ExpectedSigner[]> {
  if (kind === 'marca')
    return expectedSigners(
      await db.select().from(brandOwners).where(eq(brandOwners.marcaId, id)).orderBy(asc(brandOwners.position)),
    );
  const [holder] = await db
    .select({ fullName: users.fullName, cpf: users.cpf })
    .from(servicos)
    .innerJoin(users, eq(users.id, servicos.userId))
    .where(eq(servicos.id, id));
  return holder ? [holderSigner(holder)] : [];
}

/**
 * A request's mandate as the back office and the customer's row read it (before "Protocolado" or "Concluída"):
 * whether its procuração carries a recognised, intact and valid signature of every outorgante, and what is missing.
 */
export async function signedMandate(db: Database | Tx, kind: OrderKind, id: number): Promise<SignedMandate> {
  const [[row], expected] = await Promise.all([
    db
      .select()
      .from(documents)
      .where(
        and(
          kind === 'marca' ? eq(documents.marcaId, id) : eq(documents.servicoId, id),
          eq(documents.kind, 'procuracao'),
        ),
      ),
    expectedSignersFor(db, kind, id),
  ]);
  if (!row) return { completa: false, enviada: false, pendencias: [messages.admin.powerOfAttorneyMissing] };
  const pendencias = ownerSignaturePendencias(row.signers, expected);
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

/** The brand's mandate (signedMandate), as the filing checklist asks for it. */
export const procuracaoSignedByEveryOutorgante = (db: Database | Tx, marcaId: number) =>
  signedMandate(db, 'marca', marcaId);
