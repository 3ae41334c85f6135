import { describe, expect, it } from 'vitest';
import { verifyPdfSignatures } from '../../../src/server/documents/pdf-signature';
import { pdfWithStrayByteRange, unsignedPdf } from './samples';
import { appendAfterSigning, signPdf, tamperSignedBytes, type TestSigner } from './signed-pdfs';

const icp: TestSigner = { name: 'MARIA DA SILVA SOUZA', cpf: '52998224725', style: 'icp-brasil' };
const govBr: TestSigner = { name: 'JOAO PEREIRA LIMA', cpf: '11144477735', style: 'gov.br' };

describe('PDF signatures, verified cryptographically', () => {
  it('an untouched PDF signed with an ICP-Brasil certificate: assinada, with the name and the CPF from otherName 2.16.76.1.3.1', async () => {
    const check = await verifyPdfSignatures(await signPdf(icp));
    expect(check).toEqual({ status: 'assinada', signers: [{ nome: 'MARIA DA SILVA SOUZA', cpf: '52998224725' }] });
  }, 60_000);

  it('a gov.br certificate names the signer as "NOME:CPF"', async () => {
    const check = await verifyPdfSignatures(await signPdf(govBr));
    expect(check).toEqual({ status: 'assinada', signers: [{ nome: 'JOAO PEREIRA LIMA', cpf: '11144477735' }] });
  }, 60_000);

  it('a certificate without a CPF still names the signer', async () => {
    const check = await verifyPdfSignatures(await signPdf({ name: 'Empresa Assinante', cpf: '', style: 'plain' }));
    expect(check).toEqual({ status: 'assinada', signers: [{ nome: 'Empresa Assinante', cpf: null }] });
  }, 60_000);

  it('a valid signature without the optional /Type /Sig is recognised', async () => {
    const signed = await signPdf(icp, { withoutSigType: true });
    expect(Buffer.from(signed).toString('latin1')).not.toContain('/Type /Sig');
    expect((await verifyPdfSignatures(signed)).status).toBe('assinada');
  }, 60_000);

  it('a byte altered after signing makes the signature invalid (digest mismatch)', async () => {
    expect(await verifyPdfSignatures(tamperSignedBytes(await signPdf(icp)))).toEqual({
      status: 'invalida',
      signers: [],
    });
  }, 60_000);

  it('content appended after the signature makes it invalid: the file is no longer what was signed', async () => {
    expect((await verifyPdfSignatures(appendAfterSigning(await signPdf(icp)))).status).toBe('invalida');
  }, 60_000);

  it('a corrupted signature value is invalid', async () => {
    const signed = Buffer.from(await signPdf(icp));
    const text = signed.toString('latin1');
    const contents = text.indexOf('/Contents <') + '/Contents <'.length;
    signed.write('ff', contents + 200, 'latin1');
    expect((await verifyPdfSignatures(Uint8Array.from(signed))).status).toBe('invalida');
  }, 60_000);

  it('an unsigned PDF, and one with a stray /ByteRange framing nothing, have no signature', async () => {
    expect(await verifyPdfSignatures(await unsignedPdf())).toEqual({ status: 'sem_assinatura', signers: [] });
    expect((await verifyPdfSignatures(await pdfWithStrayByteRange())).status).toBe('sem_assinatura');
  });

  it('a signature dictionary whose value is not a signature (the old structural guess) is invalid, not signed', async () => {
    const unsigned = Buffer.from(await unsignedPdf()).toString('latin1');
    const contents = `<${'0'.repeat(512)}>`;
    const pad = (value: number) => String(value).padStart(10, '0');
    const build = (a: number, b: number, c: number) =>
      `${unsigned}\n90 0 obj\n<< /Type /Sig /ByteRange [0 ${pad(a)} ${pad(b)} ${pad(c)}] /Contents ${contents} >>\nendobj\n%%EOF\n`;
    const draft = build(0, 0, 0);
    const gapStart = draft.lastIndexOf('/Contents ') + '/Contents '.length;
    const fake = build(gapStart, gapStart + contents.length, draft.length - gapStart - contents.length);
    expect((await verifyPdfSignatures(Uint8Array.from(Buffer.from(fake, 'latin1')))).status).toBe('invalida');
  });
});
