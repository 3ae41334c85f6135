import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { pdfText } from '../unit/documents/pdf-text';
import { PNG, signedPdf, unsignedPdf } from '../unit/documents/samples';
import { expectRefusal } from './support/accounts';
import { download, upload, uploadedFiles } from './support/brand-wizard';
import { paidServiceCustomer, serviceRow, submitForm } from './support/services';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    COMPANY_NAME: 'Agência de Marcas Ação Ltda.',
    COMPANY_CNPJ: '11222333000181',
    COMPANY_CITY: 'Maceió/AL',
  });
}, 60_000);
afterAll(() => t.close(), 30_000);

const send = (
  id: number,
  bytes: Uint8Array,
  token: string,
  name = 'procuracao-assinada.pdf',
  type = 'application/pdf',
) => upload(t, `/api/servicos/${id}/procuracao`, { procuracao: { bytes, name, type } }, token);
const flat = (text: string) => text.replace(/\s+/g, ' ');
const paulista = {
  Nacionalidade: 'brasileira',
  Endereco: 'Avenida Paulista',
  Numero: '1000',
  Complemento: 'Conjunto 12',
  Bairro: 'Bela Vista',
  Cidade: 'São Paulo',
  Estado: 'SP',
  CEP: '01310-100',
};
/** The holder's nationality and address in the profile: what the power of attorney qualifies them with. */
async function qualify(token: string, profile: Record<string, string> = paulista) {
  const answer = await t.call('PATCH', '/api/profile/', { token, body: profile });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}
const procuracaoText = async (servicoId: number, token: string) =>
  flat((await pdfText((await download(t, `/api/servicos/${servicoId}/procuracao`, token)).bytes)).text);

describe('GET /api/servicos/{id}/procuracao', () => {
  it('Oposição: a PDF naming the holder, the agent and the opposition against the named process', async () => {
    const { token, servicoId } = await paidServiceCustomer(t, 5, { fullName: 'José Conceição Araújo' });
    await submitForm(t, token, servicoId, 5);
    await qualify(token);
    const answer = await download(t, `/api/servicos/${servicoId}/procuracao`, token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="procuracao-servico-${servicoId}.pdf"`,
    );
    const text = flat((await pdfText(answer.bytes)).text);
    expect(text).toContain('PROCURAÇÃO');
    expect(text).toContain('José Conceição Araújo');
    expect(text).toContain('Agência de Marcas Ação Ltda.');
    expect(text).toContain(
      'ao processo nº 912345678, para apresentar oposição ao pedido de registro de marca nele depositado, em defesa da marca "Café Serra Azul"',
    );
    expect(text).toContain('substabelecer');
    expect(text).not.toContain('requerer e efetuar o depósito');
  });

  it('Recurso: the appeal against the decision in the named process', async () => {
    const { token, servicoId } = await paidServiceCustomer(t, 6);
    await submitForm(t, token, servicoId, 6);
    await qualify(token);
    const text = flat((await pdfText((await download(t, `/api/servicos/${servicoId}/procuracao`, token)).bytes)).text);
    expect(text).toContain(
      'ao processo nº 923456789, para interpor recurso administrativo contra a decisão nele proferida',
    );
  });

  it('qualifies the holder in full (nationality, CPF, full address) and dates it from their city', async () => {
    const { token, servicoId, holder } = await paidServiceCustomer(t, 5, { fullName: 'Ana Paula Souza' });
    await submitForm(t, token, servicoId, 5);
    await qualify(token);
    const cpf = holder.cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
    const text = await procuracaoText(servicoId, token);
    expect(text).toContain(
      `Ana Paula Souza, brasileira, inscrito(a) no CPF sob o nº ${cpf}, residente e domiciliado(a) em Avenida Paulista, 1000, Conjunto 12, Bela Vista, São Paulo/SP, CEP 01310-100.`,
    );
    const today = new Intl.DateTimeFormat('pt-BR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'America/Sao_Paulo',
    }).format(new Date());
    expect(text).toContain(`São Paulo/SP, ${today}.`);
    expect(text).not.toContain('Brasil,');
  });

  it('names the holder with what the profile has, and their nationality once it is there', async () => {
    const { token, servicoId } = await paidServiceCustomer(t, 6);
    await submitForm(t, token, servicoId, 6);
    const { Nacionalidade: _, ...addressOnly } = paulista;
    await qualify(token, addressOnly);
    // Nationality is printed once the profile has it; its absence does not stop the download.
    expect(await procuracaoText(servicoId, token)).not.toContain('portuguesa');
    await qualify(token, { Nacionalidade: 'portuguesa' });
    expect(await procuracaoText(servicoId, token)).toContain('portuguesa, inscrito(a) no CPF');
  });

  it('Busca has no power of attorney: 404 in pt-BR for the download and the upload', async () => {
    const { token, servicoId } = await paidServiceCustomer(t, 4);
    const answer = await download(t, `/api/servicos/${servicoId}/procuracao`, token);
    expect(answer.status).toBe(404);
    expect(answer.json().erro).toBe(messages.uploads.documentNotFound);
    expectRefusal(await send(servicoId, await signedPdf(), token), 404, messages.uploads.documentNotFound);
  });
});

describe('POST /api/servicos/{id}/procuracao', () => {
  it('keeps a signed PDF under a server-made name and says whether it carries a digital signature', async () => {
    const { token, servicoId } = await paidServiceCustomer(t, 6);
    const signed = await send(servicoId, await signedPdf(), token);
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({
      mensagem: messages.uploads.procuracaoUploaded,
      assinadaDigitalmente: true,
      arquivo: { nome: 'procuracao-assinada.pdf' },
    });
    const unsigned = await send(servicoId, await unsignedPdf(), token, 'escaneada.pdf');
    expect(unsigned.body).toMatchObject({ assinadaDigitalmente: false, arquivo: { nome: 'escaneada.pdf' } });
    // The replacement removed the first file.
    expect(uploadedFiles(t).filter((path) => path.startsWith(`servico-${servicoId}/`))).toHaveLength(1);
    expect((await serviceRow(t, servicoId)).procuracaoAssinada).toBe(true);
  });

  it('judges by content: a PNG named .pdf is refused and nothing is kept', async () => {
    const { token, servicoId } = await paidServiceCustomer(t, 5);
    expectRefusal(await send(servicoId, PNG, token), 400, messages.uploads.procuracaoNotPdf);
    expect(uploadedFiles(t).filter((path) => path.startsWith(`servico-${servicoId}/`))).toEqual([]);
    expect((await serviceRow(t, servicoId)).procuracaoAssinada).toBe(false);
  });

  it('refuses an empty form and a file over 10 MB with pt-BR messages', async () => {
    const { token, servicoId } = await paidServiceCustomer(t, 5);
    expectRefusal(
      await upload(t, `/api/servicos/${servicoId}/procuracao`, { outro: 'x' }, token),
      400,
      messages.uploads.procuracaoRequired,
    );
    const big = new Uint8Array(11 * 1024 * 1024).fill(0x20);
    big.set(new TextEncoder().encode('%PDF-1.7\n'), 0);
    expectRefusal(await send(servicoId, big, token), 413, messages.uploads.fileTooLarge);
  });
});
