import { decodePDFRawStream, PDFArray, type PDFDict, PDFName, type PDFRef } from 'pdf-lib';
import { dictOf, isStream, type PdfState, resolve } from './pdf-revisions';

/**
 * What each page of a PDF revision draws, as comparable text: the strings its content streams show (Tj, TJ, ', ")
 * in order, and a mark wherever they paint something from outside the stream (an XObject by `Do`, an inline
 * image), which a text of ours never does. Two revisions with the same pages of drawn text say the same thing,
 * however the file around them was rewritten (compression, object numbers, a signer's widget annotations).
 */

const SHOW_TEXT = new Set(['Tj', 'TJ', "'", '"']);
export const PAINTED_FROM_OUTSIDE = '\u0000painted\u0000';

const isWhitespace = (byte: number) =>
  byte === 0x00 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d || byte === 0x20;
const isDelimiter = (byte: number) => '()<>[]{}/%'.includes(String.fromCharCode(byte));

const ESCAPES: Record<string, number> = { n: 0x0a, r: 0x0d, t: 0x09, b: 0x08, f: 0x0c };

/** A literal string starting after its "(": its bytes and where it ends (ISO 32000-1 7.3.4.2). */
function literalString(bytes: Uint8Array, from: number): [number[], number] {
  const out: number[] = [];
  let depth = 1;
  let at = from;
  while (at < bytes.length) {
    const byte = bytes[at++];
    if (byte === 0x5c /* \ */) {
      const next = bytes[at++];
      const letter = String.fromCharCode(next);
      if (letter in ESCAPES) out.push(ESCAPES[letter]);
      else if (next >= 0x30 && next <= 0x37) {
        let octal = next - 0x30;
        for (let digits = 1; digits < 3 && bytes[at] >= 0x30 && bytes[at] <= 0x37; digits++)
          octal = octal * 8 + bytes[at++] - 0x30;
        out.push(octal & 0xff);
      } else if (next === 0x0d) {
        if (bytes[at] === 0x0a) at++;
      } else if (next !== 0x0a) out.push(next);
    } else if (byte === 0x28 /* ( */) {
      depth++;
      out.push(byte);
    } else if (byte === 0x29 /* ) */) {
      if (--depth === 0) break;
      out.push(byte);
    } else out.push(byte);
  }
  return [out, at];
}

/** A hex string starting after its "<": its bytes and where it ends. */
function hexString(bytes: Uint8Array, from: number): [number[], number] {
  const end = bytes.indexOf(0x3e /* > */, from);
  const stop = end < 0 ? bytes.length : end;
  const digits = Buffer.from(bytes.subarray(from, stop))
    .toString('latin1')
    .replace(/[^0-9a-fA-F]/g, '');
  return [[...Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex')], stop + 1];
}

/** The strings one content stream shows, in order, with a mark for each thing painted from outside it. */
export function shownText(content: Uint8Array): string[] {
  const shown: string[] = [];
  let operands: number[][] = [];
  let at = 0;
  while (at < content.length) {
    const byte = content[at];
    if (isWhitespace(byte)) at++;
    else if (byte === 0x25 /* % */) {
      while (at < content.length && content[at] !== 0x0a && content[at] !== 0x0d) at++;
    } else if (byte === 0x28) {
      const [string, end] = literalString(content, at + 1);
      operands.push(string);
      at = end;
    } else if (byte === 0x3c /* < */ && content[at + 1] !== 0x3c) {
      const [string, end] = hexString(content, at + 1);
      operands.push(string);
      at = end;
    } else if (isDelimiter(byte)) {
      // Names, arrays and dictionaries: a name's characters are read as a word below, brackets simply skipped.
      at += byte === 0x2f ? 1 : byte === 0x3c || byte === 0x3e ? 2 : 1;
      if (byte === 0x2f) while (at < content.length && !isWhitespace(content[at]) && !isDelimiter(content[at])) at++;
    } else {
      const start = at;
      while (at < content.length && !isWhitespace(content[at]) && !isDelimiter(content[at])) at++;
      const word = Buffer.from(content.subarray(start, at)).toString('latin1');
      if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word) || word === 'true' || word === 'false' || word === 'null') continue;
      if (SHOW_TEXT.has(word)) shown.push(operands.map((string) => Buffer.from(string).toString('latin1')).join(''));
      else if (word === 'Do') shown.push(PAINTED_FROM_OUTSIDE);
      else if (word === 'ID') {
        // An inline image's data runs to "EI" after whitespace: skipped whole, and marked.
        shown.push(PAINTED_FROM_OUTSIDE);
        const end = Buffer.from(content.buffer, content.byteOffset, content.byteLength).indexOf('EI', at, 'latin1');
        at = end < 0 ? content.length : end + 2;
      }
      operands = [];
    }
  }
  return shown;
}

/** The pages in order, walking /Kids from the catalog's /Pages. */
function pagesOf(state: PdfState, root: PDFRef | undefined): PDFDict[] {
  const pages: PDFDict[] = [];
  const seen = new Set<PDFDict>();
  const walk = (node: PDFDict | undefined, depth: number) => {
    if (!node || seen.has(node) || depth > 50) return;
    seen.add(node);
    const kids = resolve(state, node.get(PDFName.of('Kids')));
    if (kids instanceof PDFArray) for (const kid of kids.asArray()) walk(dictOf(state, kid), depth + 1);
    else pages.push(node);
  };
  walk(dictOf(state, dictOf(state, root)?.get(PDFName.of('Pages'))), 0);
  return pages;
}

/**
 * Each page's drawn text, one string per page (its shown strings joined by line breaks); null when a content
 * stream cannot be decoded (an unknown filter), which no text of ours has.
 */
export function drawnText(state: PdfState, root: PDFRef | undefined): string[] | null {
  const result: string[] = [];
  for (const page of pagesOf(state, root)) {
    const contents = resolve(state, page.get(PDFName.of('Contents')));
    const parts = contents instanceof PDFArray ? contents.asArray().map((part) => resolve(state, part)) : [contents];
    const shown: string[] = [];
    for (const part of parts) {
      if (part === undefined) continue;
      if (!isStream(part)) return null;
      try {
        shown.push(...shownText(decodePDFRawStream(part).decode()));
      } catch {
        return null;
      }
    }
    result.push(shown.join('\n'));
  }
  return result;
}
