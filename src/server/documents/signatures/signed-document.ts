import { PDFHexString, PDFName, type PDFObject, type PDFRef, PDFString } from 'pdf-lib';
import { type ExpectedDocument, PROCURACAO_REFERENCE_KEY } from './document-reference';
import { drawnText } from './drawn-text';
import { dictOf, type PdfState, readHistory, textOf } from './pdf-revisions';

/** A clock a little ahead of ours still names a moment before the upload. */
const CLOCK_SKEW_MS = 10 * 60 * 1000;

function dateOf(value: PDFObject | undefined): Date | undefined {
  if (!(value instanceof PDFString || value instanceof PDFHexString)) return undefined;
  try {
    const date = value.decodeDate();
    return Number.isNaN(date.getTime()) ? undefined : date;
  } catch {
    return undefined;
  }
}

/** The signed revision as read: its objects, catalog and information dictionary. */
export interface SignedRevision {
  state: PdfState;
  root: PDFRef | undefined;
  info: PDFRef | undefined;
}

/** The request the signed revision names, when it names one (another request is told apart before any rendering). */
export function signedReference(revision: SignedRevision): string | undefined {
  return textOf(dictOf(revision.state, revision.info)?.get(PDFName.of(PROCURACAO_REFERENCE_KEY)));
}

/**
 * Our procuração for this request as generated when the signed revision says it was, when the signed revision is
 * it: it names the request, says when it was generated (no later than the upload), and its pages draw exactly the
 * text we generate for the request at that moment. Otherwise null. A signing tool that adds its widget in an
 * incremental update (as gov.br's does) keeps all three.
 */
export async function expectedDocumentOf(
  revision: SignedRevision,
  expected: ExpectedDocument,
  at: Date,
): Promise<Uint8Array | null> {
  if (signedReference(revision) !== expected.referencia) return null;
  const generatedAt = dateOf(dictOf(revision.state, revision.info)?.get(PDFName.of('CreationDate')));
  if (!generatedAt || generatedAt.getTime() > at.getTime() + CLOCK_SKEW_MS) return null;
  const signedText = drawnText(revision.state, revision.root);
  if (!signedText) return null;
  const ours = await expected.gerar(generatedAt);
  const history = await readHistory(ours, []);
  const ourText = drawnText(history.states[0], history.root);
  const same =
    ourText !== null &&
    ourText.length === signedText.length &&
    ourText.every((page, index) => page === signedText[index]);
  return same ? ours : null;
}
