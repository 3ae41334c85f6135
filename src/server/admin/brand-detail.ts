import { brandClassesOf } from '../../shared/brand-classes';
import { asc, eq } from 'drizzle-orm';
import type { AdminBrandDetail } from '../../shared/schemas/admin';
import type { Database } from '../db/client';
import { expectedSigners, ownerSignaturePendencias } from '../documents/signatures/owner-signatures';
import { brandOwners, marcas, users } from '../db/schema';
import { listBrandDocuments, signatureReport } from '../documents/stored-documents';
import { ApiError } from '../http/errors';
import { messages } from '../../shared/messages';
import { toBrandRow } from './brand-list';
import { brandConcludeFacts } from './filing-readiness';
import { requestHistory } from './history';
import { holdersOf } from './holders-of';
import { notesOf } from './notes';
import { staffIdsOf } from './queue';
import { inpiSummaries } from '../inpi/customer-summary';
import { adminHolder } from './holder';
import { readChecklist } from './filing-checklist';
import { pendingUndo } from './undo-status';

export async function findBrand(db: Database, id: number) {
  const [row] = await db.select().from(marcas).where(eq(marcas.id, id));
  if (!row) throw new ApiError(404, messages.admin.brandNotFound);
  return row;
}

/** Everything staff need to process one brand request. */
export async function brandDetail(db: Database, id: number): Promise<AdminBrandDetail> {
  const marca = await findBrand(db, id);
  const [user] = await db.select().from(users).where(eq(users.id, marca.userId));
  const owners = await db
    .select()
    .from(brandOwners)
    .where(eq(brandOwners.marcaId, id))
    .orderBy(asc(brandOwners.position));
  const files = await listBrandDocuments(db, id);
  const titular = adminHolder(user!);
  return {
    ...toBrandRow(marca, titular, await holdersOf(db, staffIdsOf([marca]))),
    AreaAtuacao: marca.areaAtuacao,
    Descricao: marca.descricao,
    Tipo: marca.tipo,
    ClasseNice: marca.classeNice,
    classes: brandClassesOf(marca),
    MarcaJaUtilizada: marca.marcaJaUtilizada,
    DataPrimeiroUso: marca.dataPrimeiroUso,
    RegistroInternacional: marca.registroInternacional,
    NumeroRegistroInternacional: marca.numeroRegistroInternacional,
    PaisDeRegistro: marca.paisDeRegistro,
    criadoEm: marca.createdAt.toISOString(),
    atualizadoEm: marca.updatedAt.toISOString(),
    confirmadoEm: marca.confirmadoEm?.toISOString() ?? null,
    titular,
    proprietarios: owners.map((owner) => ({
      nome: owner.nome,
      email: owner.email,
      doc_num: owner.docNum,
      tipo_doc: owner.tipoDoc,
      nacionalidade: owner.nacionalidade,
      endereco: {
        cep: owner.cep,
        logradouro: owner.logradouro,
        numero: owner.numero,
        complemento: owner.complemento,
        bairro: owner.bairro,
        cidade: owner.cidade,
        estado: owner.estado,
      },
      representante:
        owner.representanteNome && owner.representanteCpf
          ? {
              nome: owner.representanteNome,
              cpf: owner.representanteCpf,
              nacionalidade: owner.representanteNacionalidade,
            }
          : null,
    })),
    documentos: files.map((file) => ({
      tipo: file.kind,
      nome: file.originalName,
      mimeType: file.mimeType,
      tamanho: file.sizeBytes,
      enviadoEm: file.createdAt.toISOString(),
      sha256: file.sha256,
      assinatura:
        file.kind === 'procuracao'
          ? signatureReport(file, ownerSignaturePendencias(file.signers, expectedSigners(owners)))
          : null,
    })),
    historico: await requestHistory(db, 'marca', id),
    conclusao: await brandConcludeFacts(db, marca),
    notas: await notesOf(db, 'marca', id),
    classificacaoViena: marca.classificacaoViena,
    checklist: await readChecklist(db, id),
    desfazer: await pendingUndo(db, 'marca', id, marca.status),
    vigencia: (await inpiSummaries(db, [marca])).get(id)?.vigencia ?? null,
  };
}
