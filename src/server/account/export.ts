import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { type FileStore, isFileMissing } from '../documents/storage';
import { toProfile } from '../profile/to-profile';
import type { CustomerData } from './customer-data';

/** The customer's data in the export's own words; internal keys (tokens for links, hashes of secrets) stay out. */
export function exportDocument(data: CustomerData, generatedAt = new Date()) {
  const { user } = data;
  return {
    geradoEm: generatedAt.toISOString(),
    sobre:
      'Dados pessoais que guardamos sobre você (LGPD, art. 18). Os arquivos enviados estão na pasta "arquivos" deste .zip.',
    perfil: { ...toProfile(user), criadoEm: user.createdAt.toISOString() },
    marcas: data.brandRows.map(({ draft: _draft, ...row }) => ({
      ...row,
      proprietarios: data.ownerRows
        .filter((owner) => owner.marcaId === row.id)
        .map(({ marcaId: _m, ...owner }) => owner),
    })),
    servicos: data.serviceRows.map(({ draft: _draft, ...row }) => row),
    pagamentos: data.paymentRows.map(
      ({ boletoToken: _token, idempotencyKey: _key, pixQrCodeBase64: _qr, ...row }) => row,
    ),
    historico: data.eventRows.map(({ actorUserId, ...event }) => ({ ...event, feitoPelaEquipe: actorUserId !== null })),
    arquivos: data.documentRows.map((row) => ({
      pedido: row.marcaId !== null ? { tipo: 'marca', id: row.marcaId } : { tipo: 'servico', id: row.servicoId },
      tipoDeDocumento: row.kind,
      nomeOriginal: row.originalName,
      tipo: row.mimeType,
      tamanho: row.sizeBytes,
      sha256: row.sha256,
      enviadoEm: row.createdAt.toISOString(),
      noZip: `arquivos/${row.storagePath}`,
    })),
  };
}

/**
 * A .zip with meus-dados.json and every file the customer sent, streamed: each file is read from the store
 * only when its turn comes. A file missing from the store is listed in the JSON, not fatal.
 */
export async function exportZip(data: CustomerData, store: FileStore): Promise<ReadableStream<Uint8Array>> {
  const zip = new ZipFile();
  const document = exportDocument(data);
  const missing: string[] = [];
  const present: string[] = [];
  for (const row of data.documentRows) {
    try {
      await store.size(row.storagePath);
      present.push(row.storagePath);
    } catch (error) {
      if (!isFileMissing(error)) throw error;
      missing.push(row.storagePath);
    }
  }
  zip.addBuffer(Buffer.from(JSON.stringify({ ...document, arquivosAusentes: missing }, null, 2)), 'meus-dados.json');
  for (const storagePath of present) {
    zip.addReadStreamLazy(`arquivos/${storagePath}`, (done) => {
      store.read(storagePath).then(
        ({ body }) => done(null, body),
        (error: Error) => done(error, undefined as never),
      );
    });
  }
  zip.end();
  return Readable.toWeb(zip.outputStream as Readable) as ReadableStream<Uint8Array>;
}
