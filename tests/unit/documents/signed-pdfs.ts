import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import signpdf from '@signpdf/signpdf';
import { unsignedPdf } from './samples';

/**
 * PDFs signed here, in the test, by a real signer library (@signpdf) with a certificate made here (node-forge):
 * no binary or private key sits in the repository.
 */

export interface TestSigner {
  name: string;
  cpf: string;
  /** How the certificate names the person: ICP-Brasil's otherName (2.16.76.1.3.1) or gov.br's "NOME:CPF" common name. */
  style: 'icp-brasil' | 'gov.br' | 'plain';
}

const { asn1, pki } = forge;

/** SubjectAltName with ICP-Brasil's person data: birth date (DDMMAAAA), CPF, NIS and RG, as DOC-ICP-04 lays them. */
function icpBrasilAltName(cpf: string): string {
  const personData = `01011980${cpf}${'0'.repeat(11)}${'0'.repeat(15)}SSPAL`;
  const otherName = asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer('2.16.76.1.3.1').getBytes()),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, personData),
    ]),
  ]);
  const email = asn1.create(asn1.Class.CONTEXT_SPECIFIC, 1, false, 'titular@exemplo.com.br');
  return asn1.toDer(asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [otherName, email])).getBytes();
}

const keyCache = new Map<string, forge.pki.rsa.KeyPair>();

/** A self-made certificate and key in a PKCS#12, as a signer holds one. */
export function p12For(signer: TestSigner, passphrase = 'senha-de-teste'): Buffer {
  const keys = keyCache.get('rsa') ?? pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 });
  keyCache.set('rsa', keys);
  const cert = pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = '0' + forge.util.bytesToHex(forge.random.getBytesSync(8));
  cert.validity.notBefore = new Date(Date.now() - 24 * 60 * 60 * 1000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000);
  const commonName = signer.style === 'gov.br' ? `${signer.name}:${signer.cpf}` : signer.name;
  const subject = [
    { shortName: 'C', value: 'BR' },
    { shortName: 'O', value: 'ICP-Brasil' },
    { shortName: 'CN', value: commonName },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    ...(signer.style === 'icp-brasil' ? [{ id: '2.5.29.17', value: icpBrasilAltName(signer.cpf) }] : []),
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], passphrase, { algorithm: '3des' });
  return Buffer.from(asn1.toDer(p12).getBytes(), 'binary');
}

/** Signs a PDF (by default, a fresh one-page PDF) as @signpdf does; `withoutSigType` drops the optional /Type /Sig first. */
export async function signPdf(
  signer: TestSigner,
  options: { pdf?: Uint8Array; withoutSigType?: boolean } = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(options.pdf ?? (await unsignedPdf()));
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: 'Procuração',
    contactInfo: 'titular@exemplo.com.br',
    name: signer.name,
    location: 'Maceió/AL',
  });
  let withPlaceholder = Buffer.from(await doc.save({ useObjectStreams: false }));
  if (options.withoutSigType) {
    // Same length, so every offset stays right: the dictionary simply has no /Type.
    const text = withPlaceholder.toString('latin1');
    if (!text.includes('/Type /Sig')) throw new Error('placeholder sem /Type /Sig');
    withPlaceholder = Buffer.from(text.replace('/Type /Sig', ' '.repeat('/Type /Sig'.length)), 'latin1');
  }
  const signed = await signpdf.sign(withPlaceholder, new P12Signer(p12For(signer), { passphrase: 'senha-de-teste' }));
  return Uint8Array.from(signed);
}

/** Alters one drawn character inside the signed bytes, as an edit after signing would ("Digest Mismatch"). */
export function tamperSignedBytes(signed: Uint8Array): Uint8Array {
  const copy = Buffer.from(signed);
  const at = copy.indexOf('/MediaBox');
  if (at < 0) throw new Error('sem /MediaBox');
  const digit = copy.indexOf('0', at);
  copy[digit] = '9'.charCodeAt(0);
  return Uint8Array.from(copy);
}

/** Appends an incremental update after the signature: the signed part is intact, the file is not what was signed. */
export function appendAfterSigning(signed: Uint8Array): Uint8Array {
  return Uint8Array.from(
    Buffer.concat([Buffer.from(signed), Buffer.from('\n99 0 obj\n<< /Changed true >>\nendobj\n%%EOF\n', 'latin1')]),
  );
}

export const TEST_SIGNER: TestSigner = { name: 'MARIA DA SILVA SOUZA', cpf: '52998224725', style: 'icp-brasil' };

/** A one-page PDF signed by TEST_SIGNER with an ICP-Brasil-style certificate. */
export const signedPdf = (pdf?: Uint8Array) => signPdf(TEST_SIGNER, { pdf });
