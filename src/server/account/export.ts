import { ZipFile } from 'yazl';
import { readStoredFile } from '../documents/storage';
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
      proprietarios: data.ownerRows.filter((owner) => owner.marcaId === row.id).map(({ marcaId: _m, ...owner }) => owner),
    })),
    servicos: data.serviceRows.map(({ draft: _draft, ...row }) => row),
    pagamentos: data.paymentRows.map(({ boletoToken: _token, idempotencyKey: _key, pixQrCodeBase64: _qr, ...row }) => row),
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

/** A .zip with meus-dados.json and every file the customer sent; a file missing on disk is listed in the JSON, not fatal. */
export async function exportZip(data: CustomerData, uploadsRoot: string): Promise<Buffer> {
  const zip = new ZipFile();
  const document = exportDocument(data);
  const missing: string[] = [];
  for (const row of data.documentRows) {
    try {
      zip.addBuffer(await readStoredFile(uploadsRoot, row.storagePath), `arquivos/${row.storagePath}`);
    } catch {
      missing.push(row.storagePath);
    }
  }
  zip.addBuffer(Buffer.from(JSON.stringify({ ...document, arquivosAusentes: missing }, null, 2)), 'meus-dados.json');
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
