import type { X509Certificate } from 'node:crypto';
import { messages } from '../../../shared/messages';
import { checkCms, type CmsProblem, SIGNATURE_SUBFILTERS, type SignatureSubFilter } from './cms';
import type { ExpectedDocument } from './document-reference';
import { type PdfHistory, readHistory, rootAt, type SignatureField, signatureFields } from './pdf-revisions';
import { type ByteRange, RangeDigests } from './range-digests';
import type { ChainRevocation } from './revocation';
import { readShown, type ShownDocument, showsTheSame } from './shown-document';
import { expectedDocumentOf, type SignedRevision } from './signed-document';
import { signerIdentity } from './signer-identity';
import { timestampTime } from './timestamp';
import { type ChainVerdict, chainToAnchor, shippedTrustStore, type TrustChain, type TrustStore } from './trust-store';

/** One signature as judged: the document's state is the worst of them, or "alterada" when changed after one. */
export type SignatureVerdict = 'valida' | 'vencida' | 'nao_reconhecida' | 'invalida';

/** Which check an "invalida" signature failed (messages.signature.reasons says it to staff). */
export type InvalidReason = CmsProblem | 'subFilter' | 'byteRange' | 'revoked';

export interface VerifiedSignature {
  nome: string;
  cpf: string | null;
  cadeia: TrustChain | null;
  /** ISO 8601: the signer certificate's end of validity, when read. */
  validoAte: string | null;
  veredito: SignatureVerdict;
  /** For "invalida": which check failed. */
  motivo: InvalidReason | null;
  /** For a recognised chain: whether fresh revocation lists were consulted for every link. */
  revogacao: Exclude<ChainRevocation, 'revogado'> | null;
  /** ISO 8601: the time a recognised RFC 3161 timestamp proves, used instead of the upload's to judge validity. */
  carimboDoTempo: string | null;
  /** Where this signature's revision ends: the signed bytes are [0, fim). */
  fim: number;
  /** Where its field's widgets paint (pdf-revisions.ts rectKey). */
  widgets: string[];
}

export type PdfSignatureState =
  'assinada' | 'vencida' | 'nao_reconhecida' | 'alterada' | 'invalida' | 'sem_assinatura' | 'documento_diferente';

export interface PdfVerification {
  situacao: PdfSignatureState;
  /** The lowest level among the signatures, when every one is recognised and valid. */
  nivel: TrustChain | null;
  signatarios: VerifiedSignature[];
  /** Why the document is "alterada": what a signed revision or the file as sent shows differently, for staff. */
  alteracoes: string[];
  /**
   * Where the signed revision we keep ends: the procuração is the bytes [0, fimAssinado), up to the end of the last
   * intact signature's /ByteRange. Null when no signature is intact.
   */
  fimAssinado: number | null;
  /** Whether the file as sent had bytes after that revision, which are never kept. */
  acrescimoDescartado: boolean;
}

export interface VerifyOptions {
  /** When validity is judged: the upload. */
  at?: Date;
  trust?: TrustStore;
  /**
   * The procuração of the request it must be (document-reference.ts): a signed revision that is not our
   * procuração for this request, as generated, is "documento_diferente" (signed-document.ts).
   */
  documento?: ExpectedDocument;
}

const WORST_FIRST: SignatureVerdict[] = ['invalida', 'nao_reconhecida', 'vencida', 'valida'];

const EOF_MARK = Buffer.from('%%EOF', 'latin1');

/** Where each incremental update ends: right after each %%EOF (searched in the bytes, never copied into a string). */
function revisionEnds(bytes: Uint8Array): number[] {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ends: number[] = [];
  for (let at = buffer.indexOf(EOF_MARK); at >= 0; at = buffer.indexOf(EOF_MARK, at + EOF_MARK.length))
    ends.push(at + EOF_MARK.length);
  return ends;
}

const onlyWhitespace = (bytes: Uint8Array) =>
  bytes.every((byte) => byte === 0x0a || byte === 0x0d || byte === 0x20 || byte === 0x09 || byte === 0x00);

/** The signature's /ByteRange frames exactly its /Contents, from the first byte to the end of a revision. */
function signedRange(bytes: Uint8Array, field: SignatureField, ends: number[]): ByteRange | null {
  const range = field.byteRange;
  if (!range || range.length !== 4 || !range.every((value) => Number.isSafeInteger(value) && value >= 0)) return null;
  const [start, firstLength, secondStart, secondLength] = range;
  const end = secondStart + secondLength;
  if (start !== 0 || firstLength <= 0 || secondStart <= firstLength || end > bytes.length) return null;
  const gap = Buffer.from(bytes.buffer, bytes.byteOffset + firstLength, secondStart - firstLength).toString('latin1');
  if (!/^<[0-9a-fA-F]*>$/.test(gap) || !field.contents) return null;
  if (!Buffer.from(gap.slice(1, -1), 'hex').equals(Buffer.from(field.contents))) return null;
  const revisionEnd = ends.filter((candidate) => candidate <= end).at(-1);
  if (revisionEnd === undefined || !onlyWhitespace(bytes.subarray(revisionEnd, end))) return null;
  return [0, firstLength, secondStart, secondLength];
}

/** What one verification reads once and shares between its signatures. */
interface VerificationCache {
  digests: RangeDigests;
  /**
   * Chains by the signer certificate, judged at the upload: one person often signs twice, and every check of a link
   * costs a signature check. A timestamped signature is judged at its own time, outside this cache.
   */
  chains: Map<X509Certificate, ChainVerdict>;
}

function judgeSignature(
  field: SignatureField,
  range: ByteRange | null,
  cache: VerificationCache,
  trust: TrustStore,
  at: Date,
): VerifiedSignature {
  const fim = field.byteRange ? (field.byteRange[2] ?? 0) + (field.byteRange[3] ?? 0) : 0;
  const invalid = (motivo: InvalidReason): VerifiedSignature => ({
    nome: '',
    cpf: null,
    cadeia: null,
    validoAte: null,
    veredito: 'invalida',
    motivo,
    revogacao: null,
    carimboDoTempo: null,
    fim,
    widgets: field.rects,
  });
  if (!SIGNATURE_SUBFILTERS.includes(field.subFilter as SignatureSubFilter)) return invalid('subFilter');
  if (!range || !field.contents) return invalid('byteRange');
  const cms = checkCms(field.contents, range, cache.digests, field.subFilter as SignatureSubFilter);
  if (!cms.ok) return invalid(cms.problem);
  const identity = signerIdentity(cms.signer);
  const stamped = cms.timestampToken ? timestampTime(cms.timestampToken, cms.signature, trust, at) : null;
  let chain = stamped ? undefined : cache.chains.get(cms.signer);
  if (!chain) {
    chain = chainToAnchor(cms.signer, cms.certificates, trust, stamped ?? at);
    if (!stamped) cache.chains.set(cms.signer, chain);
  }
  const revocation = chain.recognised
    ? (trust.revocation?.chain(chain.path, stamped ?? at, at) ?? 'nao_verificada')
    : null;
  if (revocation === 'revogado') return { ...invalid('revoked'), ...identity, validoAte: validTo(cms.signer) };
  return {
    ...identity,
    cadeia: chain.recognised ? chain.chain : null,
    validoAte: validTo(cms.signer),
    veredito: !chain.recognised ? 'nao_reconhecida' : chain.expired ? 'vencida' : 'valida',
    motivo: null,
    revogacao: revocation,
    carimboDoTempo: stamped ? stamped.toISOString() : null,
    fim,
    widgets: field.rects,
  };
}

/** The revision read as it was when the file ended at sections[index].to. */
const revisionAt = (history: PdfHistory, index: number): SignedRevision => ({
  state: history.states[index],
  root: rootAt(history, index),
  info: history.sections
    .slice(0, index + 1)
    .map((section) => section.info)
    .filter(Boolean)
    .at(-1),
});

const validTo = (certificate: X509Certificate) => new Date(certificate.validTo).toISOString();

/**
 * The signatures of a PDF, each found in the AcroForm of the revision it signs, its /ByteRange covering that whole
 * revision but its /Contents. A signature field that only a later update names signs nothing of what it claims.
 */
function ownSignatures(bytes: Uint8Array, history: PdfHistory, ends: number[], revisionOf: (end: number) => number) {
  const found: { field: SignatureField; range: ByteRange }[] = [];
  const seen = new Set<number>();
  history.sections.forEach((section, index) => {
    for (const field of signatureFields(history.states[index], rootAt(history, index))) {
      if (field.type !== 'Sig') continue;
      const range = signedRange(bytes, field, ends);
      if (!range) continue;
      const end = range[2] + range[3];
      if (revisionOf(end) !== section.to || seen.has(end)) continue;
      seen.add(end);
      found.push({ field, range });
    }
  });
  return found;
}

/** The signatures read and judged, and the revision kept, before anything is read for what it shows. */
export interface SignatureReading {
  signatures: VerifiedSignature[];
  fimAssinado: number | null;
  acrescimoDescartado: boolean;
  /** Our procuração as generated for the signed revision, when the verification has one to compare with. */
  ours?: Uint8Array;
  /** A state already decided by the signatures or the document, with nothing left to read. */
  decided?: PdfSignatureState;
}

/**
 * Every signature of a PDF, judged for integrity (its digest over exactly its /ByteRange, from a SubFilter on the
 * allowlist) and for trust (a chain to a shipped gov.br or ICP-Brasil anchor, valid at the upload), and the
 * revision kept: the bytes up to the end of the last recognised signature (the last intact one when none is
 * recognised). Nothing appended after it is ever used, so nothing an update says about itself needs to be believed.
 */
export async function readSignatures(bytes: Uint8Array, options: VerifyOptions = {}): Promise<SignatureReading> {
  const at = options.at ?? new Date();
  const trust = options.trust ?? shippedTrustStore();
  const unsigned: SignatureReading = {
    signatures: [],
    fimAssinado: null,
    acrescimoDescartado: false,
    decided: 'sem_assinatura',
  };
  const ends = revisionEnds(bytes);
  let history;
  try {
    history = await readHistory(bytes, ends);
  } catch {
    return unsigned;
  }
  // A signed range may end after its %%EOF's end of line: the revision it signs ends at that %%EOF.
  const revisionOf = (end: number) => ends.filter((candidate) => candidate <= end).at(-1) ?? end;
  const own = ownSignatures(bytes, history, ends, revisionOf);
  const cache: VerificationCache = {
    digests: new RangeDigests(
      bytes,
      own.map(({ range }) => range),
    ),
    chains: new Map(),
  };
  const judged = own
    .map(({ field, range }) => judgeSignature(field, range, cache, trust, at))
    .sort((a, b) => a.fim - b.fim);
  // What is kept ends with the last recognised signature, or with the last intact one when none is recognised.
  const intact = judged.filter((signature) => signature.veredito !== 'invalida');
  const fimAssinado = (intact.filter((signature) => signature.cadeia !== null).at(-1) ?? intact.at(-1))?.fim ?? null;

  const keptIndex =
    fimAssinado === null
      ? history.sections.length - 1
      : history.sections.findIndex((section) => section.to === revisionOf(fimAssinado));
  const kept = revisionAt(history, keptIndex);
  // Fields of the kept revision that sign nothing of it (a broken range, another revision's bytes) are broken.
  const ownEnds = new Set(own.map(({ range }) => range[2] + range[3]));
  const broken = signatureFields(kept.state, kept.root)
    .filter((field) => field.type === 'Sig')
    .filter((field) => {
      const range = signedRange(bytes, field, ends);
      return !range || !ownEnds.has(range[2] + range[3]);
    })
    .map((field) => judgeSignature(field, null, cache, trust, at));
  // Intact signatures after what is kept still count against it (their bytes are not kept); broken ones there do not.
  const signatures = [
    ...judged.filter(
      (signature) => fimAssinado === null || signature.fim <= fimAssinado || signature.veredito !== 'invalida',
    ),
    ...broken,
  ];
  if (signatures.length === 0) return unsigned;
  const acrescimoDescartado = fimAssinado !== null && !onlyWhitespace(bytes.subarray(fimAssinado));
  const reading = { signatures, fimAssinado, acrescimoDescartado };
  if (fimAssinado === null) return { ...reading, decided: 'invalida' };
  const expected = options.documento;
  if (!expected) return reading;
  const firstIndex = history.sections.findIndex((section) => section.to === revisionOf(signatures[0].fim));
  const ours = await expectedDocumentOf(revisionAt(history, firstIndex), expected, at);
  return ours ? { ...reading, ours } : { ...reading, decided: 'documento_diferente' };
}

/**
 * A PDF's signatures judged (readSignatures), then what each signed revision and the file as sent show a person,
 * read by PDF.js and compared with our procuração (or, without one, with the first signed revision): any
 * difference is "alterada".
 */
export async function verifyPdf(bytes: Uint8Array, options: VerifyOptions = {}): Promise<PdfVerification> {
  const reading = await readSignatures(bytes, options);
  const { signatures, fimAssinado, acrescimoDescartado } = reading;
  const base = { signatarios: signatures, fimAssinado, acrescimoDescartado, nivel: null };
  if (reading.decided) return { ...base, situacao: reading.decided, alteracoes: [] };
  const alteracoes = await shownChanges(bytes, signatures, reading.ours, acrescimoDescartado ? fimAssinado : null);
  const worst = WORST_FIRST.find((verdict) => signatures.some((signature) => signature.veredito === verdict))!;
  const situacao: PdfSignatureState =
    worst === 'invalida' ? 'invalida' : alteracoes.length > 0 ? 'alterada' : worst === 'valida' ? 'assinada' : worst;
  const nivel =
    situacao === 'assinada'
      ? signatures.some((signature) => signature.cadeia === 'gov.br')
        ? 'gov.br'
        : 'ICP-Brasil'
      : null;
  return { ...base, situacao, nivel, alteracoes };
}

/**
 * What PDF.js shows differently: each revision a recognised signature covers against our procuração (its signers'
 * widgets allowed on top), or against the first signed revision when there is no procuração to compare with; and
 * the file as sent against the signed revision we keep, exactly. Only recognised signatures are read: any other
 * already keeps the document from "assinada", and reading costs a parse of the whole revision.
 */
async function shownChanges(
  bytes: Uint8Array,
  signatures: VerifiedSignature[],
  ours: Uint8Array | undefined,
  /** Where the kept revision ends, when the file as sent goes on after it. */
  keptBefore: number | null,
): Promise<string[]> {
  const recognised = signatures.filter((signature) => signature.cadeia !== null);
  if (recognised.length === 0) return [];
  const changes: string[] = [];
  const shownAt = new Map<number, Promise<ShownDocument | null>>();
  const shownUpTo = (end: number) => {
    if (!shownAt.has(end)) shownAt.set(end, readShown(bytes.subarray(0, end)));
    return shownAt.get(end)!;
  };
  // Read only when there is something to compare it with.
  let reference: Promise<ShownDocument | null> | undefined;
  const referenceShown = () => (reference ??= ours ? readShown(ours) : shownUpTo(recognised[0].fim));
  const widgetsBetween = (from: number, to: number) =>
    new Set(
      signatures
        .filter((signature) => signature.veredito !== 'invalida' && signature.fim > from && signature.fim <= to)
        .flatMap((signature) => signature.widgets),
    );
  for (const signature of recognised) {
    if (!ours && signature === recognised[0]) continue;
    const since = ours ? 0 : recognised[0].fim;
    if (!showsTheSame(await shownUpTo(signature.fim), await referenceShown(), widgetsBetween(since, signature.fim))) {
      const position = signatures.indexOf(signature) + 1;
      changes.push(
        ours
          ? messages.signature.changes.signedOtherText(position)
          : messages.signature.changes.signedOtherThanFirst(position),
      );
    }
  }
  if (
    keptBefore !== null &&
    !showsTheSame(await readShown(bytes), await shownUpTo(keptBefore), widgetsBetween(keptBefore, Infinity))
  )
    changes.push(messages.signature.changes.finalShowsOther);
  return changes;
}
