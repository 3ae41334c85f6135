import { constants, createPrivateKey, generateKeyPairSync, privateEncrypt, X509Certificate } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';
import type { TrustChain, TrustStore } from '../../../../src/server/documents/signatures/trust-store';

/**
 * Certificate hierarchies made in the test, shaped like gov.br's (root, AC Intermediária, AC Final, a person
 * as "NOME:CPF") and ICP-Brasil's (root, an AC, a person with otherName 2.16.76.1.3.1). No key leaves the test.
 */

const { asn1, pki } = forge;
const DAY = 24 * 60 * 60 * 1000;

export interface Issued {
  cert: forge.pki.Certificate;
  key: forge.pki.rsa.PrivateKey;
  x509: X509Certificate;
}

/**
 * The forge key, signing with Node's native RSA: forge's own RSA, in JavaScript, was most of the time a test took to
 * sign a certificate or a CMS. Both sign the same PKCS #1 v1.5 DigestInfo (the digest's OID, NULL, the digest).
 */
function signingNatively(privateKeyPem: string): forge.pki.rsa.PrivateKey {
  const key = pki.privateKeyFromPem(privateKeyPem) as forge.pki.rsa.PrivateKey;
  const native = createPrivateKey(privateKeyPem);
  key.sign = (md: forge.md.MessageDigest) => {
    const { Class, Type } = asn1;
    const algorithm = asn1.create(Class.UNIVERSAL, Type.SEQUENCE, true, [
      asn1.create(Class.UNIVERSAL, Type.OID, false, asn1.oidToDer(pki.oids[md.algorithm]!).getBytes()),
      asn1.create(Class.UNIVERSAL, Type.NULL, false, ''),
    ]);
    const digestInfo = asn1.create(Class.UNIVERSAL, Type.SEQUENCE, true, [
      algorithm,
      asn1.create(Class.UNIVERSAL, Type.OCTETSTRING, false, md.digest().getBytes()),
    ]);
    const der = Buffer.from(asn1.toDer(digestInfo).getBytes(), 'binary');
    return privateEncrypt({ key: native, padding: constants.RSA_PKCS1_PADDING }, der).toString('binary');
  };
  return key;
}

/** A fresh key for every certificate (a shared one would let a forged CA verify); Node makes RSA keys natively. */
function rsaKeys() {
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    privateKey: signingNatively(pair.privateKey),
    publicKey: pki.publicKeyFromPem(pair.publicKey),
  };
}

/** SubjectAltName with ICP-Brasil's person data: birth date (DDMMAAAA), CPF, NIS and RG, as DOC-ICP-04 lays them. */
function icpBrasilAltName(cpf: string): string {
  const personData = `01011980${cpf}${'0'.repeat(11)}${'0'.repeat(15)}SSPAL`;
  const otherName = asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer('2.16.76.1.3.1').getBytes()),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, personData),
    ]),
  ]);
  return asn1.toDer(asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [otherName])).getBytes();
}

export interface IssueOptions {
  commonName: string;
  issuer?: Issued;
  ca?: boolean;
  cpf?: string;
  notBefore?: Date;
  notAfter?: Date;
  /** Where the issuer's revocation list is published (CRL distribution point). */
  crlUrl?: string;
  /** A time-stamping authority's certificate (extended key usage timeStamping). */
  timeStamping?: boolean;
}

export function issue(options: IssueOptions): Issued {
  const keys = rsaKeys();
  const cert = pki.createCertificate();
  cert.publicKey = keys.publicKey;
  // A leading 01 byte keeps the DER integer positive and minimal, whatever the random bytes are.
  cert.serialNumber = '01' + forge.util.bytesToHex(forge.random.getBytesSync(8));
  cert.validity.notBefore = options.notBefore ?? new Date(Date.now() - 30 * DAY);
  cert.validity.notAfter = options.notAfter ?? new Date(Date.now() + 365 * DAY);
  const subject = [
    { shortName: 'C', value: 'BR' },
    { shortName: 'O', value: 'ICP-Brasil' },
    { shortName: 'CN', value: options.commonName },
  ];
  cert.setSubject(subject);
  cert.setIssuer(options.issuer ? options.issuer.cert.subject.attributes : subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: Boolean(options.ca), critical: true },
    options.ca
      ? { name: 'keyUsage', keyCertSign: true, cRLSign: true }
      : { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    ...(options.cpf ? [{ id: '2.5.29.17', value: icpBrasilAltName(options.cpf) }] : []),
    ...(options.crlUrl ? [{ name: 'cRLDistributionPoints', altNames: [{ type: 6, value: options.crlUrl }] }] : []),
    ...(options.timeStamping ? [{ name: 'extKeyUsage', critical: true, timeStamping: true }] : []),
  ]);
  cert.sign(options.issuer?.key ?? keys.privateKey, forge.md.sha256.create());
  return { cert, key: keys.privateKey, x509: new X509Certificate(pki.certificateToPem(cert)) };
}

export interface Hierarchy {
  root: Issued;
  intermediates: Issued[];
  /** The CA that issues signers. */
  issuing: Issued;
  chain: TrustChain;
}

export function govBrHierarchy(): Hierarchy {
  const root = issue({ commonName: 'Autoridade Certificadora Raiz do Governo Federal do Brasil v1', ca: true });
  const middle = issue({ commonName: 'AC Intermediaria do Governo Federal do Brasil v1', ca: true, issuer: root });
  const final = issue({ commonName: 'AC Final do Governo Federal do Brasil v1', ca: true, issuer: middle });
  return { root, intermediates: [middle, final], issuing: final, chain: 'gov.br' };
}

export function icpBrasilHierarchy(): Hierarchy {
  const root = issue({ commonName: 'Autoridade Certificadora Raiz Brasileira v5', ca: true });
  const ac = issue({ commonName: 'AC Teste Multipla v5', ca: true, issuer: root });
  return { root, intermediates: [ac], issuing: ac, chain: 'ICP-Brasil' };
}

/** A trust store holding the hierarchies' roots as anchors and their CAs as bundled intermediates. */
export const storeOf = (...hierarchies: Hierarchy[]): TrustStore => ({
  anchors: hierarchies.map((hierarchy) => ({ certificate: hierarchy.root.x509, chain: hierarchy.chain })),
  intermediates: hierarchies.flatMap((hierarchy) => hierarchy.intermediates.map((ca) => ca.x509)),
});

interface IssuedPem {
  cert: string;
  key: string;
}
const toPem = (issued: Issued): IssuedPem => ({
  cert: pki.certificateToPem(issued.cert),
  key: pki.privateKeyToPem(issued.key),
});
const fromPem = (pem: IssuedPem): Issued => ({
  cert: pki.certificateFromPem(pem.cert),
  key: signingNatively(pem.key),
  x509: new X509Certificate(pem.cert),
});
const SIGNING_FILE = 'chaves-de-teste.json';

/**
 * Writes the hierarchies as a server's own trust folder (SIGNATURE_TRUST_DIR: `anchors/{chain}/`, `intermediates/`),
 * with their keys beside it for the tests that sign as their customers (readHierarchies). The server reads only the
 * certificates.
 */
export function writeHierarchies(folder: string, hierarchies: Hierarchy[]): void {
  for (const [index, hierarchy] of hierarchies.entries()) {
    const anchors = join(folder, 'anchors', hierarchy.chain);
    mkdirSync(anchors, { recursive: true });
    writeFileSync(join(anchors, `raiz-${index}.crt`), pki.certificateToPem(hierarchy.root.cert));
    mkdirSync(join(folder, 'intermediates'), { recursive: true });
    for (const [position, ca] of hierarchy.intermediates.entries())
      writeFileSync(join(folder, 'intermediates', `ac-${index}-${position}.crt`), pki.certificateToPem(ca.cert));
  }
  const signing = hierarchies.map((hierarchy) => ({
    chain: hierarchy.chain,
    root: toPem(hierarchy.root),
    intermediates: hierarchy.intermediates.map(toPem),
    issuing: hierarchy.intermediates.indexOf(hierarchy.issuing),
  }));
  writeFileSync(join(folder, SIGNING_FILE), JSON.stringify(signing));
}

/** The hierarchies writeHierarchies wrote, keys included. */
export function readHierarchies(folder: string): Hierarchy[] {
  const signing = JSON.parse(readFileSync(join(folder, SIGNING_FILE), 'utf8')) as {
    chain: TrustChain;
    root: IssuedPem;
    intermediates: IssuedPem[];
    issuing: number;
  }[];
  return signing.map((hierarchy) => {
    const intermediates = hierarchy.intermediates.map(fromPem);
    return {
      chain: hierarchy.chain,
      root: fromPem(hierarchy.root),
      intermediates,
      issuing: intermediates[hierarchy.issuing]!,
    };
  });
}

/** A gov.br signer: the CPF only in the common name, "NOME:CPF". */
export const govBrSigner = (hierarchy: Hierarchy, name: string, cpf: string, options: Partial<IssueOptions> = {}) =>
  issue({ commonName: `${name}:${cpf}`, issuer: hierarchy.issuing, ...options });

/** An ICP-Brasil signer: "NOME:CPF" and the CPF in otherName 2.16.76.1.3.1. */
export const icpSigner = (hierarchy: Hierarchy, name: string, cpf: string, options: Partial<IssueOptions> = {}) =>
  issue({ commonName: `${name}:${cpf}`, issuer: hierarchy.issuing, cpf, ...options });

export interface CmsOptions {
  /** Certificates the CMS carries besides the signer's (by default none: a CMS often carries only the leaf). */
  extra?: Issued[];
  /** Embed this content (adbe.pkcs7.sha1 style) instead of signing detached. */
  embedded?: Uint8Array;
}

/** A CMS SignedData with signed attributes (content type, message digest, signing time), as signers make. */
export function cmsSignature(data: Uint8Array, signer: Issued, options: CmsOptions = {}): Buffer {
  const p7 = forge.pkcs7.createSignedData();
  const content = options.embedded ?? data;
  p7.content = forge.util.createBuffer(Buffer.from(content).toString('binary'));
  p7.addCertificate(signer.cert);
  for (const extra of options.extra ?? []) p7.addCertificate(extra.cert);
  p7.addSigner({
    key: signer.key,
    certificate: signer.cert,
    digestAlgorithm: pki.oids.sha256,
    authenticatedAttributes: [
      { type: pki.oids.contentType, value: pki.oids.data },
      { type: pki.oids.messageDigest },
      { type: pki.oids.signingTime, value: new Date() as unknown as string },
    ],
  });
  p7.sign({ detached: !options.embedded });
  return Buffer.from(asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
}
