import { describe, expect, it } from 'vitest';
import { verifyPdfSignatures } from '../../src/server/documents/pdf-signature';
import { pdfWithStrayByteRange, unsignedPdf } from '../support/documents/samples';
import {
  appendAfterSigning,
  signPdf,
  tamperSignedBytes,
  TEST_TRUST,
  type TestSigner,
} from '../support/documents/signed-pdfs';

const icp: TestSigner = { name: 'MARIA DA SILVA SOUZA', cpf: '52998224725', style: 'icp-brasil' };
const govBr: TestSigner = { name: 'JOAO PEREIRA LIMA', cpf: '11144477735', style: 'gov.br' };
const verify = (pdf: Uint8Array) => verifyPdfSignatures(pdf, { trust: TEST_TRUST });

describe('PDF signatures as the upload stores them (a PDF signed by @signpdf)', () => {
  it('an ICP-Brasil signer: assinada, qualified, with the name, the CPF from otherName 2.16.76.1.3.1 and the chain', async () => {
    const check = await verify(await signPdf(icp));
    expect(check).toMatchObject({
      status: 'assinada',
      level: 'ICP-Brasil',
      changes: [],
      signers: [
        { nome: 'MARIA DA SILVA SOUZA', cpf: '52998224725', cadeia: 'ICP-Brasil', validoAte: expect.any(String) },
      ],
    });
  }, 60_000);

  it('a gov.br certificate names the signer as "NOME:CPF"; the level is the advanced one', async () => {
    const check = await verify(await signPdf(govBr));
    expect(check).toMatchObject({
      status: 'assinada',
      level: 'gov.br',
      signers: [{ nome: 'JOAO PEREIRA LIMA', cpf: '11144477735' }],
    });
  }, 60_000);

  it('a self-signed certificate: not recognised, whatever it claims', async () => {
    const check = await verify(await signPdf({ name: 'Empresa Assinante', cpf: '', style: 'plain' }));
    expect(check).toMatchObject({
      status: 'nao_reconhecida',
      level: null,
      signers: [{ nome: 'Empresa Assinante', cadeia: null }],
    });
  }, 60_000);

  it('a valid signature without the optional /Type /Sig is recognised', async () => {
    const signed = await signPdf(icp, { withoutSigType: true });
    expect(Buffer.from(signed).toString('latin1')).not.toContain('/Type /Sig');
    expect((await verify(signed)).status).toBe('assinada');
  }, 60_000);

  it('a byte altered after signing makes the signature invalid (digest mismatch), and names nobody', async () => {
    expect(await verify(tamperSignedBytes(await signPdf(icp)))).toMatchObject({ status: 'invalida', signers: [] });
  }, 60_000);

  it('an object appended after the signature that nothing refers to changes nothing shown: still assinada', async () => {
    expect((await verify(appendAfterSigning(await signPdf(icp)))).status).toBe('assinada');
  }, 60_000);

  it('a corrupted signature value is invalid', async () => {
    const signed = Buffer.from(await signPdf(icp));
    const text = signed.toString('latin1');
    const contents = text.indexOf('/Contents <') + '/Contents <'.length;
    signed.write('ff', contents + 200, 'latin1');
    expect((await verify(Uint8Array.from(signed))).status).toBe('invalida');
  }, 60_000);

  it('an unsigned PDF, and one with a stray /ByteRange framing nothing, have no signature', async () => {
    expect(await verify(await unsignedPdf())).toMatchObject({ status: 'sem_assinatura', signers: [] });
    expect((await verify(await pdfWithStrayByteRange())).status).toBe('sem_assinatura');
  });
});
