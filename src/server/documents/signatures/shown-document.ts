import { rectKey } from './pdf-revisions';

/**
 * What a PDF shows a person, read by PDF.js (through unpdf), the parser of Firefox and of most web viewers: it
 * follows the cross-reference as readers do (tables, streams, object streams, free entries), so no trick in how an
 * update is written makes it see one document where a reader sees another. Used to compare what each signer signed
 * with the procuração we generated, and the file as sent with the revision we keep.
 */

/** An annotation that can paint on a page: a rectangle with area, not hidden. */
export interface ShownMark {
  page: number;
  subtype: string;
  /** A signature field's widget: the mark every visible signature leaves on the page. */
  signature: boolean;
  rect: string;
}

export interface ShownDocument {
  /** Each page's text as shown, whitespace runs folded into one space. */
  pages: string[];
  marks: ShownMark[];
}

// ISO 32000-1 12.5.3: Hidden (bit 2) and NoView (bit 6) annotations paint nothing on screen.
const HIDDEN = 0b10;
const NO_VIEW = 0b100000;

interface AnnotationData {
  subtype?: string;
  fieldType?: string;
  rect?: number[];
  annotationFlags?: number;
}

const visible = (annotation: AnnotationData) => {
  const [x1, y1, x2, y2] = annotation.rect ?? [0, 0, 0, 0];
  return Math.abs(x2 - x1) * Math.abs(y2 - y1) > 0 && ((annotation.annotationFlags ?? 0) & (HIDDEN | NO_VIEW)) === 0;
};

/** The document PDF.js shows; null when PDF.js cannot open it. Loaded with the first signed upload, not at start. */
export async function readShown(bytes: Uint8Array): Promise<ShownDocument | null> {
  const { getResolvedPDFJS } = await import('unpdf');
  const pdfjs = await getResolvedPDFJS();
  let document;
  try {
    document = await pdfjs.getDocument({
      // PDF.js may transfer the buffer it is given: a copy keeps the caller's bytes.
      data: Uint8Array.from(bytes),
      disableFontFace: true,
      isEvalSupported: false,
      useSystemFonts: false,
      stopAtErrors: false,
      verbosity: 0,
    }).promise;
  } catch {
    return null;
  }
  try {
    const pages: string[] = [];
    const marks: ShownMark[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const text = await page.getTextContent();
      pages.push(
        text.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
          .join('')
          .replace(/\s+/g, ' ')
          .trim(),
      );
      for (const annotation of (await page.getAnnotations()) as AnnotationData[]) {
        if (!visible(annotation)) continue;
        marks.push({
          page: number,
          subtype: annotation.subtype ?? '',
          signature: annotation.subtype === 'Widget' && annotation.fieldType === 'Sig',
          rect: rectKey(annotation.rect ?? [0, 0, 0, 0]),
        });
      }
    }
    return { pages, marks };
  } catch {
    return null;
  } finally {
    await document.destroy();
  }
}

const key = (mark: ShownMark) => `${mark.page}:${mark.subtype}:${mark.signature}:${mark.rect}`;

/**
 * Whether `shown` shows what `reference` shows: the same pages of text, and no mark the reference lacks but the
 * widgets of `signerWidgets` (the rectangles of the signatures in between, each painted by its own signer). An empty
 * signature field's widget is paint like any other.
 */
export function showsTheSame(
  shown: ShownDocument | null,
  reference: ShownDocument | null,
  signerWidgets: ReadonlySet<string>,
): boolean {
  if (!shown || !reference) return false;
  if (shown.pages.length !== reference.pages.length) return false;
  if (shown.pages.some((page, index) => page !== reference.pages[index])) return false;
  // Counted, not just looked up: a second copy of a known mark paints again.
  const known = new Map<string, number>();
  for (const mark of reference.marks) known.set(key(mark), (known.get(key(mark)) ?? 0) + 1);
  return shown.marks.every((mark) => {
    const left = known.get(key(mark)) ?? 0;
    if (left > 0) known.set(key(mark), left - 1);
    return left > 0 || (mark.signature && signerWidgets.has(mark.rect));
  });
}
