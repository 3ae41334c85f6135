import { formatCnpj, formatCpf } from '@brazilian-utils/brazilian-utils';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandOwners } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { expectRefusal, signUp } from '../support/api/accounts';
import { companyOwner, ownerAddress, paidCustomer, personOwner, savedAddress } from '../support/api/brand-wizard';
import { generateCnpj, generateCpf } from '../support/api/people';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close(), 30_000);

const ALPHANUMERIC_CNPJ = '12ABC34501DE35';
const save = (marcaId: number, body: unknown, token?: string) =>
  t.call('POST', `/api/marcas/${marcaId}/proprietarios`, { token, body });
const rows = (marcaId: number) => t.db.select().from(brandOwners).where(eq(brandOwners.marcaId, marcaId));
const owner = (overrides: Record<string, unknown> = {}) => personOwner(generateCpf(), overrides);
const company = (overrides: Record<string, unknown> = {}) => companyOwner(generateCnpj(), generateCpf(), overrides);

describe('POST /api/marcas/{marcaId}/proprietarios', () => {
  it('saves the owners in order and answers the saved list, documents as digits or uppercase CNPJ', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const cpf = generateCpf();
    const cnpj = generateCnpj();
    const representative = generateCpf();
    const answer = await save(
      marcaID,
      [
        owner({ nome: '  Ana Lima ', doc_num: formatCpf(cpf), email: 'Ana@Exemplo.com.br' }),
        company({
          nome: 'Empresa Ltda',
          doc_num: formatCnpj(cnpj),
          email: 'empresa@exemplo.com.br',
          representante: { nome: 'Beatriz Ramos', cpf: formatCpf(representative), nacionalidade: 'brasileira' },
        }),
        company({
          nome: 'Nova S.A.',
          doc_num: '12.abc.345/01de-35',
          email: 'nova@exemplo.com.br',
          representante: { nome: 'Beatriz Ramos', cpf: representative, nacionalidade: 'brasileira' },
          nacionalidade: 'ignorada',
        }),
      ],
      token,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const seat = savedAddress({
      logradouro: 'Avenida Paulista',
      numero: '1000',
      complemento: '10º andar',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      estado: 'SP',
      cep: '01310-100',
    });
    expect(answer.body).toEqual({
      mensagem: messages.owners.saved,
      proprietarios: [
        {
          nome: 'Ana Lima',
          email: 'ana@exemplo.com.br',
          doc_num: cpf,
          tipo_doc: 'cpf',
          nacionalidade: 'brasileira',
          endereco: savedAddress(),
          representante: null,
        },
        {
          nome: 'Empresa Ltda',
          email: 'empresa@exemplo.com.br',
          doc_num: cnpj,
          tipo_doc: 'cnpj',
          nacionalidade: '',
          endereco: seat,
          representante: { nome: 'Beatriz Ramos', cpf: representative, nacionalidade: 'brasileira' },
        },
        {
          nome: 'Nova S.A.',
          email: 'nova@exemplo.com.br',
          doc_num: ALPHANUMERIC_CNPJ,
          tipo_doc: 'cnpj',
          nacionalidade: '',
          endereco: seat,
          representante: { nome: 'Beatriz Ramos', cpf: representative, nacionalidade: 'brasileira' },
        },
      ],
    });
    expect((await rows(marcaID)).map((row) => row.docNum)).toEqual([cpf, cnpj, ALPHANUMERIC_CNPJ]);
  });

  it('replaces the list instead of appending to it', async () => {
    const { token, marcaID } = await paidCustomer(t);
    await save(marcaID, [owner({ nome: 'Primeiro' }), owner({ nome: 'Segundo' })], token);
    const answer = await save(marcaID, [owner({ nome: 'Terceiro' })], token);
    expect(answer.body.proprietarios.map((item: { nome: string }) => item.nome)).toEqual(['Terceiro']);
    expect((await rows(marcaID)).map((row) => row.nome)).toEqual(['Terceiro']);
    expect((await t.call('GET', `/api/marcas/${marcaID}/assistente`, { token })).body.proprietarios).toHaveLength(1);
  });

  it('defaults the document type to CPF', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const { tipo_doc, ...withoutType } = owner();
    const answer = await save(marcaID, [withoutType], token);
    expect(answer.status).toBe(200);
    expect(answer.body.proprietarios[0].tipo_doc).toBe('cpf');
  });

  it('refuses wrong check digits and a document of the other type, naming the owner', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const cpf = generateCpf();
    const wrongCpf = cpf.slice(0, 10) + String((Number(cpf[10]) + 1) % 10);
    expectRefusal(
      await save(marcaID, [owner({ doc_num: wrongCpf })], token),
      400,
      messages.owners.position(1, messages.owners.cpfInvalid),
    );
    expectRefusal(
      await save(marcaID, [owner(), company({ doc_num: cpf })], token),
      400,
      messages.owners.position(2, messages.owners.cnpjInvalid),
    );
    expectRefusal(
      await save(marcaID, [owner({ doc_num: generateCnpj(), tipo_doc: 'cpf' })], token),
      400,
      messages.owners.position(1, messages.owners.cpfInvalid),
    );
    expectRefusal(
      await save(marcaID, [owner({ doc_num: 52998224725 })], token),
      400,
      messages.owners.position(1, messages.owners.cpfInvalid),
    );
    expectRefusal(
      await save(marcaID, [owner({ tipo_doc: 'rg' })], token),
      400,
      messages.owners.position(1, messages.owners.docTypeInvalid),
    );
    expect(await rows(marcaID)).toEqual([]);
  });

  it('refuses missing names, bad e-mails and control characters', async () => {
    const { token, marcaID } = await paidCustomer(t);
    expectRefusal(
      await save(marcaID, [owner({ nome: ' ' })], token),
      400,
      messages.owners.position(1, messages.owners.nameRequired),
    );
    expectRefusal(
      await save(marcaID, [{ email: 'a@b.com', doc_num: generateCpf() }], token),
      400,
      messages.owners.position(1, messages.owners.nameRequired),
    );
    expectRefusal(
      await save(marcaID, [owner({ email: 'não-é-email' })], token),
      400,
      messages.owners.position(1, messages.register.invalidEmail),
    );
    expectRefusal(
      await save(marcaID, [owner({ nome: 'Ana\u0000Lima' })], token),
      400,
      messages.owners.position(1, messages.http.invalidCharacters),
    );
    expectRefusal(
      await save(marcaID, [owner({ nome: 'a'.repeat(121) })], token),
      400,
      messages.owners.position(1, messages.owners.nameLong),
    );
    expectRefusal(
      await save(marcaID, [owner(), 'Ana'], token),
      400,
      messages.owners.position(2, messages.owners.ownerInvalid),
    );
    expectRefusal(
      await save(marcaID, [{ nome: 'Ana Lima', email: 'a@b.com' }], token),
      400,
      messages.owners.position(1, messages.owners.cpfInvalid),
    );
  });

  it('needs 1 to 10 owners, each document once, sent as an array', async () => {
    const { token, marcaID } = await paidCustomer(t);
    expectRefusal(await save(marcaID, [], token), 400, messages.owners.atLeastOne);
    expectRefusal(
      await save(
        marcaID,
        Array.from({ length: 11 }, () => owner()),
        token,
      ),
      400,
      messages.owners.atMost(10),
    );
    const cpf = generateCpf();
    expectRefusal(
      await save(marcaID, [owner({ doc_num: cpf }), owner({ doc_num: formatCpf(cpf) })], token),
      400,
      messages.owners.duplicateDocument,
    );
    expectRefusal(await save(marcaID, owner(), token), 400, messages.owners.listRequired);
    expectRefusal(await t.call('POST', `/api/marcas/${marcaID}/proprietarios`, { token, raw: '[{' }), 400);
    expect(
      (
        await save(
          marcaID,
          Array.from({ length: 10 }, () => owner()),
          token,
        )
      ).status,
    ).toBe(200);
  });

  it("keeps each owner's own address: three co-owners, three addresses", async () => {
    const { token, marcaID } = await paidCustomer(t);
    const addresses = [
      ownerAddress({ logradouro: 'Rua Um', numero: '1', cidade: 'Recife', estado: 'pe', cep: '50010000' }),
      ownerAddress({
        logradouro: 'Rua Dois',
        numero: '22',
        complemento: '',
        cidade: 'Natal',
        estado: 'RN',
        cep: '59010-000',
      }),
      ownerAddress({ logradouro: 'Rua Três', numero: '333', cidade: 'Maceió', estado: 'AL', cep: '57020-000' }),
    ];
    const answer = await save(
      marcaID,
      addresses.map((endereco) => owner({ endereco })),
      token,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.proprietarios.map((item: { endereco: unknown }) => item.endereco)).toEqual([
      { ...addresses[0], estado: 'PE' },
      { ...addresses[1], cep: '59010000' },
      { ...addresses[2], cep: '57020000' },
    ]);
    expect((await rows(marcaID)).map((row) => [row.logradouro, row.cidade, row.cep])).toEqual([
      ['Rua Um', 'Recife', '50010000'],
      ['Rua Dois', 'Natal', '59010000'],
      ['Rua Três', 'Maceió', '57020000'],
    ]);
  });

  it('asks every owner for an address, a person for a nationality, a company for its legal representative', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const { endereco, ...withoutAddress } = owner();
    expectRefusal(
      await save(marcaID, [withoutAddress], token),
      400,
      messages.owners.position(1, messages.owners.addressIncomplete),
    );
    expectRefusal(
      await save(marcaID, [owner({ endereco: { ...endereco, numero: ' ' } })], token),
      400,
      messages.owners.position(1, messages.owners.addressIncomplete),
    );
    expectRefusal(
      await save(marcaID, [owner({ endereco: { ...endereco, cep: '123' } })], token),
      400,
      messages.owners.position(1, messages.cep.invalid),
    );
    expectRefusal(
      await save(marcaID, [owner({ endereco: { ...endereco, estado: 'Alagoas' } })], token),
      400,
      messages.owners.position(1, messages.profile.stateInvalid),
    );
    expectRefusal(
      await save(marcaID, [owner({ nacionalidade: '' })], token),
      400,
      messages.owners.position(1, messages.owners.nationalityRequired),
    );
    expectRefusal(
      await save(marcaID, [owner(), company({ representante: null })], token),
      400,
      messages.owners.position(2, messages.owners.representativeRequired),
    );
    expectRefusal(
      await save(marcaID, [company({ representante: { nome: 'Beatriz', cpf: '111.111.111-11' } })], token),
      400,
      messages.owners.position(1, messages.owners.representativeCpfInvalid),
    );
    expectRefusal(
      await save(marcaID, [company({ representante: { nome: 'Beatriz Ramos', cpf: generateCpf() } })], token),
      400,
      messages.owners.position(1, messages.owners.representativeNationalityRequired),
    );
    expect(await rows(marcaID)).toEqual([]);
    // A person's representative is not kept: it does not apply.
    const saved = await save(marcaID, [owner({ representante: { nome: 'Alguém', cpf: generateCpf() } })], token);
    expect(saved.body.proprietarios[0].representante).toBeNull();
  });

  it("answers 404 for another customer's request and leaves its owners alone", async () => {
    const victim = await paidCustomer(t);
    await save(victim.marcaID, [owner({ nome: 'Dono Verdadeiro' })], victim.token);
    const intruder = await paidCustomer(t);
    expectRefusal(
      await save(victim.marcaID, [owner({ nome: 'Intruso' })], intruder.token),
      404,
      messages.orders.notFound,
    );
    expect((await rows(victim.marcaID)).map((row) => row.nome)).toEqual(['Dono Verdadeiro']);
  });

  it('answers 401 without a token and 409 on an unpaid request', async () => {
    const paid = await paidCustomer(t);
    expectRefusal(await save(paid.marcaID, [owner()]), 401);
    const unpaid = await signUp(t);
    expectRefusal(await save(unpaid.marcaID, [owner()], unpaid.token), 409, messages.wizard.unpaid);
    expect(await rows(unpaid.marcaID)).toEqual([]);
  });
});
