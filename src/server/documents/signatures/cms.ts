import { createHash, type KeyObject, verify as verifySignature, X509Certificate, constants } from 'node:crypto';
import * as asn1js from 'asn1js';
import { Certificate, ContentInfo, IssuerAndSerialNumber, RSASSAPSSParams, SignedData } from 'pkijs';
import type { ByteRange, RangeDigests } from './range-digests';

/** The SubFilters a signature may declare; anything else is refused (ISO 32000-1 12.8.3, ETSI EN 319 142-1). */
export const SIGNATURE_SUBFILTERS = ['adbe.pkcs7.detached', 'ETSI.CAdES.detached', 'adbe.pkcs7.sha1'] as const;
export type SignatureSubFilter = (typeof SIGNATURE_SUBFILTERS)[number];

const HASHES: Record<string, string> = {
  '1.3.14.3.2.26': 'sha1',
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

/** Signature algorithms that name their own hash; plain rsaEncryption and ecPublicKey take the signer's digest. */
const SIGNATURE_HASHES: Record<string, string> = {
  '1.2.840.113549.1.1.5': 'sha1',
  '1.2.840.113549.1.1.11': 'sha256',
  '1.2.840.113549.1.1.12': 'sha384',
  '1.2.840.113549.1.1.13': 'sha512',
  '1.2.840.10045.4.1': 'sha1',
  '1.2.840.10045.4.3.2': 'sha256',
  '1.2.840.10045.4.3.3': 'sha384',
  '1.2.840.10045.4.3.4': 'sha512',
};
const RSA_PSS = '1.2.840.113549.1.1.10';
const MESSAGE_DIGEST = '1.2.840.113549.1.9.4';

export type CmsProblem = 'unreadable' | 'digestMismatch' | 'badSignature' | 'embeddedContent' | 'noSignerCertificate';

export type CmsCheck =
  { ok: true; signer: X509Certificate; certificates: X509Certificate[] } | { ok: false; problem: CmsProblem };

const bufferOf = (view: ArrayBuffer | Uint8Array) =>
  Buffer.from(view instanceof Uint8Array ? view : new Uint8Array(view));

function signerCertificate(signedData: SignedData, certificates: Certificate[]): Certificate | undefined {
  const sid = signedData.signerInfos[0].sid;
  if (sid instanceof IssuerAndSerialNumber) {
    return certificates.find(
      (candidate) => candidate.issuer.isEqual(sid.issuer) && candidate.serialNumber.isEqual(sid.serialNumber),
    );
  }
  // SubjectKeyIdentifier: compare with each certificate's own extension.
  const wanted = bufferOf((sid as asn1js.OctetString).valueBlock.valueHexView);
  return certificates.find((candidate) => {
    const extension = candidate.extensions?.find((entry) => entry.extnID === '2.5.29.14');
    const parsed = extension ? asn1js.fromBER(extension.extnValue.valueBlock.valueHexView) : undefined;
    return (
      parsed?.result instanceof asn1js.OctetString && wanted.equals(bufferOf(parsed.result.valueBlock.valueHexView))
    );
  });
}

/**
 * The carried certificates as node:crypto reads them. Signers of one document carry the same AC certificates, a
 * person who signs twice the same leaf, and the next upload the same ACs again: each is read once, keyed by the
 * DER the CMS holds, and the most recent few hundred are kept (certificates never change, so none goes stale).
 */
export class CertificateCache {
  private static readonly KEPT = 500;
  private static readonly known = new Map<string, X509Certificate>();

  of(certificate: Certificate): X509Certificate {
    const der = bufferOf(certificate.toSchema().toBER());
    const key = der.toString('base64');
    const known = CertificateCache.known;
    let read = known.get(key);
    if (read) known.delete(key);
    else read = new X509Certificate(der);
    known.set(key, read);
    if (known.size > CertificateCache.KEPT) known.delete(known.keys().next().value!);
    return read;
  }
}

/** node:crypto (OpenSSL) checks the signature: it knows RSA, RSA-PSS, ECDSA on NIST and Brainpool curves. */
function signatureHolds(signedData: SignedData, key: KeyObject, signedBytes: Buffer, digestName: string): boolean {
  const info = signedData.signerInfos[0];
  const algorithm = info.signatureAlgorithm.algorithmId;
  const signature = bufferOf(info.signature.valueBlock.valueHexView);
  if (algorithm === RSA_PSS) {
    const params = new RSASSAPSSParams({ schema: info.signatureAlgorithm.algorithmParams });
    const hash = HASHES[params.hashAlgorithm.algorithmId];
    if (!hash) return false;
    return verifySignature(
      hash,
      signedBytes,
      { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: params.saltLength },
      signature,
    );
  }
  const hash = SIGNATURE_HASHES[algorithm] ?? digestName;
  return verifySignature(hash, signedBytes, { key, dsaEncoding: 'der' }, signature);
}

/**
 * A CMS SignedData checked against the bytes a PDF signature's /ByteRange names. The digest of exactly those
 * bytes must be what the signer signed: the signed attributes' messageDigest for a detached CMS, or, for
 * adbe.pkcs7.sha1 only, the embedded content, which must then be the SHA-1 of those bytes. A CMS that carries
 * any other content is refused: its signature would prove that content, not this document.
 */
export function checkCms(
  contents: Uint8Array,
  signedRange: ByteRange,
  digests: RangeDigests,
  subFilter: SignatureSubFilter,
  certificates: CertificateCache = new CertificateCache(),
): CmsCheck {
  let signedData: SignedData;
  try {
    const parsed = asn1js.fromBER(contents);
    if (parsed.offset === -1) return { ok: false, problem: 'unreadable' };
    signedData = new SignedData({ schema: new ContentInfo({ schema: parsed.result }).content });
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  if (signedData.signerInfos.length !== 1) return { ok: false, problem: 'unreadable' };
  const info = signedData.signerInfos[0];
  const digestName = HASHES[info.digestAlgorithm.algorithmId];
  if (!digestName) return { ok: false, problem: 'unreadable' };
  const embedded = signedData.encapContentInfo.eContent;

  // The signed content: for adbe.pkcs7.sha1 the embedded SHA-1 of the range, else the range itself (read lazily:
  // with signed attributes only its digest is needed, and that comes from one pass over the file).
  let content: Buffer | undefined;
  let contentDigest: (algorithm: string) => Buffer;
  if (embedded) {
    if (subFilter !== 'adbe.pkcs7.sha1') return { ok: false, problem: 'embeddedContent' };
    const sha1 = bufferOf(embedded.getValue());
    if (!sha1.equals(digests.digest('sha1', signedRange))) return { ok: false, problem: 'digestMismatch' };
    content = sha1;
    contentDigest = (algorithm) => createHash(algorithm).update(sha1).digest();
  } else {
    if (subFilter === 'adbe.pkcs7.sha1') return { ok: false, problem: 'unreadable' };
    contentDigest = (algorithm) => digests.digest(algorithm, signedRange);
  }

  let signedBytes: Buffer;
  if (info.signedAttrs) {
    const digest = info.signedAttrs.attributes.find((attribute) => attribute.type === MESSAGE_DIGEST)?.values[0];
    if (!(digest instanceof asn1js.OctetString)) return { ok: false, problem: 'digestMismatch' };
    if (!contentDigest(digestName).equals(bufferOf(digest.valueBlock.valueHexView)))
      return { ok: false, problem: 'digestMismatch' };
    signedBytes = bufferOf(info.signedAttrs.encodedValue);
  } else {
    signedBytes = content ?? digests.content(signedRange);
  }

  const carriedSchemas = (signedData.certificates ?? []).filter(
    (entry): entry is Certificate => entry instanceof Certificate,
  );
  const leaf = signerCertificate(signedData, carriedSchemas);
  if (!leaf) return { ok: false, problem: 'noSignerCertificate' };
  let signer: X509Certificate;
  let carried: X509Certificate[];
  try {
    signer = certificates.of(leaf);
    carried = carriedSchemas.map((entry) => certificates.of(entry));
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  try {
    if (!signatureHolds(signedData, signer.publicKey, signedBytes, digestName))
      return { ok: false, problem: 'badSignature' };
  } catch {
    return { ok: false, problem: 'badSignature' };
  }
  return { ok: true, signer, certificates: carried };
}
