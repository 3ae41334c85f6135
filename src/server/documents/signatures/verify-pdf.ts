import type { X509Certificate } from 'node:crypto';
import { checkCms, type CmsProblem, SIGNATURE_SUBFILTERS, type SignatureSubFilter } from './cms';
import { forbiddenChanges } from './later-changes';
import type { ExpectedDocument } from './document-reference';
import { type PdfHistory, readHistory, type SignatureField, signatureFields } from './pdf-revisions';
import { type ByteRange, RangeDigests } from './range-digests';
import type { ChainRevocation } from './revocation';
import { isExpectedDocument, type SignedRevision } from './signed-document';
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
}

export type PdfSignatureState =
  'assinada' | 'vencida' | 'nao_reconhecida' | 'alterada' | 'invalida' | 'sem_assinatura' | 'documento_diferente';

export interface PdfVerification {
  situacao: PdfSignatureState;
  /** The lowest level among the signatures, when every one is recognised and valid. */
  nivel: TrustChain | null;
  signatarios: VerifiedSignature[];
  /** What changed after a signature that PAdES does not allow, for staff. */
  alteracoes: string[];
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
  };
}

/** The revision the first signature that is not broken covers: what its signer saw, as a reader sees it. */
function firstSignedRevision(
  history: PdfHistory,
  signatures: VerifiedSignature[],
  revisionOf: (end: number) => number,
): SignedRevision | undefined {
  const first = signatures.find((signature) => signature.veredito !== 'invalida');
  if (!first) return undefined;
  const index = history.sections.findIndex((section) => section.to >= revisionOf(first.fim));
  if (index < 0) return undefined;
  const upTo = history.sections.slice(0, index + 1);
  return {
    state: history.states[index],
    root: upTo
      .map((section) => section.root)
      .filter(Boolean)
      .at(-1),
    info: upTo
      .map((section) => section.info)
      .filter(Boolean)
      .at(-1),
  };
}

const validTo = (certificate: X509Certificate) => new Date(certificate.validTo).toISOString();

/**
 * Every signature of a PDF, judged for integrity (its digest over exactly its /ByteRange, from a SubFilter
 * on the allowlist), for trust (a chain to a shipped gov.br or ICP-Brasil anchor, valid at the upload) and
 * for what was changed after it (each later incremental update, object by object).
 */
export async function verifyPdf(bytes: Uint8Array, options: VerifyOptions = {}): Promise<PdfVerification> {
  const at = options.at ?? new Date();
  const trust = options.trust ?? shippedTrustStore();
  const ends = revisionEnds(bytes);
  let history;
  try {
    history = await readHistory(bytes, ends);
  } catch {
    return { situacao: 'sem_assinatura', nivel: null, signatarios: [], alteracoes: [] };
  }
  const finalState = history.states.at(-1)!;
  const fields = signatureFields(finalState, history.root).filter((field) => field.type === 'Sig');
  if (fields.length === 0) return { situacao: 'sem_assinatura', nivel: null, signatarios: [], alteracoes: [] };

  const ranges = fields.map((field) => signedRange(bytes, field, ends));
  const cache: VerificationCache = {
    digests: new RangeDigests(
      bytes,
      ranges.filter((range) => range !== null),
    ),
    chains: new Map(),
  };
  const signatures = fields
    .map((field, index) => judgeSignature(field, ranges[index], cache, trust, at))
    .sort((a, b) => a.fim - b.fim);
  // A signed range may end after its %%EOF's end of line: the revision it signs ends at that %%EOF.
  const revisionOf = (end: number) => ends.filter((candidate) => candidate <= end).at(-1) ?? end;
  const firstSigned = signatures.find((signature) => signature.veredito !== 'invalida')?.fim;
  const alteracoes: string[] = [];
  if (firstSigned !== undefined) {
    history.sections.forEach((section, index) => {
      if (index === 0 || section.from < revisionOf(firstSigned)) return;
      const after = signatures.filter((signature) => revisionOf(signature.fim) <= section.from).length;
      const rootBefore = history.sections
        .slice(0, index)
        .map((earlier) => earlier.root)
        .filter(Boolean)
        .at(-1);
      for (const problem of forbiddenChanges(section, history.states[index - 1], history.states[index], rootBefore))
        alteracoes.push(`${problem}, depois da assinatura ${after}`);
    });
  }
  const expected = options.documento;
  const signedRevision = expected ? firstSignedRevision(history, signatures, revisionOf) : undefined;
  if (expected && signedRevision && !(await isExpectedDocument(signedRevision, expected, at)))
    return { situacao: 'documento_diferente', nivel: null, signatarios: signatures, alteracoes };
  const worst = WORST_FIRST.find((verdict) => signatures.some((signature) => signature.veredito === verdict))!;
  const situacao: PdfSignatureState =
    worst === 'invalida' ? 'invalida' : alteracoes.length > 0 ? 'alterada' : worst === 'valida' ? 'assinada' : worst;
  const nivel =
    situacao === 'assinada'
      ? signatures.some((signature) => signature.cadeia === 'gov.br')
        ? 'gov.br'
        : 'ICP-Brasil'
      : null;
  return { situacao, nivel, signatarios: signatures, alteracoes };
}
