import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';

/**
 * Incremental updates written by hand, as signing tools and forgers write them (ISO 32000-1 7.5.6): the
 * original bytes stay, new or redefined objects follow with their xref section and trailer.
 */

const PLACEHOLDER_BYTES = 8192;

export async function open(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const text = Buffer.from(pdf).toString('latin1');
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1] ?? 0);
  // The first free object number: pdf-lib does not count the object and xref streams it wrote itself, which a
  // trailer's /Size does (an update that reused their numbers would break the file for readers).
  const sizes = [...text.matchAll(/\/Size\s+(\d+)/g)].map((match) => Number(match[1]));
  const size = Math.max(doc.context.largestObjectNumber + 1, ...sizes);
  return { doc, startxref, root: doc.context.trailerInfo.Root as PDFRef, size };
}

/** Appends one update redefining or adding `objects` (number → body); the trailer keeps the same catalog unless told. */
export function appendUpdate(
  pdf: Uint8Array,
  objects: [number, string][],
  trailer: { root: PDFRef; size: number; prev: number },
): { bytes: Buffer; offsets: Map<number, number> } {
  const parts: Buffer[] = [Buffer.from(pdf), Buffer.from('\n', 'latin1')];
  let length = pdf.length + 1;
  const offsets = new Map<number, number>();
  for (const [number, body] of objects) {
    offsets.set(number, length);
    const chunk = Buffer.from(`${number} 0 obj\n${body}\nendobj\n`, 'latin1');
    parts.push(chunk);
    length += chunk.length;
  }
  const xrefAt = length;
  const entries = objects
    .map(([number]) => `${number} 1\n${String(offsets.get(number)).padStart(10, '0')} 00000 n \n`)
    .join('');
  parts.push(
    Buffer.from(
      `xref\n${entries}trailer\n<< /Size ${trailer.size} /Root ${trailer.root.toString()} /Prev ${trailer.prev} >>\nstartxref\n${xrefAt}\n%%EOF\n`,
      'latin1',
    ),
  );
  return { bytes: Buffer.concat(parts), offsets };
}

export interface SignOptions {
  subFilter?: string;
  /** false: a /Sig dictionary no AcroForm field reaches. */
  referenced?: boolean;
  fieldName?: string;
  /** 'DocTimeStamp': a document timestamp (PAdES), which may follow a signature. */
  type?: 'Sig' | 'DocTimeStamp';
}

/**
 * Adds a signature in an incremental update, as a signing tool does: a signature dictionary with a
 * placeholder, a field (its widget on page 1, in the AcroForm's /Fields) and the ByteRange over everything
 * but the placeholder; `sign` receives the two signed parts and returns the CMS.
 */
export async function appendSignature(
  pdf: Uint8Array,
  sign: (signed: Buffer[]) => Buffer,
  options: SignOptions = {},
): Promise<Uint8Array> {
  const { doc, startxref, root, size } = await open(pdf);
  const context = doc.context;
  const sigNumber = size;
  const widgetNumber = size + 1;
  const objects: [number, string][] = [
    [
      sigNumber,
      `<< /Type /${options.type ?? 'Sig'} /Filter /Adobe.PPKLite /SubFilter /${options.subFilter ?? 'adbe.pkcs7.detached'} /ByteRange [0 0000000000 0000000000 0000000000] /Contents <${'0'.repeat(PLACEHOLDER_BYTES * 2)}> /M (D:20261126120000Z) >>`,
    ],
  ];
  if (options.referenced !== false) {
    const page = doc.getPage(0);
    const pageRef = page.ref;
    objects.push([
      widgetNumber,
      `<< /Type /Annot /Subtype /Widget /FT /Sig /T (${options.fieldName ?? `Assinatura${sigNumber}`}) /V ${sigNumber} 0 R /Rect [0 0 0 0] /F 132 /P ${pageRef.toString()} >>`,
    ]);
    const widget = PDFRef.of(widgetNumber);
    const pageDict = page.node.clone(context);
    const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
    const grownAnnots = annots ? (annots.clone(context) as PDFArray) : context.obj([]);
    grownAnnots.push(widget);
    pageDict.set(PDFName.of('Annots'), grownAnnots);
    objects.push([pageRef.objectNumber, pageDict.toString()]);
    const catalog = doc.catalog;
    const acroFormEntry = catalog.get(PDFName.of('AcroForm'));
    const acroForm = acroFormEntry
      ? (context.lookup(acroFormEntry, PDFDict).clone(context) as PDFDict)
      : context.obj({});
    const fields = acroForm.lookupMaybe(PDFName.of('Fields'), PDFArray);
    const grownFields = fields ? (fields.clone(context) as PDFArray) : context.obj([]);
    grownFields.push(widget);
    acroForm.set(PDFName.of('Fields'), grownFields);
    acroForm.set(PDFName.of('SigFlags'), context.obj(3));
    if (acroFormEntry instanceof PDFRef) objects.push([acroFormEntry.objectNumber, acroForm.toString()]);
    else {
      const newCatalog = catalog.clone(context);
      newCatalog.set(PDFName.of('AcroForm'), acroForm);
      objects.push([root.objectNumber, newCatalog.toString()]);
    }
  }
  const { bytes } = appendUpdate(pdf, objects, { root, size: size + 2, prev: startxref });
  const text = bytes.toString('latin1');
  const sigAt = text.lastIndexOf(`${sigNumber} 0 obj`);
  const contentsStart = text.indexOf('/Contents <', sigAt) + '/Contents '.length;
  const contentsEnd = text.indexOf('>', contentsStart) + 1;
  const byteRange = [0, contentsStart, contentsEnd, bytes.length - contentsEnd];
  const rangeAt = text.indexOf('[0 0000000000 0000000000 0000000000]', sigAt);
  bytes.write(
    `[0 ${byteRange
      .slice(1)
      .map((value) => String(value).padStart(10, '0'))
      .join(' ')}]`,
    rangeAt,
    'latin1',
  );
  const cms = sign([bytes.subarray(0, contentsStart), bytes.subarray(contentsEnd)]);
  if (cms.length > PLACEHOLDER_BYTES) throw new Error('CMS maior que o espaço reservado');
  bytes.write(cms.toString('hex'), contentsStart + 1, 'latin1');
  return Uint8Array.from(bytes);
}

/** Redefines page 1's content stream in a later update: the text the signer saw is not what is shown now. */
export async function rewritePageText(pdf: Uint8Array, text: string): Promise<Uint8Array> {
  const { doc, startxref, root, size } = await open(pdf);
  const contents = doc.getPage(0).node.get(PDFName.of('Contents'));
  const ref = contents instanceof PDFArray ? (contents.get(0) as PDFRef) : (contents as PDFRef);
  const stream = `BT /F1 12 Tf 72 700 Td (${text}) Tj ET`;
  const { bytes } = appendUpdate(
    pdf,
    [[ref.objectNumber, `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`]],
    {
      root,
      size,
      prev: startxref,
    },
  );
  return Uint8Array.from(bytes);
}

/** A DSS added after the signatures (LTV): the catalog gains /DSS with certificates and CRLs. */
export async function appendDss(pdf: Uint8Array): Promise<Uint8Array> {
  const { doc, startxref, root, size } = await open(pdf);
  const catalog = doc.catalog.clone(doc.context);
  catalog.set(PDFName.of('DSS'), PDFRef.of(size));
  const { bytes } = appendUpdate(
    pdf,
    [
      [size, `<< /Certs [${size + 1} 0 R] /VRI << >> >>`],
      [size + 1, `<< /Length 4 >>\nstream\n0000\nendstream`],
      [root.objectNumber, catalog.toString()],
    ],
    { root, size: size + 2, prev: startxref },
  );
  return Uint8Array.from(bytes);
}

/** Rewrites page 1 with its keys and its resources' keys in reverse order, as some signing tools save it: nothing a reader sees changes. */
export async function reorderPageKeys(pdf: Uint8Array): Promise<Uint8Array> {
  const { doc, startxref, root, size } = await open(pdf);
  const page = doc.getPage(0);
  const reversed = (dict: PDFDict): string =>
    `<< ${dict
      .entries()
      .reverse()
      .map(([key, value]) => `${key.toString()} ${value instanceof PDFDict ? reversed(value) : value.toString()}`)
      .join(' ')} >>`;
  const { bytes } = appendUpdate(pdf, [[page.ref.objectNumber, reversed(page.node)]], {
    root,
    size,
    prev: startxref,
  });
  return Uint8Array.from(bytes);
}
