import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { pdfText } from '../support/documents/pdf-text';
import { expectRefusal, signUp } from '../support/api/accounts';
import { completeAddress, download, paidCustomer, personOwner, companyOwner } from '../support/api/brand-wizard';
import { pay, paymentBody, payer } from '../support/api/checkout';
import { newHolder, generateCpf, generateCnpj } from '../support/api/people';
import { forms, holderAnswers, paidServiceCustomer, serviceNames } from '../support/api/services';
import { createTestApp, type TestApp } from '../support/api/test-app';

/**
 * Every form whose text reaches the procuração (the holder's name and profile, the owners and their representative,
 * the brand's name, a service's brand) refuses bidi and control characters, a UF that is not one of the 27, and what
 * the procuração's font cannot print; what it can print comes out exactly.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close(), 30_000);

const RLO = '\u202e';
const ISOLATE = '\u2066';
const EMOJI = '😀';
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the holder: sign-up and profile', () => {
  it('refuses a name with a right-to-left override, and one with an emoji, naming the character', async () => {
    expectRefusal(
      await t.call('POST', '/api/register', { body: newHolder({ fullName: `Maria ${RLO}avlis` }) }),
      400,
      messages.http.invalidCharacters,
    );
    expectRefusal(
      await t.call('POST', '/api/register', { body: newHolder({ fullName: `Maria ${EMOJI} Silva` }) }),
      400,
      messages.http.notPrintable(EMOJI),
    );
  });

  it.each([
    ['Endereco', `Rua ${ISOLATE}Nova`, messages.http.invalidCharacters],
    ['Cidade', `Maceió ${EMOJI}`, messages.http.notPrintable(EMOJI)],
    ['Complemento', 'Sala 4 \u0007', messages.http.invalidCharacters],
    ['Nacionalidade', 'brasileira\u200f', messages.http.invalidCharacters],
    ['Estado', 'XX', messages.profile.stateInvalid],
    ['Estado', 'zz', messages.profile.stateInvalid],
  ])('the profile refuses %s = %j', async (field, value, message) => {
    const { token } = await signUp(t);
    expectRefusal(
      await t.call('PATCH', '/api/profile/', { token, body: { ...completeAddress, [field]: value } }),
      400,
      message,
    );
  });
});

describe('the owners of a brand request', () => {
  const save = (marcaId: number, token: string, owners: unknown[]) =>
    t.call('POST', `/api/marcas/${marcaId}/proprietarios`, { token, body: owners });

  it.each([
    ['the name', { nome: `Ana ${RLO}amiL` }, messages.http.invalidCharacters],
    ['the name', { nome: `Ana Lima ${EMOJI}` }, messages.http.notPrintable(EMOJI)],
    ['the nationality', { nacionalidade: `brasileira${EMOJI}` }, messages.http.notPrintable(EMOJI)],
    [
      'the street',
      { endereco: { ...personOwner('').endereco, logradouro: `Rua ${EMOJI}` } },
      messages.http.notPrintable(EMOJI),
    ],
    [
      'the neighbourhood',
      { endereco: { ...personOwner('').endereco, bairro: `Centro${ISOLATE}` } },
      messages.http.invalidCharacters,
    ],
    ['the UF', { endereco: { ...personOwner('').endereco, estado: 'ZZ' } }, messages.profile.stateInvalid],
  ])('refuses %s: %j', async (_label, change, message) => {
    const { token, marcaID } = await paidCustomer(t);
    expectRefusal(
      await save(marcaID, token, [personOwner(generateCpf(), change)]),
      400,
      messages.owners.position(1, message),
    );
  });

  it("refuses a company's representative whose name the procuração cannot print", async () => {
    const { token, marcaID } = await paidCustomer(t);
    const owner = companyOwner(generateCnpj(), generateCpf());
    const answer = await save(marcaID, token, [
      { ...owner, representante: { ...owner.representante, nome: `Beatriz ${EMOJI}` } },
    ]);
    expectRefusal(answer, 400, messages.owners.position(1, messages.http.notPrintable(EMOJI)));
  });

  it('prints exactly what it accepts: accents, ç, ñ, ü and typographic quotes', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const nome = 'Ñúñez Müller “Filhos” Ltda';
    const owner = companyOwner(generateCnpj(), generateCpf(), { nome });
    expect((await save(marcaID, token, [owner])).status).toBe(200);
    const answer = await download(t, `/api/procuracao/${marcaID}`, token);
    expect(answer.status).toBe(200);
    const { text } = await pdfText(answer.bytes);
    expect(flat(text)).toContain(nome);
    expect(text).not.toContain('?');
  });
});

describe("the brand's name and a service's brand", () => {
  it('refuses a brand name the procuração cannot print, or that carries a bidi control', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const put = (nome: string) =>
      t.call('PUT', `/api/marcas/${marcaID}`, { token, body: { nome, tipo: 'nominativa' } });
    expectRefusal(await put(`Café ${EMOJI}`), 400, messages.http.notPrintable(EMOJI));
    expectRefusal(await put(`Café${RLO}`), 400, messages.http.invalidCharacters);
  });

  it("refuses an opposition's brand name the procuração cannot print", async () => {
    const { token, marcaID } = await paidServiceCustomer(t, 5);
    const answer = await t.call('PUT', `/api/servicos/${marcaID}`, {
      token,
      body: {
        servico: { nome: serviceNames[5], plano_id: 5 },
        dados: { ...forms[5], nome_marca: `Café ${EMOJI}` },
        titular: holderAnswers,
      },
    });
    expectRefusal(answer, 400, messages.http.notPrintable(EMOJI));
  });
});

describe('the boleto payer', () => {
  it('refuses a UF that is not one of the 27', async () => {
    const { token, marcaID } = await signUp(t);
    const body = paymentBody({ tipo: 'marca', id: marcaID }, 'boleto', {
      payer: payer({ address: { ...payer().address, federal_unit: 'XX' } }),
    });
    expectRefusal(await pay(t, token, body), 400, messages.payments.boletoAddress);
  });
});
