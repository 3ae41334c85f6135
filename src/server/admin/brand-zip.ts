import { stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { messages } from '../../shared/messages';
import type { DocumentRow } from '../documents/stored-documents';
import { storedFilePath } from '../documents/storage';
import { ApiError } from '../http/errors';

/** The names staff read in arquivos.zip, in the order of the wizard. */
const readableNames: Record<string, string> = {
  logo: 'logotipo',
  comprovanteRes: 'comprovante_de_residencia',
  docFoto: 'documento_com_foto',
  procuracao: 'procuracao_assinada',
};
const kindOrder = Object.keys(readableNames);

export interface ZipEntry {
  name: string;
  path: string;
}

/** Each stored file with its readable name; a file missing on disk is refused before anything is sent. */
export async function zipEntries(uploadsRoot: string, files: DocumentRow[]): Promise<ZipEntry[]> {
  if (files.length === 0) throw new ApiError(404, messages.admin.noDocuments);
  const sorted = [...files].sort((a, b) => kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind));
  const entries: ZipEntry[] = [];
  for (const file of sorted) {
    const path = storedFilePath(uploadsRoot, file.storagePath);
    await stat(path).catch(() => {
      throw new ApiError(404, messages.admin.fileMissing);
    });
    entries.push({ name: `${readableNames[file.kind] ?? file.kind}${extname(file.storagePath)}`, path });
  }
  return entries;
}

/**
 * The zip as a web stream: yazl reads each file from disk as the client takes the bytes, so memory stays
 * flat whatever the files weigh. Images and PDFs are already compressed: they are stored as they are.
 */
export function zipStream(entries: ZipEntry[]): ReadableStream<Uint8Array> {
  const zip = new ZipFile();
  for (const entry of entries) zip.addFile(entry.path, entry.name, { compress: false });
  zip.end();
  return Readable.toWeb(zip.outputStream as Readable) as ReadableStream<Uint8Array>;
}
