import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import yazl from 'yazl';
import { despachoCodes } from '../../src/server/inpi/despacho-codes';

/**
 * RPI (Marcas) files built to the INPI's schema, zipped like the INPI's RM{número}.zip holding
 * {número}.xml. Generated at test time, streamed, so the 100,000-process benchmark issue never sits in memory.
 */
export interface FixtureProcess {
  numero: string;
  /** `xml`: more elements inside the `<despacho>` (texto-sobrestamento, protocolo), as the RPI prints them. */
  despachos: { codigo: string; nome?: string; complemento?: string; xml?: string }[];
  /** More elements inside the `<processo>` (sobrestadores, prioridade-unionista, apostila). */
  xml?: string;
  marca?: string;
  classes?: number[];
  titular?: string;
  /** The goods and services of each class; a short made-up one when absent. */
  especificacao?: string;
  /** Older issues: `<classe-nice>` directly under `<processo>`, no `<lista-classe-nice>`. */
  oldShape?: boolean;
  /** A registration's validity end as a concession prints it (`data-vigencia`), dd/mm/yyyy. */
  dataVigencia?: string;
}

/** The name the RPI prints: the table's official one (tests/fixtures/rpi holds real issues' own wording). */
/** A petition's despacho (IPAS270 and the like) as the RPI prints it: its protocolo, service code and type. */
export const petitionDespacho = (codigo: string, servico: string, tipo: string, parties = '') => ({
  codigo,
  complemento: `Protocolo: 850240000001 (05/03/2024) Petição (tipo): ${tipo} (${servico.slice(0, 3)}.${servico.slice(3)}) Procurador: AGENTE DE PROPRIEDADE INDUSTRIAL Detalhes do despacho: ok!`,
  xml: `<protocolo numero="850240000001" data="05/03/2024" codigoServico="${servico}">${parties}</protocolo>`,
});

export const officialName = (codigo: string) => despachoCodes[codigo]?.nomeOficial ?? `Despacho ${codigo}`;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function processXml(process: FixtureProcess): string {
  const despachos = process.despachos
    .map(
      (item) =>
        `<despacho codigo="${item.codigo}" nome="${escape(item.nome ?? officialName(item.codigo))}">` +
        (item.complemento ? `<texto-complementar>${escape(item.complemento)}</texto-complementar>` : '') +
        (item.xml ?? '') +
        `</despacho>`,
    )
    .join('');
  const classes = (process.classes ?? [])
    .map(
      (classe) =>
        `<classe-nice codigo="${classe}"><especificacao>${escape(process.especificacao ?? `Produtos e serviços da classe ${classe}`)}</especificacao><status>Em vigor</status></classe-nice>`,
    )
    .join('');
  const nice = process.oldShape ? classes : classes ? `<lista-classe-nice>${classes}</lista-classe-nice>` : '';
  const marca = process.marca
    ? `<marca apresentacao="Nominativa" natureza="De Produto"><nome>${escape(process.marca)}</nome></marca>`
    : '';
  return (
    `<processo numero="${process.numero}" data-deposito="12/03/2024"` +
    (process.dataVigencia ? ` data-vigencia="${process.dataVigencia}">` : '>') +
    `<despachos>${despachos}</despachos>` +
    `<titulares><titular nome-razao-social="${escape(process.titular ?? 'Empresa Exemplo Ltda')}" pais="BR" uf="SP"/></titulares>` +
    marca +
    nice +
    (process.xml ?? '') +
    `<procurador>Agente de Propriedade Industrial</procurador>` +
    `</processo>\n`
  );
}

function* rpiXml(numero: number, data: string, processes: Iterable<FixtureProcess>): Generator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<revista numero="${numero}" data="${data}">\n`;
  let batch = '';
  for (const process of processes) {
    batch += processXml(process);
    if (batch.length > 64 * 1024) {
      yield batch;
      batch = '';
    }
  }
  yield `${batch}</revista>\n`;
}

/** Writes RM{numero}.zip in `dir` and answers its path. `data` as the INPI writes it: dd/mm/yyyy. */
export function writeRpiZip(
  dir: string,
  numero: number,
  data: string,
  processes: Iterable<FixtureProcess>,
): Promise<string> {
  return writeZip(join(dir, `RM${numero}.zip`), (zip) =>
    zip.addReadStream(Readable.from(rpiXml(numero, data, processes)), `${numero}.xml`),
  );
}

/** Writes a zip at `path` with the entries `fill` adds, streamed; answers the path. */
export async function writeZip(path: string, fill: (zip: yazl.ZipFile) => void): Promise<string> {
  const zip = new yazl.ZipFile();
  fill(zip);
  zip.end();
  const out = createWriteStream(path);
  zip.outputStream.pipe(out);
  await finished(out);
  return path;
}

const MB = 1024 * 1024;
const hostileHead = '<?xml version="1.0" encoding="UTF-8"?><revista numero="2900" data="05/11/2024">';

/** An RPI-shaped XML whose one brand name is `sizeMb` MB of `chunk()` repeated: a bomb once zipped. */
export function* hugeNameXml(sizeMb: number, chunk: () => Buffer): Generator<Buffer> {
  yield Buffer.from(`${hostileHead}<processo numero="900000001"><marca><nome>`);
  for (let written = 0; written < sizeMb; written += 1) yield chunk();
  yield Buffer.from('</nome></marca></processo></revista>');
}

/** A zip bomb: `sizeMb` MB of one repeated letter in a brand name, a few hundred KB zipped. */
export function writeBombZip(path: string, sizeMb: number): Promise<string> {
  const letters = Buffer.alloc(MB, 'a');
  return writeZip(path, (zip) => zip.addReadStream(Readable.from(hugeNameXml(sizeMb, () => letters)), '2900.xml'));
}

/** An RPI header with nothing after it: the XML of a zip that hides it behind many other entries. */
export const emptyRpiXml = `${hostileHead}</revista>`;

const syllables = ['ka', 'lo', 'mi', 'ra', 'ti', 'vo', 'be', 'nu', 'so', 'fa', 'gre', 'pla', 'tro', 'xi', 'du'];

/** A made-up brand name, the same for the same seed, unlike any name the tests use. */
export function fillerName(seed: number): string {
  let name = '';
  for (let n = seed, i = 0; i < 3; i += 1, n = Math.floor(n / syllables.length) + 7 * (i + 1))
    name += syllables[n % syllables.length];
  return `${name[0]!.toUpperCase()}${name.slice(1)} ${['Brasil', 'Group', 'Prime', 'Max'][seed % 4]}`;
}

/**
 * `count` processes of strangers: every code of the table in turn, both XML shapes, filings in every
 * class. Numbers start at 800000000, away from the ones tests give their customers.
 */
export function* fillerProcesses(count: number, start = 800_000_000): Generator<FixtureProcess> {
  const codes = Object.keys(despachoCodes);
  for (let i = 0; i < count; i += 1) {
    const codigo = codes[i % codes.length]!;
    yield {
      numero: String(start + i),
      despachos: [{ codigo, ...(i % 7 === 0 && { complemento: 'Apresentar nova especificação de produtos.' }) }],
      marca: fillerName(i),
      classes: [1 + (i % 45)],
      oldShape: i % 2 === 1,
    };
  }
}

/** The small RPI the tests import: a few hundred strangers around the processes a test cares about. */
export function smallRpi(dir: string, numero: number, data: string, processes: FixtureProcess[]): Promise<string> {
  return writeRpiZip(dir, numero, data, [...fillerProcesses(150), ...processes, ...fillerProcesses(150, 800_000_150)]);
}
