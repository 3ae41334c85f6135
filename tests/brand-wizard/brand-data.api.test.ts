import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { todayInBrazil } from '../../src/shared/time/brasilia';
import { expectRefusal, signUp } from '../support/api/accounts';
import { brandRow, paidCustomer } from '../support/api/brand-wizard';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close(), 30_000);

const put = (marcaId: number, body: unknown, token?: string) =>
  t.call('PUT', `/api/marcas/${marcaId}`, { token, body });

const full = {
  nome: 'Açaí da Praça',
  descricao: 'Açaí na tigela e sorvetes',
  areaAtuacao: 'Alimentação',
  tipo: 'Mista',
  classeNice: 30,
  marcaJaUtilizada: true,
  dataPrimeiroUso: '2021-06-15',
  registroInternacional: true,
  numeroRegistroInternacional: 'WO2024123456',
  paisDeRegistro: 'Portugal',
};
/** The single-class shape, answered with the class it reads as: the description's words as free text. */
const saved = { ...full, classes: [{ classeNice: 30, itens: [], livre: 'Açaí na tigela e sorvetes' }] };

describe('PUT /api/marcas/{marcaId}', () => {
  it('saves the brand data and answers the spec message with what was saved', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const answer = await put(marcaID, full, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ mensagem: messages.brandData.saved, marca: saved });
    expect(await brandRow(t, marcaID)).toMatchObject({
      ...full,
      planoId: 1,
      status: 'Pendente',
      statusPagamento: 'Pago',
      protocolo: null,
    });
    expect((await t.call('GET', `/api/marcas/${marcaID}/assistente`, { token })).body.marca).toEqual(saved);
    // The customer's list now shows the name.
    const list = await t.call('GET', '/api/marcas/', { token });
    expect(list.body.marcas.find((item: { id: number }) => item.id === marcaID).nome).toBe('Açaí da Praça');
  });

  it('accepts back exactly what the wizard answered, and a trailing slash', async () => {
    const { token, marcaID } = await paidCustomer(t);
    await put(marcaID, full, token);
    const { marca } = (await t.call('GET', `/api/marcas/${marcaID}/assistente`, { token })).body;
    const answer = await t.call('PUT', `/api/marcas/${marcaID}/`, { token, body: marca });
    expect(answer.status).toBe(200);
    expect(answer.body.marca).toEqual(saved);
  });

  it('needs the name and the type', async () => {
    const { token, marcaID } = await paidCustomer(t);
    expectRefusal(await put(marcaID, {}, token), 400, messages.brandData.nameAndTypeRequired);
    expectRefusal(await put(marcaID, { nome: 'Marca' }, token), 400, messages.brandData.nameAndTypeRequired);
    expectRefusal(await put(marcaID, { tipo: 'Mista' }, token), 400, messages.brandData.nameAndTypeRequired);
    expectRefusal(
      await put(marcaID, { nome: '   ', tipo: 'Mista' }, token),
      400,
      messages.brandData.nameAndTypeRequired,
    );
    expectRefusal(await put(marcaID, { nome: 'Marca', tipo: '' }, token), 400, messages.brandData.nameAndTypeRequired);
    expectRefusal(await put(marcaID, { nome: 'Marca', tipo: 'Sonora' }, token), 400, messages.brandData.typeInvalid);
    expect((await brandRow(t, marcaID)).nome).toBeNull();
  });

  it('keeps the optional fields empty when left blank', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const answer = await put(
      marcaID,
      { nome: 'Marca', tipo: 'Nominativa', descricao: '', areaAtuacao: null, classeNice: null },
      token,
    );
    expect(answer.body.marca).toEqual({
      nome: 'Marca',
      descricao: null,
      areaAtuacao: null,
      tipo: 'Nominativa',
      classeNice: null,
      classes: [],
      marcaJaUtilizada: false,
      dataPrimeiroUso: null,
      registroInternacional: false,
      numeroRegistroInternacional: null,
      paisDeRegistro: null,
    });
  });

  it('takes a Nice class from 1 to 45, as a number or text', async () => {
    const { token, marcaID } = await paidCustomer(t);
    expect((await put(marcaID, { nome: 'M', tipo: 'Mista', classeNice: '45' }, token)).body.marca.classeNice).toBe(45);
    expect((await put(marcaID, { nome: 'M', tipo: 'Mista', classeNice: 1 }, token)).body.marca.classeNice).toBe(1);
    for (const classeNice of [0, 46, 2.5, 'trinta', -1]) {
      expectRefusal(
        await put(marcaID, { nome: 'M', tipo: 'Mista', classeNice }, token),
        400,
        messages.brandData.niceClassInvalid,
      );
    }
  });

  it('keeps the date of first use only for a brand in use, and never in the future', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const notUsed = await put(
      marcaID,
      { nome: 'M', tipo: 'Mista', marcaJaUtilizada: false, dataPrimeiroUso: '2020-01-01' },
      token,
    );
    expect(notUsed.body.marca.dataPrimeiroUso).toBeNull();
    expect(
      (
        await put(
          marcaID,
          { nome: 'M', tipo: 'Mista', marcaJaUtilizada: true, dataPrimeiroUso: todayInBrazil() },
          token,
        )
      ).status,
    ).toBe(200);
    const tomorrow = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expectRefusal(
      await put(marcaID, { nome: 'M', tipo: 'Mista', marcaJaUtilizada: true, dataPrimeiroUso: tomorrow }, token),
      400,
      messages.brandData.firstUseInFuture,
    );
    for (const date of ['2021-02-30', '15/06/2021', '2021-6-1', '1700-01-01']) {
      expectRefusal(
        await put(marcaID, { nome: 'M', tipo: 'Mista', marcaJaUtilizada: true, dataPrimeiroUso: date }, token),
        400,
        messages.brandData.firstUseInvalid,
      );
    }
    expectRefusal(
      await put(marcaID, { nome: 'M', tipo: 'Mista', marcaJaUtilizada: 'sim' }, token),
      400,
      messages.brandData.flagInvalid('Marca já utilizada'),
    );
  });

  it('keeps letters and digits of the international number, uppercased, only for an international registration', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const international = await put(
      marcaID,
      {
        nome: 'M',
        tipo: 'Mista',
        registroInternacional: true,
        numeroRegistroInternacional: 'wo-2024/123.456',
        paisDeRegistro: 'Portugal',
      },
      token,
    );
    expect(international.body.marca).toMatchObject({
      numeroRegistroInternacional: 'WO2024123456',
      paisDeRegistro: 'Portugal',
    });
    const national = await put(
      marcaID,
      {
        nome: 'M',
        tipo: 'Mista',
        registroInternacional: false,
        numeroRegistroInternacional: 'WO1',
        paisDeRegistro: 'Portugal',
      },
      token,
    );
    expect(national.body.marca).toMatchObject({ numeroRegistroInternacional: null, paisDeRegistro: null });
    expectRefusal(
      await put(
        marcaID,
        { nome: 'M', tipo: 'Mista', registroInternacional: true, numeroRegistroInternacional: 'A'.repeat(31) },
        token,
      ),
      400,
      messages.brandData.internationalNumberInvalid,
    );
  });

  it('refuses the fields only the admin sets, changing nothing', async () => {
    const { token, marcaID } = await paidCustomer(t);
    await put(marcaID, full, token);
    for (const [field, value] of Object.entries({
      protocolo: '123',
      status: 'Concluida',
      Status: 'Concluida',
      statusPagamento: 'Pago',
      userId: 1,
      planoID: 2,
      confirmadoEm: '2026-01-01',
    })) {
      expectRefusal(
        await put(marcaID, { ...full, nome: 'Alterada', [field]: value }, token),
        400,
        `${messages.profile.unknownField}${field}`,
      );
    }
    expect(await brandRow(t, marcaID)).toMatchObject({
      nome: full.nome,
      protocolo: null,
      status: 'Pendente',
      planoId: 1,
      confirmadoEm: null,
    });
  });

  it('refuses text that is too long and characters that cannot be stored', async () => {
    const { token, marcaID } = await paidCustomer(t);
    expectRefusal(
      await put(marcaID, { nome: 'M', tipo: 'Mista', descricao: 'a'.repeat(2001) }, token),
      400,
      messages.brandData.tooLong('Descrição', 2000),
    );
    expectRefusal(await put(marcaID, { nome: 'M\u0000', tipo: 'Mista' }, token), 400, messages.http.invalidCharacters);
    expectRefusal(await put(marcaID, [full], token), 400, messages.http.bodyNotObject);
  });

  it("answers 404 for another customer's request, changing nothing", async () => {
    const victim = await paidCustomer(t);
    await put(victim.marcaID, full, victim.token);
    const intruder = await paidCustomer(t);
    expectRefusal(
      await put(victim.marcaID, { nome: 'Roubada', tipo: 'Nominativa' }, intruder.token),
      404,
      messages.orders.notFound,
    );
    expect((await brandRow(t, victim.marcaID)).nome).toBe(full.nome);
  });

  it('answers 401 without a token and 409 on an unpaid request', async () => {
    const paid = await paidCustomer(t);
    expectRefusal(await put(paid.marcaID, full), 401);
    const unpaid = await signUp(t);
    expectRefusal(await put(unpaid.marcaID, full, unpaid.token), 409, messages.wizard.unpaid);
    expect((await brandRow(t, unpaid.marcaID)).nome).toBeNull();
  });
});
