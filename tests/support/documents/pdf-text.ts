import { extractText, getDocumentProxy } from 'unpdf';

/** The text a reader finds in the PDF (PDF.js through unpdf), one line per drawn line, pages joined. */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await getDocumentProxy(Uint8Array.from(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  return { pages: totalPages, text: text.join('\n') };
}
