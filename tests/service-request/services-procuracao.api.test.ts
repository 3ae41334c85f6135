import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { pdfText } from '../support/documents/pdf-text';
import { PNG, signedPdf, unsignedPdf } from '../support/documents/samples';
import { expectRefusal } from '../support/api/accounts';
import { download, upload, uploadedFiles } from '../support/api/brand-wizard';
import { forms, holderAnswers, paidServiceCustomer, serviceRow, submitForm } from '../support/api/services';
import { createTestApp, type TestApp } from '../support/api/test-app';
import { signedProcuracao } from '../support/api/signed-procuracao';

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
/** The holder's profile changed directly, as on /editar-perfil. */
async function patchProfile(token: string, profile: Record<string, string>) {
  const answer = await t.call('PATCH', '/api/profile/', { token, body: profile });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}
const putForm = (token: string, servicoId: number, titular?: Record<string, string>) =>
  t.call('PUT', `/api/servicos/${servicoId}`, {
    token,
    body: { servico: { nome: 'Recurso', plano_id: 6 }, dados: forms[6], ...(titular && { titular }) },
  });
const procuracaoText = async (servicoId: number, token: string) =>
  flat((await pdfText((await download(t, `/api/servicos/${servicoId}/procuracao`, token)).bytes)).text);

describe('GET /api/servicos/{id}/procuracao', () => {
  it('Oposição: a PDF naming the holder, the agent and the opposition against the named process', async () => {
    const { token, servicoId } = await paidServiceCustomer(t, 5, { fullName: 'José Conceição Araújo' });
    await submitForm(t, token, servicoId, 5);
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
    const text = flat((await pdfText((await download(t, `/api/servicos/${servicoId}/procuracao`, token)).bytes)).text);
    expect(text).toContain(
      'ao processo nº 923456789, para interpor recurso administrativo contra a decisão nele proferida',
    );
  });

  it('qualifies the holder in full (nationality, CPF, full address) and dates it from their city', async () => {
    const { token, servicoId, holder } = await paidServiceCustomer(t, 5, { fullName: 'Ana Paula Souza' });
    await submitForm(t, token, servicoId, 5);
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

  it('the form of a holder the profile cannot qualify asks what the procuração needs, and keeps it in the profile', async () => {
    const { token, servicoId } = await paidServiceCustomer(t, 6);
    expectRefusal(await putForm(token, servicoId), 400, messages.services.holderNationalityRequired);
    expectRefusal(
      await putForm(token, servicoId, { Nacionalidade: 'portuguesa' }),
      400,
      messages.services.holderAddressRequired,
    );
    expect((await serviceRow(t, servicoId)).dados).toEqual({});
    expectRefusal(await putForm(token, servicoId, { ...holderAnswers, Nacionalidade: 'x'.repeat(61) }), 400);
    const saved = await putForm(token, servicoId, { ...holderAnswers, Nacionalidade: 'portuguesa' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.assistente).toMatchObject({
      etapa: 'procuracao',
      titular: { Nacionalidade: 'portuguesa', CEP: '01310100', Bairro: 'Bela Vista', Cidade: 'São Paulo' },
    });
    const profile = await t.call('GET', '/api/profile/', { token });
    expect(profile.body).toMatchObject({ Nacionalidade: 'portuguesa', Endereco: 'Avenida Paulista', Estado: 'SP' });
    expect(await procuracaoText(servicoId, token)).toContain('portuguesa, inscrito(a) no CPF');
    // Once the profile has it, the form needs nothing more of the holder.
    expect((await putForm(token, servicoId)).status).toBe(200);
  });

  it("never prints an empty qualification: without the holder's address, 409 and the flow goes back to the form", async () => {
    const { token, servicoId } = await paidServiceCustomer(t, 5);
    await submitForm(t, token, servicoId, 5);
    await patchProfile(token, { Endereco: '', Numero: '' });
    expectRefusal(
      await t.call('GET', `/api/servicos/${servicoId}/procuracao`, { token }),
      409,
      messages.services.powerOfAttorneyNeedsHolder,
    );
    const state = await t.call('GET', `/api/servicos/${servicoId}/assistente`, { token });
    expect(state.body).toMatchObject({ etapa: 'formulario', etapasConcluidas: { formulario: false } });
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
    await submitForm(t, token, servicoId, 6);
    const signed = await send(
      servicoId,
      await signedProcuracao(t, `/api/servicos/${servicoId}/procuracao`, token),
      token,
    );
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
    // procuracao_assinada is the customer's recognised signature, not "a file was sent".
    expect((await serviceRow(t, servicoId)).procuracaoAssinada).toBe(false);
  });

  it("procuracao_assinada only with the customer's own recognised signature", async () => {
    const { token, servicoId, holder } = await paidServiceCustomer(t, 5);
    await submitForm(t, token, servicoId, 5);
    const path = `/api/servicos/${servicoId}/procuracao`;
    expect((await send(servicoId, await signedProcuracao(t, path, token), token)).body.assinatura).toMatchObject({
      situacao: 'assinada',
      pendencias: [
        `falta a assinatura de ${holder.fullName}`,
        'MARIA DA SILVA SOUZA assinou, mas não é outorgante nem representante de um outorgante',
      ],
    });
    expect((await serviceRow(t, servicoId)).procuracaoAssinada).toBe(false);
    const own = await signedProcuracao(t, path, token, { name: holder.fullName, cpf: holder.cpf, style: 'gov.br' });
    expect((await send(servicoId, own, token)).body.assinatura.pendencias).toEqual([]);
    expect((await serviceRow(t, servicoId)).procuracaoAssinada).toBe(true);
  }, 60_000);

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
