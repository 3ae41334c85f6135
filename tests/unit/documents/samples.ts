import { PDFDocument, StandardFonts } from 'pdf-lib';

/** Test files of each kind, built here so no binary sits in the repository. */

export const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
);
export const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), ...new Uint8Array(64), 0xff, 0xd9]);
export const GIF = Uint8Array.from(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'));
export const WEBP = Uint8Array.from([...Buffer.from('RIFF'), 0x1a, 0, 0, 0, ...Buffer.from('WEBPVP8L'), 0x0d, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0]);
export const HTML = new TextEncoder().encode('<!doctype html><html><body><script>alert(1)</script></body></html>');

/** A real one-page PDF, as a customer's unsigned scan or print would be. */
export async function unsignedPdf(text = 'Procuração assinada à mão'): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  page.drawText(text, { x: 20, y: 100, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
  return doc.save();
}

const padded = (value: number) => String(value).padStart(10, '0');

/**
 * The same PDF with an incremental update carrying a signature dictionary, laid out as signers write it:
 * /ByteRange covers the whole file except the hex /Contents, where the PKCS#7 signature would sit.
 */
export async function signedPdf(): Promise<Uint8Array> {
  const base = Buffer.from(await unsignedPdf()).toString('latin1');
  const contents = `<${'0'.repeat(512)}>`;
  const build = (a: number, b: number, c: number) =>
    `${base}\n90 0 obj\n<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /adbe.pkcs7.detached /M (D:20260101120000-03'00') /ByteRange [0 ${padded(a)} ${padded(b)} ${padded(c)}] /Contents ${contents} >>\nendobj\n%%EOF\n`;
  const draft = build(0, 0, 0);
  const gapStart = draft.lastIndexOf('/Contents ') + '/Contents '.length;
  const gapEnd = gapStart + contents.length;
  return Uint8Array.from(Buffer.from(build(gapStart, gapEnd, draft.length - gapEnd), 'latin1'));
}

/** A PDF that mentions /ByteRange without being signed: a byte range that does not frame a signature value. */
export async function pdfWithStrayByteRange(): Promise<Uint8Array> {
  const base = Buffer.from(await unsignedPdf()).toString('latin1');
  return Uint8Array.from(Buffer.from(`${base}\n91 0 obj\n<< /Type /Sig /ByteRange [0 10 20 30] /Contents <00> >>\nendobj\n%%EOF\n`, 'latin1'));
}
