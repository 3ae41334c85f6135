import { createHash, type X509Certificate } from 'node:crypto';
import { TSTInfo } from 'pkijs';
import { HASHES, signatureHolds, signerCertificate, x509Of } from './cms';
import { readCms } from './cms-structure';
import { chainToAnchor, type TrustStore } from './trust-store';

const TST_INFO = '1.2.840.113549.1.9.16.1.4';
const TIME_STAMPING = '1.3.6.1.5.5.7.3.8';

const bufferOf = (view: Uint8Array) => Buffer.from(view.buffer, view.byteOffset, view.byteLength);

const stampsTime = (certificate: X509Certificate) => {
  try {
    return (certificate.keyUsage ?? []).includes(TIME_STAMPING);
  } catch {
    return false;
  }
};

/**
 * The time an RFC 3161 signature timestamp token proves the signature existed (its genTime), or null when the token
 * does not prove it: it must stamp exactly this signature value, hold with its authority's key, and that authority
 * (a time-stamping certificate) must chain to a shipped anchor and be valid at that time. A token from any other
 * authority is ignored, as the signer's own claimed signing time always is.
 */
export function timestampTime(
  token: Uint8Array,
  signatureValue: Uint8Array,
  trust: TrustStore,
  upload: Date,
): Date | null {
  const cms = readCms(token);
  if (!cms || cms.eContentType !== TST_INFO || !cms.eContent || cms.signerInfos.length !== 1) return null;
  const info = cms.signerInfos[0];
  const digestName = HASHES[info.digestAlgorithm];
  if (!digestName) return null;
  let tst: TSTInfo;
  try {
    const content = Uint8Array.from(cms.eContent);
    tst = TSTInfo.fromBER(content.buffer);
  } catch {
    return null;
  }
  const imprintHash = HASHES[tst.messageImprint.hashAlgorithm.algorithmId];
  if (!imprintHash) return null;
  const stamped = createHash(imprintHash).update(signatureValue).digest();
  if (!stamped.equals(bufferOf(tst.messageImprint.hashedMessage.valueBlock.valueHexView))) return null;

  let signedBytes: Uint8Array = cms.eContent;
  if (info.signedAttributes) {
    const digest = createHash(digestName).update(cms.eContent).digest();
    if (!info.messageDigest || !digest.equals(bufferOf(info.messageDigest))) return null;
    signedBytes = info.signedAttributes;
  }
  const entry = signerCertificate(info, cms.certificates);
  if (!entry) return null;
  let authority: X509Certificate;
  let carried: X509Certificate[];
  try {
    authority = x509Of(entry.der);
    carried = cms.certificates.map((certificate) => x509Of(certificate.der));
    const holds = signatureHolds(
      { oid: info.signatureAlgorithm, parameters: info.signatureParameters },
      authority.publicKey,
      signedBytes,
      info.signature,
      digestName,
    );
    if (!holds || !stampsTime(authority)) return null;
  } catch {
    return null;
  }
  const genTime = tst.genTime;
  // A time after the upload proves nothing about the upload.
  if (!(genTime instanceof Date) || Number.isNaN(genTime.getTime()) || genTime > upload) return null;
  const chain = chainToAnchor(authority, carried, trust, genTime);
  return chain.recognised && !chain.expired ? genTime : null;
}
