import { PDFDict, PDFDocument, type PDFFont, PDFName, type PDFPage, PDFString, rgb, StandardFonts } from 'pdf-lib';
import { stripAccents } from '../../../shared/fold';
import { PROCURACAO_REFERENCE_KEY } from '../signatures/document-reference';
import type { PowerOfAttorneyContent } from './content';

const PAGE = { width: 595.28, height: 841.89 }; // A4
const MARGIN = 64;
const BODY_SIZE = 11;
const LINE_HEIGHT = 15;
const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
const BLACK = rgb(0, 0, 0);

// Letters with a stroke have no decomposition to strip an accent from.
const STROKED_LETTERS: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' };

/**
 * The standard fonts only know WinAnsi (Latin-1 and a few more), which covers Portuguese. Anything else a
 * customer may have typed loses its accent, or becomes "?", instead of failing the whole document.
 */
function encodable(font: PDFFont): (text: string) => string {
  const known = new Set(font.getCharacterSet());
  const fit = (char: string) => {
    if (known.has(char.codePointAt(0)!)) return char;
    const bare = stripAccents(STROKED_LETTERS[char] ?? char);
    return bare && [...bare].every((part) => known.has(part.codePointAt(0)!)) ? bare : '?';
  };
  return (text) => [...text.normalize('NFC').replace(/\s+/g, ' ')].map(fit).join('');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
    // A single word wider than the line (a long e-mail, say) is cut where it must be.
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Lays the content out on A4 pages in Helvetica and answers the PDF's bytes. */
export async function renderPowerOfAttorney(
  content: PowerOfAttorneyContent,
  meta: { title: string; author: string; reference?: string; date?: Date },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const clean = encodable(regular);
  doc.setTitle(clean(meta.title));
  doc.setAuthor(clean(meta.author));
  doc.setCreator(clean(meta.author));
  doc.setLanguage('pt-BR');
  // The date the text carries: the upload's check generates the text again for that moment (signed-document.ts).
  if (meta.date) doc.setCreationDate(meta.date);
  // Which request this procuração is for: the upload's check reads it back from the signed revision.
  if (meta.reference)
    // setTitle above made the information dictionary.
    doc.context
      .lookup(doc.context.trailerInfo.Info, PDFDict)
      .set(PDFName.of(PROCURACAO_REFERENCE_KEY), PDFString.of(meta.reference));

  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const room = (height: number) => {
    if (y - height >= MARGIN) return;
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };
  const write = (text: string, options: { font?: PDFFont; size?: number; center?: boolean } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? BODY_SIZE;
    for (const line of wrap(clean(text), font, size, TEXT_WIDTH)) {
      room(LINE_HEIGHT);
      const x = options.center ? (PAGE.width - font.widthOfTextAtSize(line, size)) / 2 : MARGIN;
      page.drawText(line, { x, y: y - size, size, font, color: BLACK });
      y -= size + (LINE_HEIGHT - BODY_SIZE);
    }
  };

  write(content.title, { font: bold, size: 16, center: true });
  y -= 18;
  if (content.notice) {
    write(content.notice, { font: bold });
    y -= 12;
  }
  for (const section of content.sections) {
    room(LINE_HEIGHT * 3);
    write(`${section.heading}:`, { font: bold });
    y -= 4;
    for (const paragraph of section.paragraphs) {
      write(paragraph);
      y -= 6;
    }
    y -= 10;
  }
  write(content.placeAndDate);
  y -= 24;
  for (const signature of content.signatures) {
    // The whole block (space to sign, the line, the name and its lines, however they wrap) on one page: a
    // signature line never sits apart from its signer's name.
    const textLines = [signature.name, ...signature.lines].reduce(
      (count, text) => count + wrap(clean(text), regular, BODY_SIZE, TEXT_WIDTH).length,
      0,
    );
    room(36 + 4 + LINE_HEIGHT * textLines);
    y -= 36;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + 280, y }, thickness: 0.8, color: BLACK });
    y -= 4;
    write(signature.name);
    for (const line of signature.lines) write(line);
  }
  return doc.save({ useObjectStreams: false });
}
