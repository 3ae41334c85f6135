import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';

/** The text drawn on a PDF's pages: pdf-lib writes Helvetica text as hex strings in deflated content streams. */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const doc = await PDFDocument.load(bytes);
  const parts: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const raw = inflateSync(Buffer.from(stream.getContents())).toString('latin1');
      for (const [, hex] of raw.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) parts.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return { pages: doc.getPageCount(), text: parts.join('\n') };
}
