import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPdf } from '../../src/server/documents/signatures/verify-pdf';
import { unsignedPdf } from '../support/documents/samples';
import { PDFDict, PDFDocument, PDFName, type PDFRef, PDFString } from 'pdf-lib';
import {
  type ExpectedDocument,
  PROCURACAO_REFERENCE_KEY,
  powerOfAttorneyReference,
} from '../../src/server/documents/signatures/document-reference';
import { brandObject, type Grantor } from '../../src/server/documents/power-of-attorney/content';
import { powerOfAttorneyDocument } from '../../src/server/documents/power-of-attorney/generate';
import { messages } from '../../src/shared/messages';
import { signPdf, TEST_SIGNER, TEST_TRUST } from '../support/documents/signed-pdfs';
import {
  appendDss,
  appendSignature,
  appendUpdate,
  reorderPageKeys,
  rewritePageText,
} from '../support/documents/signatures/pdf-updates';
import {
  cmsSignature,
  govBrHierarchy,
  govBrSigner,
  type Hierarchy,
  icpBrasilHierarchy,
  icpSigner,
  issue,
  type Issued,
  storeOf,
} from '../support/documents/signatures/test-pki';

const DAY = 24 * 60 * 60 * 1000;
let govBr: Hierarchy;
let icp: Hierarchy;
let trust: ReturnType<typeof storeOf>;
let maria: Issued;
let joao: Issued;
let base: Uint8Array;

const signedBy = (signer: Issued, pdf = base, options: Parameters<typeof appendSignature>[2] = {}) =>
  appendSignature(pdf, (parts) => cmsSignature(Buffer.concat(parts), signer), options);

const verify = (pdf: Uint8Array) => verifyPdf(pdf, { trust });

beforeAll(async () => {
  govBr = govBrHierarchy();
  icp = icpBrasilHierarchy();
  trust = storeOf(govBr, icp);
  maria = icpSigner(icp, 'MARIA DA SILVA SOUZA', '52998224725');
  joao = govBrSigner(govBr, 'JOAO PEREIRA LIMA', '11144477735');
  base = await unsignedPdf();
}, 60_000);

describe('a signature chained to a recognised anchor', () => {
  it('ICP-Brasil: "assinada", qualified, with the CPF from otherName 2.16.76.1.3.1, the CMS carrying only the leaf', async () => {
    const result = await verify(await signedBy(maria));
    expect(result).toMatchObject({ situacao: 'assinada', nivel: 'ICP-Brasil', alteracoes: [] });
    expect(result.signatarios).toEqual([
      expect.objectContaining({
        nome: 'MARIA DA SILVA SOUZA',
        cpf: '52998224725',
        cadeia: 'ICP-Brasil',
        veredito: 'valida',
      }),
    ]);
  }, 60_000);

  it('gov.br: "assinada", advanced, through AC Final and AC Intermediária, the CPF from "NOME:CPF"', async () => {
    const result = await verify(await signedBy(joao));
    expect(result).toMatchObject({ situacao: 'assinada', nivel: 'gov.br' });
    expect(result.signatarios[0]).toMatchObject({ nome: 'JOAO PEREIRA LIMA', cpf: '11144477735', cadeia: 'gov.br' });
  }, 60_000);

  it('two signers in two updates, then a DSS (LTV) update: still "assinada", both named, in order', async () => {
    const both = await appendDss(await signedBy(joao, await signedBy(maria)));
    const result = await verify(both);
    expect(result).toMatchObject({ situacao: 'assinada', alteracoes: [] });
    expect(result.signatarios.map((signer) => signer.cpf)).toEqual(['52998224725', '11144477735']);
  }, 60_000);
  it('a document timestamp (PAdES) added after the signature changes nothing: still "assinada", one signer', async () => {
    const stamped = await signedBy(maria, await signedBy(maria), { type: 'DocTimeStamp', subFilter: 'ETSI.RFC3161' });
    const result = await verify(stamped);
    expect(result).toMatchObject({ situacao: 'assinada', alteracoes: [] });
    expect(result.signatarios).toHaveLength(1);
  }, 60_000);
  it('a later update that rewrites the page with its keys in another order, then a second signer: still "assinada"', async () => {
    const reordered = await reorderPageKeys(await signedBy(maria));
    const result = await verify(await signedBy(joao, reordered));
    expect(result).toMatchObject({ situacao: 'assinada', alteracoes: [] });
  }, 60_000);
});

describe('forgeries are never "assinada"', () => {
  it('a self-signed certificate named "JOAO DA SILVA:12345678909": "nao_reconhecida", no chain', async () => {
    const self = issue({ commonName: 'JOAO DA SILVA:12345678909' });
    const result = await verify(await signedBy(self));
    expect(result.situacao).toBe('nao_reconhecida');
    expect(result.signatarios[0]).toMatchObject({ cadeia: null, veredito: 'nao_reconhecida' });
  }, 60_000);

  it('an issuer whose name imitates "AC Final do Governo Federal do Brasil v1", with its own key: "nao_reconhecida"', async () => {
    const fakeRoot = issue({ commonName: 'Autoridade Certificadora Raiz do Governo Federal do Brasil v1', ca: true });
    const fakeFinal = issue({ commonName: 'AC Final do Governo Federal do Brasil v1', ca: true, issuer: fakeRoot });
    const forged = issue({ commonName: 'JOAO DA SILVA:12345678909', issuer: fakeFinal });
    const result = await verifyPdf(
      await appendSignature(base, (parts) =>
        cmsSignature(Buffer.concat(parts), forged, { extra: [fakeFinal, fakeRoot] }),
      ),
      { trust },
    );
    expect(result.situacao).toBe('nao_reconhecida');
  }, 60_000);

  it('an expired certificate of a recognised chain: "vencida" (judged at the upload, not at the claimed signing time)', async () => {
    const expired = icpSigner(icp, 'MARIA DA SILVA SOUZA', '52998224725', {
      notBefore: new Date(Date.now() - 400 * DAY),
      notAfter: new Date(Date.now() - DAY),
    });
    expect((await verify(await signedBy(expired))).situacao).toBe('vencida');
  }, 60_000);

  it('a signature transplanted from another document (detached CMS): "invalida", nobody named', async () => {
    const other = Buffer.from('outro documento, assinado de verdade');
    const transplanted = await appendSignature(base, () => cmsSignature(other, maria));
    const result = await verify(transplanted);
    expect(result.situacao).toBe('invalida');
    expect(result.signatarios.every((signer) => signer.veredito === 'invalida')).toBe(true);
  }, 60_000);

  it('adbe.pkcs7.sha1 carrying the digest of another document: "invalida"', async () => {
    const otherDigest = createHash('sha1').update('outro documento').digest();
    const transplanted = await appendSignature(
      base,
      (parts) => cmsSignature(Buffer.concat(parts), maria, { embedded: otherDigest }),
      { subFilter: 'adbe.pkcs7.sha1' },
    );
    expect((await verify(transplanted)).situacao).toBe('invalida');
  }, 60_000);

  it('adbe.pkcs7.sha1 carrying the right digest is accepted; a detached SubFilter with embedded content is refused', async () => {
    const sha1 = await appendSignature(
      base,
      (parts) =>
        cmsSignature(Buffer.concat(parts), maria, {
          embedded: parts.reduce((h, p) => h.update(p), createHash('sha1')).digest(),
        }),
      { subFilter: 'adbe.pkcs7.sha1' },
    );
    expect((await verify(sha1)).situacao).toBe('assinada');
    const embeddedInDetached = await appendSignature(base, (parts) =>
      cmsSignature(Buffer.concat(parts), maria, { embedded: Buffer.concat(parts) }),
    );
    expect((await verify(embeddedInDetached)).situacao).toBe('invalida');
  }, 60_000);

  it('a SubFilter off the allowlist: "invalida"', async () => {
    const odd = await signedBy(maria, base, { subFilter: 'adbe.x509.rsa_sha1' });
    expect((await verify(odd)).situacao).toBe('invalida');
  }, 60_000);

  it('a byte changed inside the signed range: "invalida"', async () => {
    const signed = Buffer.from(await signedBy(maria));
    const at = signed.indexOf('/MediaBox');
    signed[signed.indexOf('0', at)] = '9'.charCodeAt(0);
    expect((await verify(Uint8Array.from(signed))).situacao).toBe('invalida');
  }, 60_000);

  it('the mandate rewritten in a later update, then a visible forged signature: "alterada", only the signed revision kept', async () => {
    const signed = await signedBy(maria);
    const changed = await rewritePageText(signed, 'OUTORGADO: FULANO DE TAL');
    const reSigned = await signedBy(issue({ commonName: 'FORJADOR:12345678909' }), changed);
    const result = await verify(reSigned);
    expect(result.situacao).toBe('alterada');
    expect(result.alteracoes).toEqual([messages.signature.changes.finalShowsOther]);
    expect(Buffer.from(reSigned.subarray(0, result.fimAssinado!)).equals(Buffer.from(signed))).toBe(true);
    expect(result.acrescimoDescartado).toBe(true);
  }, 60_000);

  it('the same with a recognised second signer, and with an unreferenced hidden /Sig: "alterada"', async () => {
    const changed = await rewritePageText(await signedBy(maria), 'OUTORGADO: FULANO DE TAL');
    expect((await verify(await signedBy(joao, changed))).situacao).toBe('alterada');
    const hidden = await signedBy(maria, changed, { referenced: false });
    expect((await verify(hidden)).situacao).toBe('alterada');
  }, 60_000);

  it('a /Sig dictionary no AcroForm field reaches is not a signature', async () => {
    expect((await verify(await signedBy(maria, base, { referenced: false }))).situacao).toBe('sem_assinatura');
  }, 60_000);

  it('an unsigned PDF: "sem_assinatura"', async () => {
    expect(await verify(base)).toEqual({
      situacao: 'sem_assinatura',
      nivel: null,
      signatarios: [],
      alteracoes: [],
      fimAssinado: null,
      acrescimoDescartado: false,
    });
  });
});

describe('the procuração of this request', () => {
  const DAY_MS = DAY;
  const generatedAt = new Date(Date.now() - 3 * DAY_MS);
  const grantor: Grantor = {
    nome: 'MARIA DA SILVA SOUZA',
    tipoDoc: 'cpf',
    docNum: '52998224725',
    nacionalidade: 'brasileira',
    endereco: null,
  };
  const agent = { name: 'Registre Sua Marca Ltda.', cnpj: '11222333000181', address: 'Maceió/AL', sample: false };
  /** Our procuração for request `id` (render-pdf.ts, as the download gives it), generated at `date`. */
  const generated = (id: number, date: Date, brand = 'Café Serra Azul') =>
    powerOfAttorneyDocument(
      { grantors: [grantor], agent, object: brandObject({ name: brand, niceClasses: [30] }), date },
      { title: `Procuração - marca ${brand}`, author: 'Teste', reference: powerOfAttorneyReference('marca', id) },
    ).then((document) => document.pdf);
  /** What the upload route compares with: request 7's procuração, generated again for any moment. */
  const expected = (id = 7): ExpectedDocument => ({
    referencia: powerOfAttorneyReference('marca', id),
    gerar: (date) => generated(id, date),
  });
  const check = (pdf: Uint8Array, documento = expected()) => verifyPdf(pdf, { trust, documento });

  it('generated days ago, then signed in an incremental update as gov.br signs: "assinada"; sent to another request: "documento_diferente", the signer still shown', async () => {
    const signed = await signedBy(maria, await generated(7, generatedAt));
    expect((await check(signed)).situacao).toBe('assinada');
    const elsewhere = await check(signed, expected(8));
    expect(elsewhere.situacao).toBe('documento_diferente');
    expect(elsewhere.signatarios[0]).toMatchObject({ cpf: '52998224725', veredito: 'valida' });
  }, 60_000);

  it('rewritten whole by a signing tool that keeps the information dictionary (@signpdf): "assinada"', async () => {
    const signed = await signPdf(TEST_SIGNER, { pdf: await generated(7, generatedAt) });
    expect((await verifyPdf(signed, { trust: TEST_TRUST, documento: expected() })).situacao).toBe('assinada');
  }, 60_000);

  it('a signed PDF that is not our procuração at all (no reference): "documento_diferente"', async () => {
    const result = await check(await signedBy(maria));
    expect(result.situacao).toBe('documento_diferente');
    expect(messages.signature.labels[result.situacao]).toBe('este não é o documento da procuração deste pedido');
  }, 60_000);

  it('naming this request, but its text is not what we generate for it (another brand): "documento_diferente"', async () => {
    const other = await generated(7, generatedAt, 'Outra Marca Qualquer');
    expect((await check(await signedBy(maria, other))).situacao).toBe('documento_diferente');
  }, 60_000);

  it('our procuração with its text changed in an update before the signature: "documento_diferente"', async () => {
    const edited = await rewritePageText(await generated(7, generatedAt), 'OUTORGADO: FULANO DE TAL');
    expect((await check(await signedBy(maria, edited))).situacao).toBe('documento_diferente');
  }, 60_000);

  it('claiming to be generated after the upload: "documento_diferente"', async () => {
    const signed = await signedBy(maria, await generated(7, new Date(Date.now() + 2 * DAY_MS)));
    expect((await check(signed)).situacao).toBe('documento_diferente');
  }, 60_000);

  it('renamed to this request in an update after the signature: still "documento_diferente"', async () => {
    const signed = Buffer.from(await signedBy(maria, await generated(8, generatedAt)));
    const doc = await PDFDocument.load(signed, { updateMetadata: false });
    const infoRef = doc.context.trailerInfo.Info as PDFRef;
    const info = doc.context.lookup(infoRef, PDFDict).clone(doc.context);
    info.set(PDFName.of(PROCURACAO_REFERENCE_KEY), PDFString.of('marca-7'));
    const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(signed.toString('latin1'))?.[1]);
    const { bytes } = appendUpdate(signed, [[infoRef.objectNumber, info.toString()]], {
      root: doc.context.trailerInfo.Root as PDFRef,
      size: doc.context.largestObjectNumber + 1,
      prev: startxref,
    });
    expect((await check(Uint8Array.from(bytes))).situacao).toBe('documento_diferente');
  }, 60_000);
});
