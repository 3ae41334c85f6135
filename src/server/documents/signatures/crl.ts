import { createHash, type X509Certificate } from 'node:crypto';
import * as asn1js from 'asn1js';
import { Certificate, CertificateRevocationList, CRLDistributionPoints, GeneralName } from 'pkijs';
import { signatureHolds } from './cms';

/**
 * Certificate revocation lists (RFC 5280 5): read, and checked with the issuer's key by node:crypto (the ICP-Brasil
 * v13 root's Brainpool key is beyond WebCrypto, so PKI.js's own verify is not used).
 */

const CRL_DISTRIBUTION_POINTS = '2.5.29.31';

/** A revocation list whose signature holds with its issuer's key. */
export interface RevocationList {
  /** The key that signed it (issuerKey): it speaks only for the certificates that key issued. */
  issuer: string;
  thisUpdate: Date;
  /** Past this, the list is stale: a certificate revoked since would not be on it. */
  nextUpdate: Date | null;
  /** Revoked serial numbers (hex, upper case, no leading zeros) and when each was revoked. */
  revoked: Map<string, Date>;
}

/** One spelling of a serial number for both sides: node's X509Certificate and the list's DER integers. */
export const serialKey = (hex: string) => hex.toUpperCase().replace(/^0+(?=.)/, '');

const parsedCertificates = new WeakMap<X509Certificate, Certificate>();
function pkijsOf(certificate: X509Certificate): Certificate {
  let parsed = parsedCertificates.get(certificate);
  if (!parsed) {
    parsed = Certificate.fromBER(certificate.raw);
    parsedCertificates.set(certificate, parsed);
  }
  return parsed;
}

const keys = new WeakMap<X509Certificate, string>();

/** A CA's key, as a SHA-256 of its SubjectPublicKeyInfo: a renewed CA certificate with the same key signs the same list. */
export function issuerKey(certificate: X509Certificate): string {
  let known = keys.get(certificate);
  if (!known) {
    known = createHash('sha256')
      .update(certificate.publicKey.export({ type: 'spki', format: 'der' }))
      .digest('hex');
    keys.set(certificate, known);
  }
  return known;
}

const distributionPoints = new WeakMap<X509Certificate, string[]>();

/** The http(s) addresses a certificate names for its issuer's revocation list (LDAP ones are not fetched). */
export function crlDistributionPoints(certificate: X509Certificate): string[] {
  let known = distributionPoints.get(certificate);
  if (known) return known;
  known = [];
  try {
    const extension = pkijsOf(certificate).extensions?.find((entry) => entry.extnID === CRL_DISTRIBUTION_POINTS);
    const parsed = extension?.parsedValue;
    if (parsed instanceof CRLDistributionPoints)
      for (const point of parsed.distributionPoints) {
        const names = Array.isArray(point.distributionPoint) ? point.distributionPoint : [];
        for (const name of names)
          if (name instanceof GeneralName && name.type === 6 && /^https?:\/\//i.test(String(name.value)))
            known.push(String(name.value));
      }
  } catch {
    // An unreadable extension names no list: revocation stays unchecked for that certificate.
  }
  distributionPoints.set(certificate, known);
  return known;
}

/** DER, or PEM as some servers send it. */
function derOf(body: Uint8Array): Uint8Array {
  const text = Buffer.from(body.subarray(0, 64)).toString('latin1');
  if (!text.startsWith('-----BEGIN')) return body;
  const pem = Buffer.from(body).toString('latin1');
  return Buffer.from(pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''), 'base64');
}

/**
 * A list read and checked: its issuer must be one of `candidates` by name and by signature, else null (a list
 * anyone could have made says nothing about any certificate).
 */
export function readRevocationList(body: Uint8Array, candidates: X509Certificate[]): RevocationList | null {
  let crl: CertificateRevocationList;
  try {
    crl = CertificateRevocationList.fromBER(Uint8Array.from(derOf(body)).buffer);
  } catch {
    return null;
  }
  const issuer = candidates.find((candidate) => {
    try {
      return (
        pkijsOf(candidate).subject.isEqual(crl.issuer) &&
        signatureHolds(
          {
            oid: crl.signatureAlgorithm.algorithmId,
            parameters: crl.signatureAlgorithm.algorithmParams as asn1js.AsnType,
          },
          candidate.publicKey,
          crl.tbsView,
          crl.signatureValue.valueBlock.valueHexView,
        )
      );
    } catch {
      return false;
    }
  });
  if (!issuer) return null;
  const revoked = new Map<string, Date>();
  for (const entry of crl.revokedCertificates ?? [])
    revoked.set(
      serialKey(Buffer.from(entry.userCertificate.valueBlock.valueHexView).toString('hex')),
      entry.revocationDate.value,
    );
  return {
    issuer: issuerKey(issuer),
    thisUpdate: crl.thisUpdate.value,
    nextUpdate: crl.nextUpdate?.value ?? null,
    revoked,
  };
}
