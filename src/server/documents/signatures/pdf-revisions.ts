import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFParser,
  PDFRawStream,
  PDFRef,
  PDFString,
} from 'pdf-lib';

/**
 * A PDF read as the sequence of its incremental updates (ISO 32000-1 7.5.6): the objects each section of bytes
 * defines, so that each signature is found in the revision it signs. What a revision shows a person is read by
 * PDF.js (shown-document.ts), never from this parse.
 */

/** Objects by "N G R", the latest definition winning, as a reader resolves them. */
export type PdfState = Map<string, PDFObject>;

export interface PdfSection {
  from: number;
  to: number;
  objects: [PDFRef, PDFObject][];
  root?: PDFRef;
  info?: PDFRef;
  /** Object numbers an xref table of this section marks free (deleted), object 0 aside. */
  freed: number[];
}

const FAKE_HEADER = Buffer.from('%PDF-1.7\n', 'latin1');

/**
 * pdf-lib's parser, reading a hex string in one slice: its own builds the string a character at a time, which for
 * the 16-64 KB /Contents of each signature was a tenth of a verification. Same result: the characters up to ">".
 */
class SectionParser extends PDFParser {
  constructor(private readonly input: Uint8Array) {
    super(input, Infinity, false, false);
  }

  protected override parseHexString(): PDFHexString {
    const start = this.bytes.offset();
    const end = this.input.indexOf(0x3e /* > */, start + 1);
    if (this.input[start] !== 0x3c /* < */ || end < 0) return super.parseHexString();
    this.bytes.moveTo(end + 1);
    return PDFHexString.of(
      Buffer.from(this.input.buffer, this.input.byteOffset, this.input.byteLength).toString('latin1', start + 1, end),
    );
  }
}

/** Parses bytes [from, to) on their own: a later section has no header, so one is put in front. */
export async function parseSection(bytes: Uint8Array, from: number, to: number): Promise<PdfSection> {
  const slice = bytes.subarray(from, to);
  const input = from === 0 ? slice : Buffer.concat([FAKE_HEADER, slice]);
  const parser = new SectionParser(input);
  const context = await parser.parseDocument();
  const trailerRoot = context.trailerInfo.Root;
  const trailerInfo = context.trailerInfo.Info;
  return {
    from,
    to,
    objects: context.enumerateIndirectObjects(),
    root: trailerRoot instanceof PDFRef ? trailerRoot : undefined,
    info: trailerInfo instanceof PDFRef ? trailerInfo : undefined,
    freed: freedObjects(Buffer.from(slice.buffer, slice.byteOffset, slice.byteLength)),
  };
}

const XREF = Buffer.from('xref', 'latin1');
const TRAILER = Buffer.from('trailer', 'latin1');

/**
 * Free entries of classic xref tables (an xref stream's type-0 entries are not read). Only the tables are read as
 * text: turning a 2 MB section into a string to search it costs more than the rest of its reading.
 */
function freedObjects(section: Buffer): number[] {
  const tables: string[] = [];
  for (let at = section.indexOf(XREF); at >= 0; at = section.indexOf(XREF, at + XREF.length)) {
    const trailer = section.indexOf(TRAILER, at);
    tables.push(section.toString('latin1', at, trailer >= 0 ? trailer : section.length));
  }
  const text = tables.join('\n');
  const freed: number[] = [];
  for (const table of text.matchAll(/\bxref\s+((?:\d+\s+\d+\s+(?:\d{10}\s+\d{5}\s+[fn]\s*)+)+)/g)) {
    for (const subsection of table[1].matchAll(/(\d+)\s+(\d+)\s+((?:\d{10}\s+\d{5}\s+[fn]\s*)+)/g)) {
      const first = Number(subsection[1]);
      [...subsection[3].matchAll(/\d{10}\s+\d{5}\s+([fn])/g)].forEach((entry, index) => {
        if (entry[1] === 'f' && first + index !== 0) freed.push(first + index);
      });
    }
  }
  return freed;
}

export interface PdfHistory {
  sections: PdfSection[];
  /** The state after each section: states[i] is what a reader sees at sections[i].to. */
  states: PdfState[];
  root?: PDFRef;
}

/**
 * Splits the file at the given offsets (each a candidate revision's end) and reads each piece once. A piece that
 * does not parse on its own (a "%%EOF" inside a stream's data is no revision's end) is read together with the next;
 * what still does not parse at the end is left out: nothing there is ever kept.
 */
export async function readHistory(bytes: Uint8Array, cuts: number[]): Promise<PdfHistory> {
  const ends = [...new Set([...cuts, bytes.length])]
    .filter((end) => end > 0 && end <= bytes.length)
    .sort((a, b) => a - b);
  const sections: PdfSection[] = [];
  const states: PdfState[] = [];
  let state: PdfState = new Map();
  let from = 0;
  let root: PDFRef | undefined;
  for (const to of ends) {
    let section: PdfSection;
    try {
      section = await parseSection(bytes, from, to);
    } catch {
      continue;
    }
    state = new Map(state);
    for (const [ref, object] of section.objects) state.set(ref.tag, object);
    // One pass over the keys ("N G R"), not one per freed number: a large file frees thousands of objects.
    if (section.freed.length > 0) {
      const freed = new Set(section.freed);
      for (const key of [...state.keys()]) if (freed.has(Number.parseInt(key, 10))) state.delete(key);
    }
    root = section.root ?? root;
    sections.push(section);
    states.push(state);
    from = to;
  }
  if (sections.length === 0) throw new Error('PDF ilegível');
  return { sections, states, root };
}

/** The catalog a reader of the file cut at the end of sections[index] starts from. */
export const rootAt = (history: PdfHistory, index: number): PDFRef | undefined =>
  history.sections
    .slice(0, index + 1)
    .map((section) => section.root)
    .filter(Boolean)
    .at(-1);

export const resolve = (state: PdfState, value: PDFObject | undefined): PDFObject | undefined =>
  value instanceof PDFRef ? state.get(value.tag) : value;

export const nameOf = (value: PDFObject | undefined) => (value instanceof PDFName ? value.decodeText() : undefined);

export const dictOf = (state: PdfState, value: PDFObject | undefined) => {
  const resolved = resolve(state, value);
  return resolved instanceof PDFDict ? resolved : undefined;
};

export interface SignatureField {
  name: string;
  /** The signature dictionary (the field's /V). */
  value: PDFDict;
  type: 'Sig' | 'DocTimeStamp';
  subFilter?: string;
  byteRange?: number[];
  contents?: Uint8Array;
  /** Where its widgets paint (/Rect), the only marks a signature of it may leave on a page. */
  rects: string[];
}

/** A rectangle as readers normalise it (lower-left, upper-right), one decimal: how two readings are compared. */
export const rectKey = (values: number[]) => {
  const [x1, y1, x2, y2] = values;
  return [Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2)]
    .map((value) => value.toFixed(1))
    .join(' ');
};

const rectOf = (state: PdfState, dict: PDFDict): string | undefined => {
  const rect = resolve(state, dict.get(PDFName.of('Rect')));
  if (!(rect instanceof PDFArray) || rect.size() !== 4) return undefined;
  const values = rect.asArray().map((item) => (item instanceof PDFNumber ? item.asNumber() : NaN));
  return values.every(Number.isFinite) ? rectKey(values) : undefined;
};

/**
 * A hex string's bytes (ISO 32000-1 7.3.4.3: whitespace ignored, an odd last digit followed by 0). pdf-lib decodes
 * digit by digit, which for a signature's 16-64 KB /Contents costs milliseconds each.
 */
export function hexBytes(hex: string): Uint8Array {
  const digits = hex.replace(/[\s\0]/g, '');
  if (!/^[0-9a-fA-F]*$/.test(digits)) return PDFHexString.of(hex).asBytes();
  return Uint8Array.from(Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex'));
}

/** Text of a PDF string, either form. */
export const textOf = (value: PDFObject | undefined) =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : '';

/**
 * The signatures a reader sees: the values of the AcroForm's signature fields, walked through /Kids with
 * the inherited /FT. A signature dictionary no field reaches is not a signature of this document.
 */
export function signatureFields(state: PdfState, root: PDFRef | undefined): SignatureField[] {
  const catalog = dictOf(state, root);
  const acroForm = dictOf(state, catalog?.get(PDFName.of('AcroForm')));
  const fields = resolve(state, acroForm?.get(PDFName.of('Fields')));
  if (!(fields instanceof PDFArray)) return [];
  const found: SignatureField[] = [];
  const seen = new Set<PDFDict>();
  const walk = (entry: PDFObject, inheritedType: string | undefined, parentName: string, depth: number) => {
    const field = dictOf(state, entry);
    if (!field || seen.has(field) || depth > 20) return;
    seen.add(field);
    const type = nameOf(field.get(PDFName.of('FT'))) ?? inheritedType;
    const partial = textOf(field.get(PDFName.of('T')));
    const name = [parentName, partial].filter(Boolean).join('.');
    const kids = resolve(state, field.get(PDFName.of('Kids')));
    if (kids instanceof PDFArray) for (const kid of kids.asArray()) walk(kid, type, name, depth + 1);
    const value = dictOf(state, field.get(PDFName.of('V')));
    if (type !== 'Sig' || !value) return;
    const byteRange = resolve(state, value.get(PDFName.of('ByteRange')));
    const widgets = kids instanceof PDFArray ? kids.asArray().map((kid) => dictOf(state, kid)) : [field];
    const contents = resolve(state, value.get(PDFName.of('Contents')));
    found.push({
      name,
      value,
      type: nameOf(value.get(PDFName.of('Type'))) === 'DocTimeStamp' ? 'DocTimeStamp' : 'Sig',
      subFilter: nameOf(value.get(PDFName.of('SubFilter'))),
      byteRange:
        byteRange instanceof PDFArray
          ? byteRange.asArray().map((item) => (item instanceof PDFNumber ? item.asNumber() : NaN))
          : undefined,
      contents:
        contents instanceof PDFHexString
          ? hexBytes(contents.asString())
          : contents instanceof PDFString
            ? contents.asBytes()
            : undefined,
      rects: widgets.flatMap((widget) => (widget ? (rectOf(state, widget) ?? []) : [])),
    });
  };
  for (const entry of fields.asArray()) walk(entry, undefined, '', 0);
  return found;
}

export const isStream = (value: PDFObject | undefined): value is PDFRawStream => value instanceof PDFRawStream;
