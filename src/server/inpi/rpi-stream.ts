import { SaxesParser, type SaxesTag } from 'saxes';
import yauzl from 'yauzl';
import { parseRpiDate } from './deadlines';
import { RpiFormatError } from './rpi-format-error';

/** One `<processo>` of the RPI, as much of it as we use. */
export interface RpiProcess {
  numero: string;
  dataDeposito: string | null;
  despachos: { codigo: string; nome: string; textoComplementar: string | null }[];
  /** The brand's name (`<marca><nome>`); null for figurative brands and despachos that carry no brand. */
  marca: string | null;
  /** Nice classes, from `<lista-classe-nice><classe-nice codigo>` or, in older issues, `<classe-nice>` directly. */
  classes: number[];
  titulares: string[];
}

export interface RpiHeader {
  numero: number;
  /** ISO date. */
  data: string;
}

/**
 * What an RPI zip may hold. The INPI's RM{n}.zip holds one XML of 20–40 MB that deflates about 10 to 1; anything
 * far outside that is refused before it is inflated: a zip of millions of entries, or a small zip that inflates
 * to gigabytes (a zip bomb), would hold the server's memory or CPU.
 */
export const rpiZipLimits = {
  entries: 16,
  /** Inflated size of the XML (yauzl checks the declared size against what it inflates). */
  xmlBytes: 512 * 1024 * 1024,
  /** Inflated bytes per compressed byte; XML text deflates well, but not this well. */
  ratio: 100,
  /** Inflated text without a single tag: no element of an RPI carries this much, and the XML parser keeps it all. */
  textRunBytes: 1024 * 1024,
};

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: true }, (error, zip) => {
      if (error) return reject(new RpiFormatError(error.message));
      if (zip.entryCount > rpiZipLimits.entries) {
        zip.close();
        return reject(new RpiFormatError(`${zip.entryCount} entries`));
      }
      resolve(zip);
    }),
  );
}

function tooLarge(entry: yauzl.Entry): string | null {
  if (entry.uncompressedSize > rpiZipLimits.xmlBytes) return `xml of ${entry.uncompressedSize} bytes`;
  if (entry.uncompressedSize > rpiZipLimits.ratio * Math.max(entry.compressedSize, 1))
    return `xml inflating ${Math.round(entry.uncompressedSize / Math.max(entry.compressedSize, 1))} to 1`;
  return null;
}

/** The zip's first `.xml` entry, opened as a stream (the INPI's RM{n}.zip holds {n}.xml). */
async function xmlEntryStream(path: string): Promise<NodeJS.ReadableStream> {
  const zip = await openZip(path);
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!/\.xml$/i.test(entry.fileName)) return zip.readEntry();
      const problem = tooLarge(entry);
      if (problem) {
        zip.close();
        return reject(new RpiFormatError(problem));
      }
      zip.openReadStream(entry, (error, stream) =>
        error ? reject(new RpiFormatError(error.message)) : resolve(stream),
      );
    });
    zip.on('end', () => reject(new RpiFormatError('no xml entry')));
    zip.on('error', (error) => reject(new RpiFormatError(String(error))));
    zip.readEntry();
  });
}

/**
 * Reads an RPI zip as a stream: the XML is parsed as it is inflated and each `<processo>` is handed to
 * `onProcess` and dropped, so memory stays flat whatever the size. `onHeader` runs once, before
 * the first process.
 */
export async function readRpiZip(
  path: string,
  onHeader: (header: RpiHeader) => void,
  onProcess: (process: RpiProcess) => void,
): Promise<{ header: RpiHeader; processes: number }> {
  const stream = await xmlEntryStream(path);
  const parser = new SaxesParser({ position: false });
  let header: RpiHeader | undefined;
  let current: RpiProcess | undefined;
  let despacho: RpiProcess['despachos'][number] | undefined;
  let text: 'marca' | 'complemento' | undefined;
  let inMarca = false;
  let count = 0;

  parser.on('opentag', (tag: SaxesTag) => {
    const attr = (name: string) => (tag.attributes[name] as unknown as string | undefined)?.trim();
    switch (tag.name) {
      case 'revista': {
        const numero = Number(attr('numero'));
        const data = parseRpiDate(attr('data'));
        if (!Number.isInteger(numero) || numero <= 0 || !data) throw new RpiFormatError('revista without numero/data');
        header = { numero, data };
        onHeader(header);
        return;
      }
      case 'processo':
        if (!header) throw new RpiFormatError('processo outside revista');
        current = {
          numero: attr('numero') ?? '',
          dataDeposito: parseRpiDate(attr('data-deposito')),
          despachos: [],
          marca: null,
          classes: [],
          titulares: [],
        };
        return;
      case 'despacho':
        if (!current) return;
        despacho = { codigo: (attr('codigo') ?? '').toUpperCase(), nome: attr('nome') ?? '', textoComplementar: null };
        current.despachos.push(despacho);
        return;
      case 'texto-complementar':
        if (despacho) text = 'complemento';
        return;
      case 'marca':
        inMarca = true;
        return;
      case 'nome':
        if (current && inMarca) text = 'marca';
        return;
      case 'classe-nice': {
        const classe = Number(attr('codigo'));
        if (current && Number.isInteger(classe) && classe >= 1 && classe <= 45 && !current.classes.includes(classe))
          current.classes.push(classe);
        return;
      }
      case 'titular': {
        const nome = attr('nome-razao-social');
        if (current && nome) current.titulares.push(nome);
        return;
      }
    }
  });
  parser.on('text', (value: string) => {
    if (text === 'marca' && current) current.marca = (current.marca ?? '') + value;
    else if (text === 'complemento' && despacho)
      despacho.textoComplementar = (despacho.textoComplementar ?? '') + value;
  });
  parser.on('closetag', (tag) => {
    switch (tag.name) {
      case 'nome':
      case 'texto-complementar':
        text = undefined;
        return;
      case 'marca':
        inMarca = false;
        return;
      case 'despacho':
        despacho = undefined;
        return;
      case 'processo':
        if (current) {
          current.marca = current.marca?.trim() || null;
          for (const item of current.despachos) item.textoComplementar = item.textoComplementar?.trim() || null;
          count += 1;
          onProcess(current);
        }
        current = undefined;
        return;
    }
  });

  const decoder = new TextDecoder('utf-8');
  let textRun = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const lastTag = chunk.lastIndexOf(0x3c);
      textRun = lastTag < 0 ? textRun + chunk.length : chunk.length - lastTag;
      if (textRun > rpiZipLimits.textRunBytes) throw new RpiFormatError(`${textRun} bytes of text without a tag`);
      parser.write(decoder.decode(chunk, { stream: true }));
    }
    parser.write(decoder.decode());
    parser.close();
  } catch (error) {
    (stream as unknown as { destroy?: () => void }).destroy?.();
    if (error instanceof RpiFormatError) throw error;
    throw new RpiFormatError(error instanceof Error ? error.message : String(error));
  }
  if (!header) throw new RpiFormatError('no revista');
  return { header, processes: count };
}
