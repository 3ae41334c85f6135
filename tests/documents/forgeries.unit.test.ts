import { getResolvedPDFJS } from 'unpdf';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type ExpectedDocument,
  powerOfAttorneyReference,
} from '../../src/server/documents/signatures/document-reference';
import { brandObject, type Grantor } from '../../src/server/documents/power-of-attorney/content';
import { powerOfAttorneyDocument } from '../../src/server/documents/power-of-attorney/generate';
import { verifyPdf } from '../../src/server/documents/signatures/verify-pdf';
import {
  annotationPassingForSignature,
  dssNamesContent,
  duplicateContent,
  emptySignatureField,
  evilFreeText,
  FORGED_CPF,
  FORGED_LINES,
  formResourcesNameFonts,
  hiddenInStream,
  infoNamesCatalog,
  infoNamesContent,
  metadataNamesContent,
  mirroredDigits,
  untypedObjectStream,
  xrefStreamFreesContent,
} from '../support/documents/signatures/pdf-forgeries';
import { appendDss, appendSignature } from '../support/documents/signatures/pdf-updates';
import {
  cmsSignature,
  govBrHierarchy,
  govBrSigner,
  type Hierarchy,
  type Issued,
  storeOf,
} from '../support/documents/signatures/test-pki';

/**
 * The "PDF Insecurity" attacks (pdf-forgeries.ts) on the customer's path: our procuração for request 7, signed as
 * gov.br signs (an incremental update), then ONE update appended after the signature. Every signature still verifies,
 * but a reader shows something else: the upload is never "assinada", and what we keep is the signed revision,
 * byte for byte, never the forger's update.
 */

const DAY = 24 * 60 * 60 * 1000;
const generatedAt = new Date(Date.now() - 3 * DAY);
const CPF = '52998224725';
const SHOWN_CPF = '529.982.247-25';
const grantor: Grantor = {
  nome: 'MARIA DA SILVA SOUZA',
  tipoDoc: 'cpf',
  docNum: CPF,
  nacionalidade: 'brasileira',
  endereco: null,
};
const agent = { name: 'Registre Sua Marca Ltda.', cnpj: '11222333000181', address: 'Maceió/AL', sample: false };
/** Our procuração for request `id`, as the download gives it, generated at `date`. */
const generated = (id: number, date: Date) =>
  powerOfAttorneyDocument(
    { grantors: [grantor], agent, object: brandObject({ name: 'Café Serra Azul', niceClasses: [30] }), date },
    {
      title: 'Procuração - marca Café Serra Azul',
      author: 'Teste',
      reference: powerOfAttorneyReference('marca', id),
    },
  ).then((document) => document.pdf);
/** What the upload route compares with: request 7's procuração, generated again for any moment. */
const documento: ExpectedDocument = {
  referencia: powerOfAttorneyReference('marca', 7),
  gerar: (date) => generated(7, date),
};

let govBr: Hierarchy;
let trust: ReturnType<typeof storeOf>;
let maria: Issued;
let joao: Issued;
/** The procuração signed by Maria, the grantor, through gov.br. */
let signed: Uint8Array;

const signedBy = (signer: Issued, pdf: Uint8Array) =>
  appendSignature(pdf, (parts) => cmsSignature(Buffer.concat(parts), signer));
const check = (pdf: Uint8Array) => verifyPdf(pdf, { trust, documento });
/** Where the revision we keep ends (the new verifier's contract). */
const fimAssinado = (result: object) => (result as { fimAssinado?: number | null }).fimAssinado;
/** The bytes we keep, compared with the signed PDF without printing megabytes when they differ. */
const expectKept = (uploaded: Uint8Array, result: object, original: Uint8Array) => {
  const end = fimAssinado(result);
  expect(end, 'fimAssinado').toBe(original.length);
  expect(Buffer.compare(Buffer.from(uploaded.subarray(0, end!)), Buffer.from(original))).toBe(0);
};

beforeAll(async () => {
  govBr = govBrHierarchy();
  trust = storeOf(govBr);
  maria = govBrSigner(govBr, 'MARIA DA SILVA SOUZA', CPF);
  joao = govBrSigner(govBr, 'JOAO PEREIRA LIMA', '11144477735');
  signed = await signedBy(maria, await generated(7, generatedAt));
}, 60_000);

interface Shown {
  /** Each page's text as pdf.js extracts it. */
  pages: string[];
  /** The annotations pdf.js lists on page 1. */
  annotations: {
    subtype: string;
    fieldType?: string;
    rect: number[];
    annotationFlags: number;
  }[];
  /** The text page 1's annotations paint, as pdf.js renders their appearance streams. */
  painted: string;
  /** pdf.js's warnings while reading: a broken xref makes it rebuild one ("Indexing all PDF objects"). */
  warnings: string[];
}

/**
 * pdf.js sends the fonts of an operator list with ArrayBuffer.prototype.transferToFixedLength (Node 21+): on Node 20
 * it is lent, for the call, as a copy.
 */
async function withTransferToFixedLength<T>(run: () => Promise<T>): Promise<T> {
  const prototype = ArrayBuffer.prototype as { transferToFixedLength?: (length?: number) => ArrayBuffer };
  if (prototype.transferToFixedLength) return run();
  prototype.transferToFixedLength = function (this: ArrayBuffer, length = this.byteLength) {
    return this.slice(0, length);
  };
  try {
    return await run();
  } finally {
    delete prototype.transferToFixedLength;
  }
}

/** What a reader shows: pdf.js (through unpdf), as Firefox and most web viewers read the file. */
async function shown(pdf: Uint8Array): Promise<Shown> {
  const pdfjs = await getResolvedPDFJS();
  const warnings: string[] = [];
  const warn = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
  });
  try {
    const document = await pdfjs.getDocument({
      data: Uint8Array.from(pdf),
      verbosity: pdfjs.VerbosityLevel.WARNINGS,
      disableFontFace: true,
      isEvalSupported: false,
      useSystemFonts: false,
    }).promise;
    try {
      const pages: string[] = [];
      for (let number = 1; number <= document.numPages; number++) {
        const { items } = await (await document.getPage(number)).getTextContent();
        pages.push(
          items
            .map((item) => ('str' in item ? item.str : ''))
            .join(' ')
            .replace(/\s+/g, ' ')
            .trim(),
        );
      }
      const page = await document.getPage(1);
      const annotations = (await page.getAnnotations()) as Shown['annotations'];
      const { fnArray, argsArray } = await withTransferToFixedLength(() => page.getOperatorList());
      let depth = 0;
      let painted = '';
      fnArray.forEach((fn, index) => {
        if (fn === pdfjs.OPS.beginAnnotation) depth++;
        else if (fn === pdfjs.OPS.endAnnotation) depth--;
        else if (fn === pdfjs.OPS.showText && depth > 0)
          for (const glyph of (argsArray[index] as [unknown[]])[0])
            if (glyph && typeof glyph === 'object' && 'unicode' in glyph) painted += String(glyph.unicode);
      });
      return { pages, annotations, painted, warnings };
    } finally {
      await document.destroy();
    }
  } finally {
    warn.mockRestore();
  }
}

const XREF_TROUBLE = /Indexing all PDF objects|XRef|xref|ObjStm|Bad \(uncompressed\)/;

/** Annotations on `forged`'s page 1 that `original` lacks, that paint: a rectangle with area, not Hidden nor NoView. */
const newVisibleAnnotations = (forged: Shown, original: Shown) => {
  const known = new Set(original.annotations.map((annotation) => JSON.stringify(annotation.rect)));
  return forged.annotations.filter((annotation) => {
    const [x1, y1, x2, y2] = annotation.rect;
    return (
      !known.has(JSON.stringify(annotation.rect)) &&
      Math.abs(x2 - x1) * Math.abs(y2 - y1) > 0 &&
      (annotation.annotationFlags & 0b100010) === 0
    );
  });
};

/** How each forgery shows to a reader, checked against the signed PDF. */
const readsForgedText = (original: Shown, forged: Shown) => {
  expect(original.pages.join('\n')).toContain(SHOWN_CPF);
  expect(forged.pages.join('\n')).toContain(FORGED_LINES[0]);
  expect(forged.pages.join('\n')).not.toContain(SHOWN_CPF);
};
const readsMirroredDigits = (original: Shown, forged: Shown) => {
  expect(original.pages.join('\n')).toContain(SHOWN_CPF);
  expect(forged.pages.join('\n')).toContain(mirroredDigits(SHOWN_CPF));
  expect(forged.pages.join('\n')).not.toContain(SHOWN_CPF);
  expect(forged.pages).toEqual(original.pages.map(mirroredDigits));
};
const readsBlank = (original: Shown, forged: Shown) => {
  expect(original.pages[0]).toContain(SHOWN_CPF);
  expect(forged.pages[0]).toBe('');
};
const paintsAnotherCpf = (subtype: string, fieldType?: string) => (original: Shown, forged: Shown) => {
  // The text layer is the signed one; an annotation paints over it.
  expect(forged.pages).toEqual(original.pages);
  const added = newVisibleAnnotations(forged, original);
  expect(added).toEqual([expect.objectContaining({ subtype, ...(fieldType && { fieldType }) })]);
  expect(original.painted).not.toContain(FORGED_CPF);
  expect(forged.painted).toContain(FORGED_CPF);
};

const forgeries: {
  name: string;
  build: (pdf: Uint8Array) => Promise<Uint8Array>;
  reads: (original: Shown, forged: Shown) => void;
}[] = [
  {
    name: 'page text replaced by an object the trailer names as /Info',
    build: infoNamesContent,
    reads: readsForgedText,
  },
  { name: 'page text replaced by an object named as the /DSS', build: dssNamesContent, reads: readsForgedText },
  {
    name: 'page text replaced by an object named as the XMP /Metadata',
    build: metadataNamesContent,
    reads: readsForgedText,
  },
  {
    name: "every digit drawn as another by the page's fonts, named in the form's /DR",
    build: formResourcesNameFonts,
    reads: readsMirroredDigits,
  },
  {
    name: 'another document, through a catalog the trailer names as /Info',
    build: infoNamesCatalog,
    reads: readsForgedText,
  },
  {
    name: 'page text defined twice in one update, the signed text repeated last',
    build: duplicateContent,
    reads: readsForgedText,
  },
  {
    name: 'page text hidden inside another stream, where the xref points',
    build: hiddenInStream,
    reads: readsForgedText,
  },
  {
    name: 'page redefined inside an object stream without /Type /ObjStm',
    build: untypedObjectStream,
    reads: readsForgedText,
  },
  { name: 'a blank page: an xref stream frees the page content', build: xrefStreamFreesContent, reads: readsBlank },
  {
    name: 'another CPF painted over the text by an empty signature field',
    build: emptySignatureField,
    reads: paintsAnotherCpf('Widget', 'Sig'),
  },
  {
    name: 'another CPF painted over the text by an annotation posing as a signature field',
    build: annotationPassingForSignature,
    reads: paintsAnotherCpf('FreeText'),
  },
  {
    name: 'another CPF painted over the text by a FreeText annotation',
    build: evilFreeText,
    reads: paintsAnotherCpf('FreeText'),
  },
];

describe('a signed procuração, as sent without a forgery', () => {
  it('signed by its grantor: "assinada", and we keep the whole file', async () => {
    const result = await check(signed);
    expect(result.situacao).toBe('assinada');
    expectKept(signed, result, signed);
  }, 60_000);

  it('a DSS (LTV) added after the signature: still "assinada", and we keep the signed bytes without it', async () => {
    const withDss = await appendDss(signed);
    const result = await check(withDss);
    expect(result.situacao).toBe('assinada');
    expectKept(withDss, result, signed);
  }, 60_000);

  it('signed by two people, one update each: "assinada", and we keep the whole file', async () => {
    const both = await signedBy(joao, signed);
    const result = await check(both);
    expect(result.situacao).toBe('assinada');
    expect(result.signatarios.map((signer) => signer.cpf)).toEqual([CPF, '11144477735']);
    expectKept(both, result, both);
  }, 60_000);
});

describe.each(forgeries)('an update after the signature: $name', ({ build, reads }) => {
  it('a reader (pdf.js) shows something other than what was signed, from an intact xref', async () => {
    const forged = await build(signed);
    expect(Buffer.compare(Buffer.from(forged.subarray(0, signed.length)), Buffer.from(signed))).toBe(0);
    const original = await shown(signed);
    const now = await shown(forged);
    expect(now.warnings.filter((warning) => XREF_TROUBLE.test(warning))).toEqual([]);
    reads(original, now);
  }, 60_000);

  it('is never "assinada", and what we keep is the signed PDF, byte for byte', async () => {
    const forged = await build(signed);
    const result = await check(forged);
    expect(result.situacao).not.toBe('assinada');
    expectKept(forged, result, signed);
  }, 60_000);
});

describe('the reader check itself', () => {
  it('notices an xref entry that points beside its object', async () => {
    const forged = Buffer.from(await infoNamesContent(signed));
    const table = forged.lastIndexOf('\nxref\n') + 1;
    const entry = /\d+ 1\n(\d{10}) 00000 n/.exec(forged.toString('latin1', table))!;
    const at = table + entry.index + entry[0].indexOf(entry[1]);
    forged.write(String(Number(entry[1]) + 3).padStart(10, '0'), at, 'latin1');
    // Depending on the object, pdf.js rebuilds the xref while opening the file (a warning) or fails to read the page.
    const outcome = await shown(Uint8Array.from(forged)).then(
      ({ warnings }) => warnings.join('\n'),
      (error: Error) => error.message,
    );
    expect(outcome).toMatch(XREF_TROUBLE);
  }, 60_000);
});

describe('a forgery between two signatures', () => {
  // The second signer's update rewrites page 1 (its widget), which would undo the object-stream page of builder 8.
  const between = forgeries.filter((forgery) => forgery.build !== untypedObjectStream);

  it.each(between)(
    '$name, then a second person signs: the reader still shows the forgery, and it is never "assinada"',
    async ({ build, reads }) => {
      const forged = await build(signed);
      const signedAgain = await signedBy(joao, forged);
      reads(await shown(signed), await shown(signedAgain));
      expect((await check(signedAgain)).situacao).not.toBe('assinada');
    },
    60_000,
  );
});
