import * as asn1js from 'asn1js';
import { type Certificate, ContentInfo, SignedData } from 'pkijs';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import type { SignatureStatus, Signer } from '../../shared/schemas/brand-wizard';

export interface SignatureCheck {
  status: SignatureStatus;
  /** Who signed, in the order the signatures were added; empty when there is no valid signature. */
  signers: Signer[];
}

interface SignedRevision {
  ranges: [number, number, number, number];
  contents: Uint8Array;
}

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;
/** ICP-Brasil's otherName for a person: birth date (8), CPF (11), NIS, RG... (DOC-ICP-04). */
const ICP_BRASIL_PERSON_DATA = '2.16.76.1.3.1';
const COMMON_NAME = '2.5.4.3';
const SUBJECT_ALT_NAME = '2.5.29.17';

/**
 * Every signature's /ByteRange that frames a hex string: the PKCS#7 value sits in the gap the range leaves
 * out. The dictionary's /Type /Sig is optional (ISO 32000-1, 12.8.1), so it is not looked for.
 */
function signedRevisions(bytes: Uint8Array): SignedRevision[] {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const found = new Map<string, SignedRevision>();
  for (const match of text.matchAll(BYTE_RANGE)) {
    const ranges = match.slice(1, 5).map(Number) as SignedRevision['ranges'];
    const [start, firstLength, secondStart, secondLength] = ranges;
    if (start !== 0 || firstLength <= 0 || secondStart <= firstLength || secondStart + secondLength > bytes.length)
      continue;
    const gap = text.slice(firstLength, secondStart);
    if (!/^<[0-9a-fA-F\s]*>$/.test(gap)) continue;
    found.set(ranges.join(' '), {
      ranges,
      contents: Uint8Array.from(Buffer.from(gap.slice(1, -1).replace(/\s+/g, ''), 'hex')),
    });
  }
  return [...found.values()].sort((a, b) => a.ranges[2] + a.ranges[3] - (b.ranges[2] + b.ranges[3]));
}

const stringValue = (element: asn1js.AsnType): string => {
  const block = (element as asn1js.BaseBlock & { valueBlock: { valueHexView?: Uint8Array } }).valueBlock;
  return block.valueHexView ? Buffer.from(block.valueHexView).toString('latin1') : '';
};

/** The CPF that ICP-Brasil puts in the certificate's otherName 2.16.76.1.3.1, at characters 9 to 19. */
function cpfFromIcpBrasil(certificate: Certificate): string | null {
  const extension = certificate.extensions?.find((candidate) => candidate.extnID === SUBJECT_ALT_NAME);
  if (!extension) return null;
  const parsed = asn1js.fromBER(extension.extnValue.valueBlock.valueHexView);
  if (parsed.offset === -1 || !(parsed.result instanceof asn1js.Sequence)) return null;
  for (const name of parsed.result.valueBlock.value) {
    if (name.idBlock.tagClass !== 3 || name.idBlock.tagNumber !== 0 || !(name instanceof asn1js.Constructed)) continue;
    const [typeId, wrapped] = name.valueBlock.value;
    if (!(typeId instanceof asn1js.ObjectIdentifier) || typeId.valueBlock.toString() !== ICP_BRASIL_PERSON_DATA)
      continue;
    const inner = wrapped instanceof asn1js.Constructed ? wrapped.valueBlock.value[0] : wrapped;
    const cpf = inner ? stringValue(inner).slice(8, 19) : '';
    if (isValidCpf(cpf)) return cpf;
  }
  return null;
}

/** The signer as shown to customer and staff: gov.br and ICP-Brasil write "NOME:CPF" in the common name. */
export function signerOf(certificate: Certificate): Signer {
  const commonName = certificate.subject.typesAndValues.find((entry) => entry.type === COMMON_NAME);
  const raw = commonName ? String(commonName.value.valueBlock.value).trim() : '';
  const [, name, cpfInName] = /^(.*?):(\d{11})$/.exec(raw) ?? [undefined, raw, undefined];
  const cpf = cpfFromIcpBrasil(certificate) ?? (cpfInName && isValidCpf(cpfInName) ? cpfInName : null);
  return { nome: name.trim(), cpf };
}

async function verifyRevision(bytes: Uint8Array, revision: SignedRevision): Promise<Signer | null> {
  const [start, firstLength, secondStart, secondLength] = revision.ranges;
  const signed = Buffer.concat([
    bytes.subarray(start, start + firstLength),
    bytes.subarray(secondStart, secondStart + secondLength),
  ]);
  try {
    const parsed = asn1js.fromBER(revision.contents);
    if (parsed.offset === -1) return null;
    const signedData = new SignedData({ schema: new ContentInfo({ schema: parsed.result }).content });
    const result = await signedData.verify({
      signer: 0,
      data: signed.buffer.slice(signed.byteOffset, signed.byteOffset + signed.byteLength),
      checkChain: false,
      extendedMode: true,
    });
    if (!result.signatureVerified || !result.signerCertificate) return null;
    return signerOf(result.signerCertificate);
  } catch {
    return null;
  }
}

/** Whatever follows the last signed byte: an end of line or padding is harmless, anything else was added after signing. */
const onlyPadding = (tail: Uint8Array) =>
  tail.every((byte) => byte === 0x0a || byte === 0x0d || byte === 0x20 || byte === 0x00);

/**
 * Checks each embedded signature cryptographically: the CMS/PKCS#7 value must verify, with the certificate it
 * carries, over exactly the bytes its /ByteRange names, and the last signature must cover the whole file.
 * Anything else (a digest mismatch, a broken signature, content appended after signing) is "invalida".
 * The certificate's chain up to ICP-Brasil is not judged here: staff see who signed.
 */
export async function verifyPdfSignatures(bytes: Uint8Array): Promise<SignatureCheck> {
  const revisions = signedRevisions(bytes);
  if (revisions.length === 0) return { status: 'sem_assinatura', signers: [] };
  const signers: Signer[] = [];
  for (const revision of revisions) {
    const signer = await verifyRevision(bytes, revision);
    if (!signer) return { status: 'invalida', signers: [] };
    signers.push(signer);
  }
  const [, , secondStart, secondLength] = revisions.at(-1)!.ranges;
  if (!onlyPadding(bytes.subarray(secondStart + secondLength))) return { status: 'invalida', signers: [] };
  return { status: 'assinada', signers };
}
