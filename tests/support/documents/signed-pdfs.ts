import { PDFDocument } from 'pdf-lib';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import signpdf from '@signpdf/signpdf';
import { Signer } from '@signpdf/utils';
import { unsignedPdf } from './samples';
import {
  cmsSignature,
  govBrHierarchy,
  govBrSigner,
  icpBrasilHierarchy,
  icpSigner,
  issue,
  type Hierarchy,
  type Issued,
  storeOf,
} from './signatures/test-pki';
import type { TrustStore } from '../../../src/server/documents/signatures/trust-store';

/**
 * PDFs signed here, in the test, by a real signer library (@signpdf) with certificates of CA hierarchies made
 * here (signatures/test-pki.ts): no binary or private key sits in the repository.
 */

export interface TestSigner {
  name: string;
  cpf: string;
  /** Which hierarchy issues the certificate: ICP-Brasil (CPF also in otherName 2.16.76.1.3.1), gov.br ("NOME:CPF"), or none (self-signed). */
  style: 'icp-brasil' | 'gov.br' | 'plain';
}

/** The CAs that issue the signers' certificates, by the signer's style. */
export interface SigningHierarchies {
  'gov.br': Hierarchy;
  'icp-brasil': Hierarchy;
}

let made: SigningHierarchies | undefined;
/**
 * This process's own CAs, made when first used: their five RSA keys cost about a second of CPU, and a browser test's
 * process signs with its server's CAs instead (e2e/signing.ts).
 */
const ownHierarchies = () => (made ??= { 'gov.br': govBrHierarchy(), 'icp-brasil': icpBrasilHierarchy() });

/** Hierarchies read back from a folder (test-pki.ts readHierarchies), by the signer's style. */
export function signingHierarchies(from: Hierarchy[]): SigningHierarchies {
  const of = (chain: Hierarchy['chain']) => {
    const found = from.find((hierarchy) => hierarchy.chain === chain);
    if (!found) throw new Error(`sem hierarquia ${chain}`);
    return found;
  };
  return { 'gov.br': of('gov.br'), 'icp-brasil': of('ICP-Brasil') };
}

let trust: TrustStore | undefined;
const ownTrust = () => (trust ??= storeOf(ownHierarchies()['gov.br'], ownHierarchies()['icp-brasil']));

/**
 * The anchors the tests' app trusts (the test app's `signatureTrust`): a gov.br-shaped and an ICP-Brasil-shaped
 * hierarchy made here. The shipped anchors are tested on their own (signatures/trust-anchors.test.ts).
 */
export const TEST_TRUST: TrustStore = {
  get anchors() {
    return ownTrust().anchors;
  },
  get intermediates() {
    return ownTrust().intermediates;
  },
};

const issuedFor = new WeakMap<SigningHierarchies, Map<string, Issued>>();
/** The signer's certificate: from the hierarchy its style names, or self-signed for 'plain'. */
function certificateFor(signer: TestSigner, from: SigningHierarchies): Issued {
  const key = `${signer.style}:${signer.name}:${signer.cpf}`;
  const known = issuedFor.get(from) ?? new Map<string, Issued>();
  issuedFor.set(from, known);
  let issued = known.get(key);
  if (!issued) {
    issued =
      signer.style === 'plain'
        ? issue({ commonName: signer.name })
        : signer.style === 'gov.br'
          ? govBrSigner(from['gov.br'], signer.name, signer.cpf)
          : icpSigner(from['icp-brasil'], signer.name, signer.cpf);
    known.set(key, issued);
  }
  return issued;
}

/** @signpdf's signer interface, making the CMS with the test hierarchy's key. */
class HierarchySigner extends Signer {
  constructor(private readonly issued: Issued) {
    super();
  }
  async sign(pdfBuffer: Buffer): Promise<Buffer> {
    return cmsSignature(pdfBuffer, this.issued);
  }
}

/**
 * Signs a PDF (by default, a fresh one-page PDF) as @signpdf does; `withoutSigType` drops the optional /Type /Sig
 * first; `hierarchies` issue the certificate (by default, this process's TEST_TRUST ones).
 */
export async function signPdf(
  signer: TestSigner,
  options: { pdf?: Uint8Array; withoutSigType?: boolean; hierarchies?: SigningHierarchies } = {},
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
  const signed = await signpdf.sign(
    withPlaceholder,
    new HierarchySigner(certificateFor(signer, options.hierarchies ?? ownHierarchies())),
  );
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
