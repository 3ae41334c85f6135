import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';

/** Test files of each kind, built here so no binary sits in the repository. */

export const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
);
/** A real 16x16 baseline JPEG (CPython's imghdr test image, 543 bytes). */
export const JPEG = Uint8Array.from(
  Buffer.from(
    '/9j/4AAQSkZJRgABAQEAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/2wBDAQMDAwQDBAgEBAgQCwkLEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBD/wAARCAAQABADASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAABwQF/8QAJBAAAQQBBAICAwAAAAAAAAAAAQIDBAYFBwgSExEiABQJMTL/xAAVAQEBAAAAAAAAAAAAAAAAAAAABv/EACMRAAECBQMFAAAAAAAAAAAAAAECEQMEBQYhABIxFRZhgeH/2gAMAwEAAhEDEQA/ABSm0mobc8HmExLUlRzzEWPkJWW+ulrsaUVAseUgslSlH9LKuPryIKuWPZdskzXmm3fX5m2nF4GlVxx/HOpx4ks51+MiU/Iaad7UcUo4tILoS4kqcWkezS0hO/HvuRp0rO6hWnWO1UisZVuFi4GFeyEpmGepa5S5SWVPuciFKRFLgSrwetnyPIB+Vb4N9mKhQMzo5po9XLdDs9d6ZVix2VEhiL9kuNPxw2gEKcDQ/rs8AuA8VAe0vdl7VOYn+27flGAUgmITjbhSmCg3BYlyeWDkMolvw4KOp1KM6iCNvngZHwetf//Z',
    'base64',
  ),
);
/** JPEG's first bytes, and nothing an image decoder could read. */
export const JPEG_HEADER_ONLY = Uint8Array.from([
  0xff,
  0xd8,
  0xff,
  0xe0,
  0x00,
  0x10,
  ...Buffer.from('JFIF\0'),
  ...new Uint8Array(64),
  0xff,
  0xd9,
]);
export const GIF = Uint8Array.from(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'));
export const WEBP = Uint8Array.from([
  ...Buffer.from('RIFF'),
  0x1a,
  0,
  0,
  0,
  ...Buffer.from('WEBPVP8L'),
  0x0d,
  0,
  0,
  0,
  0x2f,
  0,
  0,
  0,
  0x10,
  0x07,
  0x10,
  0x11,
  0x11,
  0x88,
  0x88,
  0xfe,
  0x07,
  0,
]);
export const HTML = new TextEncoder().encode('<!doctype html><html><body><script>alert(1)</script></body></html>');

/** A real one-page PDF, as a customer's unsigned scan or print would be. */
export async function unsignedPdf(text = 'Procuração assinada à mão'): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  page.drawText(text, { x: 20, y: 100, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
  return doc.save();
}

/** A PDF signed for real, in the test (signed-pdfs.ts). */
export { signedPdf } from './signed-pdfs';

/** A PDF that mentions /ByteRange without being signed: a byte range that does not frame a signature value. */
export async function pdfWithStrayByteRange(): Promise<Uint8Array> {
  const base = Buffer.from(await unsignedPdf()).toString('latin1');
  return Uint8Array.from(
    Buffer.from(
      `${base}\n91 0 obj\n<< /Type /Sig /ByteRange [0 10 20 30] /Contents <00> >>\nendobj\n%%EOF\n`,
      'latin1',
    ),
  );
}

const concat = (...parts: (Uint8Array | string)[]) =>
  Uint8Array.from(
    Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part)))),
  );

/** Image signatures followed by a web page or a script: valid images that a misconfigured server would run. */
export const PNG_THEN_HTML = concat(PNG, '<html><body><script>alert(document.cookie)</script></body></html>');
export const JPEG_THEN_PHP = concat(JPEG, '<?php system($_GET["c"]); ?>');
/** A PNG whose header claims PNG but whose chunks are garbage. */
export const PNG_HEADER_LIES = concat(PNG.subarray(0, 16), 'not really an image at all, just text');

/** A PDF that is also a web page: %PDF- first, markup in a comment further in. */
export async function pdfHtmlPolyglot(): Promise<Uint8Array> {
  const pdf = Buffer.from(await unsignedPdf()).toString('latin1');
  return concat(
    pdf.replace('%PDF-1.7\n', '%PDF-1.7\n%<html><body><script>fetch("/api/profile")</script></body></html>\n'),
  );
}

/** A PDF that runs JavaScript on opening (an /OpenAction of type /JavaScript). */
export async function pdfWithJavaScript(): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await unsignedPdf());
  const action = doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert("oi")') });
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
  return doc.save({ useObjectStreams: false });
}

/** A PDF with a /Launch action on a page (opens another program), its name hex-escaped as evasions do. */
export async function pdfWithLaunch(): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await unsignedPdf());
  const action = doc.context.obj({ S: 'Launch', F: PDFString.of('cmd.exe') });
  doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({ O: doc.context.register(action) }));
  const bytes = Buffer.from(await doc.save({ useObjectStreams: true })).toString('latin1');
  return concat(bytes.replace('/Launch', '/L#61unch'));
}

/** Starts like a PDF, ends like one, and is not one. */
export const NOT_REALLY_PDF = concat('%PDF-1.7\nthis is not a pdf body\n%%EOF\n');

/** A real PDF of exactly `size` bytes: one page and an uncompressed stream of spaces to fill it. */
export async function pdfOfSize(size: number): Promise<Uint8Array> {
  const build = async (filler: number) => {
    const doc = await PDFDocument.load(await unsignedPdf());
    doc.context.register(doc.context.stream(new Uint8Array(filler).fill(0x20)));
    return doc.save({ useObjectStreams: false });
  };
  let filler = Math.max(0, size - (await build(0)).length);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const bytes = await build(filler);
    if (bytes.length === size) return bytes;
    filler += size - bytes.length;
  }
  throw new Error(`não foi possível gerar um PDF de ${size} bytes`);
}
