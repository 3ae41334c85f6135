import { createHash, type KeyObject, verify as verifySignature, X509Certificate, constants } from 'node:crypto';
import * as asn1js from 'asn1js';
import { type CmsCertificate, type CmsSignerInfo, readCms } from './cms-structure';
import type { ByteRange, RangeDigests } from './range-digests';

/** The SubFilters a signature may declare; anything else is refused (ISO 32000-1 12.8.3, ETSI EN 319 142-1). */
export const SIGNATURE_SUBFILTERS = ['adbe.pkcs7.detached', 'ETSI.CAdES.detached', 'adbe.pkcs7.sha1'] as const;
export type SignatureSubFilter = (typeof SIGNATURE_SUBFILTERS)[number];

export const HASHES: Record<string, string> = {
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

export type CmsProblem = 'unreadable' | 'digestMismatch' | 'badSignature' | 'embeddedContent' | 'noSignerCertificate';

export type CmsCheck =
  | {
      ok: true;
      signer: X509Certificate;
      certificates: X509Certificate[];
      /** The signer's signature value: what an RFC 3161 signature timestamp stamps. */
      signature: Uint8Array;
      timestampToken?: Uint8Array;
    }
  | { ok: false; problem: CmsProblem };

const bufferOf = (view: Uint8Array) => Buffer.from(view.buffer, view.byteOffset, view.byteLength);
const same = (a: Uint8Array, b: Uint8Array) => bufferOf(a).equals(bufferOf(b));

/** The certificate the signer info names, by issuer and serial number or by subject key identifier. */
export function signerCertificate(info: CmsSignerInfo, certificates: CmsCertificate[]): CmsCertificate | undefined {
  const sid = info.sid;
  if ('keyId' in sid) return certificates.find((candidate) => candidate.keyId && same(candidate.keyId, sid.keyId));
  const exact = certificates.find(
    (candidate) => same(candidate.serial, sid.serial) && same(candidate.issuer, sid.issuer),
  );
  if (exact) return exact;
  // An issuer name encoded differently (another string type) than in the certificate: the serial alone, when only
  // one certificate has it. A wrong pick proves nothing: the signature must still hold with that certificate's key.
  const bySerial = certificates.filter((candidate) => same(candidate.serial, sid.serial));
  return bySerial.length === 1 ? bySerial[0] : undefined;
}

/**
 * The carried certificates as node:crypto reads them. Signers of one document carry the same AC certificates, a
 * person who signs twice the same leaf, and the next upload the same ACs again: each is read once, keyed by its
 * DER, and the most recent few hundred are kept (a certificate never changes, so none goes stale).
 */
const KEPT_CERTIFICATES = 500;
const readCertificates = new Map<string, X509Certificate>();
export function x509Of(der: Uint8Array): X509Certificate {
  const key = bufferOf(der).toString('base64');
  let read = readCertificates.get(key);
  if (read) readCertificates.delete(key);
  else read = new X509Certificate(bufferOf(der));
  readCertificates.set(key, read);
  if (readCertificates.size > KEPT_CERTIFICATES) readCertificates.delete(readCertificates.keys().next().value!);
  return read;
}

/** RSASSA-PSS-params (RFC 4055): the hash ([0], default SHA-1) and the salt length ([2], default 20). */
function pssParameters(parameters: asn1js.AsnType | undefined): { hash?: string; saltLength: number } {
  let hash: string | undefined = 'sha1';
  let saltLength = 20;
  const fields = parameters instanceof asn1js.Sequence ? parameters.valueBlock.value : [];
  for (const field of fields) {
    const inner = field instanceof asn1js.Constructed ? field.valueBlock.value[0] : undefined;
    if (field.idBlock.tagClass !== 3 || !inner) continue;
    if (field.idBlock.tagNumber === 0 && inner instanceof asn1js.Sequence) {
      const oid = inner.valueBlock.value[0];
      hash = oid instanceof asn1js.ObjectIdentifier ? HASHES[oid.valueBlock.toString()] : undefined;
    }
    if (field.idBlock.tagNumber === 2 && inner instanceof asn1js.Integer) saltLength = inner.valueBlock.valueDec;
  }
  return { hash, saltLength };
}

/**
 * node:crypto (OpenSSL) checks a signature (a CMS signer's, a revocation list's): it knows RSA, RSA-PSS, ECDSA on
 * NIST and Brainpool curves. `digestName` is the hash for algorithms that do not name one (rsaEncryption).
 */
export function signatureHolds(
  algorithm: { oid: string; parameters?: asn1js.AsnType },
  key: KeyObject,
  signedBytes: Uint8Array,
  signatureValue: Uint8Array,
  digestName?: string,
): boolean {
  const signature = bufferOf(signatureValue);
  try {
    if (algorithm.oid === RSA_PSS) {
      const { hash, saltLength } = pssParameters(algorithm.parameters);
      if (!hash) return false;
      return verifySignature(
        hash,
        signedBytes,
        { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength },
        signature,
      );
    }
    const hash = SIGNATURE_HASHES[algorithm.oid] ?? digestName;
    if (!hash) return false;
    return verifySignature(hash, signedBytes, { key, dsaEncoding: 'der' }, signature);
  } catch {
    return false;
  }
}

const holdsFor = (info: CmsSignerInfo, key: KeyObject, signedBytes: Buffer, digestName: string) =>
  signatureHolds(
    { oid: info.signatureAlgorithm, parameters: info.signatureParameters },
    key,
    signedBytes,
    info.signature,
    digestName,
  );

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
): CmsCheck {
  const cms = readCms(contents);
  if (!cms || cms.signerInfos.length !== 1) return { ok: false, problem: 'unreadable' };
  const info = cms.signerInfos[0];
  const digestName = HASHES[info.digestAlgorithm];
  if (!digestName) return { ok: false, problem: 'unreadable' };

  // The signed content: for adbe.pkcs7.sha1 the embedded SHA-1 of the range, else the range itself (read lazily:
  // with signed attributes only its digest is needed, and that comes from one pass over the file).
  let content: Buffer | undefined;
  let contentDigest: (algorithm: string) => Buffer;
  if (cms.eContent) {
    if (subFilter !== 'adbe.pkcs7.sha1') return { ok: false, problem: 'embeddedContent' };
    const sha1 = bufferOf(cms.eContent);
    if (!sha1.equals(digests.digest('sha1', signedRange))) return { ok: false, problem: 'digestMismatch' };
    content = sha1;
    contentDigest = (algorithm) => createHash(algorithm).update(sha1).digest();
  } else {
    if (subFilter === 'adbe.pkcs7.sha1') return { ok: false, problem: 'unreadable' };
    contentDigest = (algorithm) => digests.digest(algorithm, signedRange);
  }

  let signedBytes: Buffer;
  if (info.signedAttributes) {
    if (!info.messageDigest || !contentDigest(digestName).equals(bufferOf(info.messageDigest)))
      return { ok: false, problem: 'digestMismatch' };
    signedBytes = bufferOf(info.signedAttributes);
  } else {
    signedBytes = content ?? digests.content(signedRange);
  }

  const leaf = signerCertificate(info, cms.certificates);
  if (!leaf) return { ok: false, problem: 'noSignerCertificate' };
  let signer: X509Certificate;
  let carried: X509Certificate[];
  try {
    signer = x509Of(leaf.der);
    carried = cms.certificates.map((entry) => x509Of(entry.der));
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  let key: KeyObject;
  try {
    key = signer.publicKey;
  } catch {
    return { ok: false, problem: 'badSignature' };
  }
  if (!holdsFor(info, key, signedBytes, digestName)) return { ok: false, problem: 'badSignature' };
  return { ok: true, signer, certificates: carried, signature: info.signature, timestampToken: info.timestampToken };
}
