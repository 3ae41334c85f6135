import { SaxesParser, type SaxesTag } from 'saxes';
import yauzl from 'yauzl';
import type { DespachoElements, RpiParty } from '../../shared/schemas/inpi';
import { parseRpiDate } from './deadlines';
import { RpiFormatError } from './rpi-format-error';

/** One `<processo>` of the RPI, as much of it as we use. */
export interface RpiProcess {
  numero: string;
  dataDeposito: string | null;
  despachos: RpiDespacho[];
  /** The brand's name (`<marca><nome>`); null for figurative brands and despachos that carry no brand. */
  marca: string | null;
  /** Nice classes, from `<lista-classe-nice><classe-nice codigo>` or, in older issues, `<classe-nice>` directly. */
  classes: number[];
  titulares: string[];
  /** Process-level elements, the same for each of its despachos: sobrestadores, prioridades, apostila. */
  elementos: DespachoElements;
  /** `<marca apresentacao natureza>`: Nominativa, Mista, Figurativa…; De Produto, De Serviço, Coletiva… */
  apresentacao?: string | null;
  natureza?: string | null;
  dataConcessao?: string | null;
  dataVigencia?: string | null;
}

/** One `<despacho>`, with everything printed inside it. */
export interface RpiDespacho {
  codigo: string;
  nome: string;
  textoComplementar: string | null;
  elementos: DespachoElements;
}

/** Nine-digit process numbers named in a text ("Processo: 823129900 (MÓDULO E-SECURITY)"). */
export const processNumbersIn = (text: string) => [...new Set(text.match(/\b\d{9}\b/g) ?? [])];

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

const party = (nome: string, pais?: string, uf?: string): RpiParty => ({
  nome,
  ...(pais && { pais }),
  ...(uf && { uf }),
});

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
  let despacho: RpiDespacho | undefined;
  let text: 'marca' | 'complemento' | 'sobrestamento' | 'apostila' | 'procurador' | undefined;
  let buffer = '';
  let protocolo: NonNullable<DespachoElements['protocolo']> | undefined;
  let inMarca = false;
  let count = 0;

  // One function for every tag, not a closure per tag: the parser opens over half a million tags in a real issue.
  let tag: SaxesTag;
  const attr = (name: string) => (tag.attributes[name] as unknown as string | undefined)?.trim();
  parser.on('opentag', (opened: SaxesTag) => {
    tag = opened;
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
          elementos: {},
        };
        return;
      case 'despacho':
        if (!current) return;
        despacho = {
          codigo: (attr('codigo') ?? '').toUpperCase(),
          nome: attr('nome') ?? '',
          textoComplementar: null,
          elementos: {},
        };
        current.despachos.push(despacho);
        return;
      case 'texto-complementar':
        if (despacho) text = 'complemento';
        return;
      case 'texto-sobrestamento':
        if (current) text = 'sobrestamento';
        buffer = '';
        return;
      case 'apostila':
        if (current) text = 'apostila';
        buffer = '';
        return;
      case 'procurador':
        if (protocolo) text = 'procurador';
        buffer = '';
        return;
      case 'protocolo':
        if (!despacho) return;
        protocolo = {
          ...(attr('numero') && { numero: attr('numero') }),
          ...(attr('data') && { data: attr('data') }),
          ...(attr('codigoServico') && { codigoServico: attr('codigoServico') }),
        };
        despacho.elementos.protocolo = protocolo;
        return;
      case 'requerente':
      case 'cedente':
      case 'cessionario': {
        const nome = attr('nome-razao-social');
        if (protocolo && nome) protocolo[tag.name] = party(nome, attr('pais'), attr('uf'));
        return;
      }
      case 'sobrestador': {
        const processo = attr('processo');
        if (!current || !processo) return;
        const marca = attr('marca');
        (current.elementos.sobrestadores ??= []).push({ processo, ...(marca && { marca }) });
        return;
      }
      case 'prioridade': {
        if (!current) return;
        const [numero, data, pais] = [attr('numero'), attr('data'), attr('pais')];
        (current.elementos.prioridades ??= []).push({
          ...(numero && { numero }),
          ...(data && { data }),
          ...(pais && { pais }),
        });
        return;
      }
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
    else if (text) buffer += value;
  });
  parser.on('closetag', (tag) => {
    switch (tag.name) {
      case 'nome':
      case 'texto-complementar':
        text = undefined;
        return;
      case 'texto-sobrestamento': {
        const value = buffer.trim();
        const target = despacho?.elementos ?? current?.elementos;
        if (target && value) {
          target.textoSobrestamento = value;
          target.processosBloqueantes = processNumbersIn(value);
        }
        text = undefined;
        return;
      }
      case 'apostila':
        if (current && buffer.trim()) current.elementos.apostila = buffer.trim();
        text = undefined;
        return;
      case 'procurador':
        if (protocolo && text === 'procurador' && buffer.trim()) protocolo.procurador = buffer.trim();
        if (text === 'procurador') text = undefined;
        return;
      case 'protocolo':
        protocolo = undefined;
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
