import { createHash, sign } from 'node:crypto';
import forge from 'node-forge';
import type { Issued } from './test-pki';

/**
 * Revocation lists and RFC 3161 timestamp tokens made in the test, DER by DER, signed with the test CAs' keys:
 * node-forge makes neither.
 */

const { asn1, pki } = forge;
const { Class, Type } = asn1;
const seq = (...items: forge.asn1.Asn1[]) => asn1.create(Class.UNIVERSAL, Type.SEQUENCE, true, items);
const set = (...items: forge.asn1.Asn1[]) => asn1.create(Class.UNIVERSAL, Type.SET, true, items);
const oid = (value: string) => asn1.create(Class.UNIVERSAL, Type.OID, false, asn1.oidToDer(value).getBytes());
const int = (hex: string) => asn1.create(Class.UNIVERSAL, Type.INTEGER, false, forge.util.hexToBytes(hex));
const octets = (bytes: Uint8Array) =>
  asn1.create(Class.UNIVERSAL, Type.OCTETSTRING, false, Buffer.from(bytes).toString('binary'));
const utc = (date: Date) => asn1.create(Class.UNIVERSAL, Type.UTCTIME, false, asn1.dateToUtcTime(date));
const explicit = (tag: number, ...items: forge.asn1.Asn1[]) => asn1.create(Class.CONTEXT_SPECIFIC, tag, true, items);
const der = (node: forge.asn1.Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
const fromDer = (bytes: Uint8Array) => asn1.fromDer(forge.util.createBuffer(Buffer.from(bytes).toString('binary')));
const partsOf = (node: forge.asn1.Asn1) => node.value as forge.asn1.Asn1[];
/** ContentInfo → [0] → SignedData's parts. */
const signedDataParts = (root: forge.asn1.Asn1) => partsOf(partsOf(partsOf(root)[1])[0]);
const SHA256_RSA = seq(oid('1.2.840.113549.1.1.11'), asn1.create(Class.UNIVERSAL, Type.NULL, false, ''));
const SHA256 = seq(oid('2.16.840.1.101.3.4.2.1'));

const signWith = (key: Issued['key'], data: Uint8Array) => sign('sha256', data, pki.privateKeyToPem(key));

export interface CrlOptions {
  thisUpdate?: Date;
  nextUpdate?: Date;
  /** Serial numbers (hex, as node:crypto spells them) and when each was revoked. */
  revoked?: { serial: string; at: Date }[];
  /** Sign with this key instead of the issuer's (a forged list). */
  signingKey?: Issued['key'];
}

/** A v2 CRL issued by `issuer`, DER. */
export function makeCrl(issuer: Issued, options: CrlOptions = {}): Buffer {
  const now = Date.now();
  const revoked = (options.revoked ?? []).map((entry) => seq(int(entry.serial), utc(entry.at)));
  const tbs = seq(
    int('01'),
    SHA256_RSA,
    pki.distinguishedNameToAsn1(issuer.cert.subject),
    utc(options.thisUpdate ?? new Date(now - 60 * 60_000)),
    utc(options.nextUpdate ?? new Date(now + 24 * 60 * 60_000)),
    ...(revoked.length ? [seq(...revoked)] : []),
  );
  const signature = signWith(options.signingKey ?? issuer.key, der(tbs));
  return der(
    seq(tbs, SHA256_RSA, asn1.create(Class.UNIVERSAL, Type.BITSTRING, false, '\0' + signature.toString('binary'))),
  );
}

/** An RFC 3161 timestamp token (a SignedData over a TSTInfo) stamping `signatureValue` at `genTime`. */
export function makeTimestampToken(authority: Issued, signatureValue: Uint8Array, genTime: Date): Buffer {
  const tstInfo = der(
    seq(
      int('01'),
      oid('2.16.76.1.2.1.1'),
      seq(SHA256, octets(createHash('sha256').update(signatureValue).digest())),
      int('0102'),
      asn1.create(Class.UNIVERSAL, Type.GENERALIZEDTIME, false, asn1.dateToGeneralizedTime(genTime)),
    ),
  );
  const signerInfo = seq(
    int('01'),
    seq(pki.distinguishedNameToAsn1(authority.cert.issuer), int(authority.cert.serialNumber)),
    SHA256,
    seq(oid('1.2.840.113549.1.1.1'), asn1.create(Class.UNIVERSAL, Type.NULL, false, '')),
    octets(signWith(authority.key, tstInfo)),
  );
  const signedData = seq(
    int('03'),
    set(SHA256),
    seq(oid('1.2.840.113549.1.9.16.1.4'), explicit(0, octets(tstInfo))),
    asn1.create(Class.CONTEXT_SPECIFIC, 0, true, [pki.certificateToAsn1(authority.cert)]),
    set(signerInfo),
  );
  return der(seq(oid('1.2.840.113549.1.7.2'), explicit(0, signedData)));
}

/** The signature value of a CMS's only signer (what a signature timestamp stamps). */
export function signerSignatureValue(cms: Uint8Array): Buffer {
  const signerInfo = partsOf(partsOf(signedDataParts(fromDer(cms)).at(-1)!)[0]);
  return Buffer.from(signerInfo.at(-1)!.value as string, 'binary');
}

/** The CMS with the token added as its signer's unsigned attribute id-aa-signatureTimeStampToken. */
export function withTimestamp(cms: Uint8Array, token: Uint8Array): Buffer {
  const root = fromDer(cms);
  const signerInfo = partsOf(signedDataParts(root).at(-1)!)[0];
  partsOf(signerInfo).push(
    asn1.create(Class.CONTEXT_SPECIFIC, 1, true, [seq(oid('1.2.840.113549.1.9.16.2.14'), set(fromDer(token)))]),
  );
  return der(root);
}
