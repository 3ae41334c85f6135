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
  /** `<marca apresentacao natureza>`: Nominativa, Mista, Figurativa…; De Produto, De Serviço, Coletiva… */
  apresentacao?: string | null;
  natureza?: string | null;
  dataConcessao?: string | null;
  dataVigencia?: string | null;
}

export interface RpiHeader {
  numero: number;
  /** ISO date. */
  data: string;
}

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: true }, (error, zip) =>
      error ? reject(new RpiFormatError(error.message)) : resolve(zip),
    ),
  );
}

/** The zip's first `.xml` entry, opened as a stream (the INPI's RM{n}.zip holds {n}.xml). */
async function xmlEntryStream(path: string): Promise<NodeJS.ReadableStream> {
  const zip = await openZip(path);
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!/\.xml$/i.test(entry.fileName)) return zip.readEntry();
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
          dataConcessao: parseRpiDate(attr('data-concessao')),
          dataVigencia: parseRpiDate(attr('data-vigencia')),
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
        if (current) {
          current.apresentacao = attr('apresentacao') || null;
          current.natureza = attr('natureza') || null;
        }
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
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) parser.write(decoder.decode(chunk, { stream: true }));
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
