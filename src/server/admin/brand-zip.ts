import { extname } from 'node:path';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { messages } from '../../shared/messages';
import type { DocumentRow } from '../documents/stored-documents';
import { type FileStore, isFileMissing } from '../documents/storage';
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
  storagePath: string;
}

/** Each stored file with its readable name; a file missing from the store is refused before anything is sent. */
export async function zipEntries(store: FileStore, files: DocumentRow[]): Promise<ZipEntry[]> {
  if (files.length === 0) throw new ApiError(404, messages.admin.noDocuments);
  const sorted = [...files].sort((a, b) => kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind));
  const entries: ZipEntry[] = [];
  for (const file of sorted) {
    await store.size(file.storagePath).catch((error: unknown) => {
      throw isFileMissing(error) ? new ApiError(404, messages.admin.fileMissing) : error;
    });
    entries.push({
      name: `${readableNames[file.kind] ?? file.kind}${extname(file.storagePath)}`,
      storagePath: file.storagePath,
    });
  }
  return entries;
}

/**
 * The zip as a web stream: yazl opens each file from the store only when its turn comes and reads it as the
 * client takes the bytes, so memory stays flat whatever the files weigh. Images and PDFs are already
 * compressed: they are stored as they are.
 */
export function zipStream(store: FileStore, entries: ZipEntry[]): ReadableStream<Uint8Array> {
  const zip = new ZipFile();
  for (const entry of entries) {
    zip.addReadStreamLazy(entry.name, { compress: false }, (done) => {
      store.read(entry.storagePath).then(
        ({ body }) => done(null, body),
        (error: Error) => done(error, undefined as never),
      );
    });
  }
  zip.end();
  return Readable.toWeb(zip.outputStream as Readable) as ReadableStream<Uint8Array>;
}
