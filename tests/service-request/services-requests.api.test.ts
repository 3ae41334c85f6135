import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicos } from '../../src/server/db/schema';
import { listRequestEvents } from '../../src/server/requests/events';
import { messages } from '../../src/shared/messages';
import { signedPdf } from '../support/documents/samples';
import { expectRefusal, signUp } from '../support/api/accounts';
import { download, upload } from '../support/api/brand-wizard';
import { forms, paidServiceCustomer, serviceRow, submitForm } from '../support/api/services';
import { createTestApp, type TestApp } from '../support/api/test-app';
import { signedProcuracao } from '../support/api/signed-procuracao';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close(), 30_000);

/** The request's own procuração signed; a caller who may not download it sends any signed PDF (the refusal comes first). */
/** The customer, its outorgante, signing with a gov.br certificate of the test hierarchy. */
const holderSigner = async (token: string) => {
  const profile = (await t.call('GET', '/api/profile/', { token })).body;
  return { name: profile.fullName, cpf: profile.CPF, style: 'gov.br' as const };
};

const sendSigned = async (token: string, id: number) => {
  const path = `/api/servicos/${id}/procuracao`;
  const own = (await download(t, path, token)).status === 200;
  return upload(
    t,
    path,
    {
      procuracao: {
        bytes: own ? await signedProcuracao(t, path, token, await holderSigner(token)) : await signedPdf(),
        name: 'procuracao-assinada.pdf',
        type: 'application/pdf',
      },
    },
    token,
  );
};

describe('PUT /api/servicos/{id} and GET /api/servicos/{id}', () => {
  it.each([4, 5, 6] as const)(
    'saves the form of plan %i and answers it back in the spec shape (data.nome, data.dados_servico)',
    async (planoId) => {
      const { token, servicoId } = await paidServiceCustomer(t, planoId);
      const saved = await submitForm(t, token, servicoId, planoId);
      expect(saved.mensagem).toBe(messages.services.saved);
      const answer = await t.call('GET', `/api/servicos/${servicoId}`, { token });
      expect(answer.status).toBe(200);
      expect(answer.body.data.nome).toBe({ 4: 'Busca', 5: 'Oposição', 6: 'Recurso' }[planoId]);
      expect(answer.body.data.dados_servico.nome_marca).toBe(forms[planoId].nome_marca);
      expect(answer.body.data.dados_servico.segmento).toBe('30');
      if (planoId !== 4)
        expect(answer.body.data.dados_servico.numero_proc_inpi).toBe(planoId === 5 ? '912345678' : '923456789');
      if (planoId === 4)
        expect(answer.body.data.dados_servico).toEqual({
          nome_marca: 'Café Serra Azul',
          segmento: '30',
          marca_ja_utilizada: true,
          tempo_usada: '2 anos',
        });
    },
  );

  it('the appeal form really submits: Recurso keeps exactly its three fields', async () => {
    const { token, servicoId } = await paidServiceCustomer(t, 6);
    await submitForm(t, token, servicoId, 6);
    expect((await serviceRow(t, servicoId)).dados).toEqual({
      nome_marca: 'Pão de Mel da Vovó',
      segmento: '30',
      numero_proc_inpi: '923456789',
    });
  });

  it('drops how long an unused brand was used, and names the service after its plan when no name is sent', async () => {
    const { token, servicoId } = await paidServiceCustomer(t, 4);
    const answer = await t.call('PUT', `/api/servicos/${servicoId}`, {
      token,
      body: {
        servico: { plano_id: 4 },
        dados: { nome_marca: 'Aurora', segmento: '9', marca_ja_utilizada: false, tempo_usada: '5 anos' },
      },
    });
    expect(answer.status).toBe(200);
    const row = await serviceRow(t, servicoId);
    expect(row.nome).toBe('Busca');
    expect(row.dados).toEqual({ nome_marca: 'Aurora', segmento: '9', marca_ja_utilizada: false, tempo_usada: '' });
  });

  it.each([
    ['a missing nome_marca', 4, { segmento: '30' }, messages.services.brandNameRequired],
    [
      'a blank nome_marca',
      6,
      { nome_marca: '   ', segmento: '30', numero_proc_inpi: '923456789' },
      messages.services.brandNameRequired,
    ],
    ['no segment', 4, { nome_marca: 'Aurora' }, messages.services.segmentRequired],
    ['a segment outside the Nice classes', 5, { ...forms[5], segmento: '46' }, messages.services.segmentRequired],
    [
      'a process number of 8 digits',
      5,
      { ...forms[5], numero_proc_inpi: '12345678' },
      messages.services.processNumberInvalid,
    ],
    [
      'a process number with letters',
      6,
      { ...forms[6], numero_proc_inpi: '92345678A' },
      messages.services.processNumberInvalid,
    ],
    [
      'no process number for an appeal',
      6,
      { nome_marca: 'Aurora', segmento: '30' },
      messages.services.processNumberInvalid,
    ],
    [
      'a field of another service',
      6,
      { ...forms[6], marca_ja_utilizada: true },
      `${messages.profile.unknownField}marca_ja_utilizada`,
    ],
  ] as const)('refuses %s with a pt-BR 400 and saves nothing', async (_label, planoId, dados, erro) => {
    const { token, servicoId } = await paidServiceCustomer(t, planoId);
    const answer = await t.call('PUT', `/api/servicos/${servicoId}`, {
      token,
      body: { servico: { nome: 'x', plano_id: planoId }, dados },
    });
    expectRefusal(answer, 400, erro);
    expect((await serviceRow(t, servicoId)).dados).toEqual({});
  });

  it('refuses a body for another service, or without servico/dados', async () => {
    const { token, servicoId } = await paidServiceCustomer(t, 5);
    expectRefusal(
      await t.call('PUT', `/api/servicos/${servicoId}`, {
        token,
        body: { servico: { nome: 'Busca', plano_id: 4 }, dados: forms[4] },
      }),
      400,
      messages.services.planMismatch,
    );
    expectRefusal(await t.call('PUT', `/api/servicos/${servicoId}`, { token, body: { dados: forms[5] } }), 400);
    expectRefusal(
      await t.call('PUT', `/api/servicos/${servicoId}`, { token, body: { servico: { plano_id: 5 } } }),
      400,
    );
    expectRefusal(
      await t.call('PUT', `/api/servicos/${servicoId}`, { token, raw: '{"servico":' }),
      400,
      messages.http.malformedJson,
    );
  });
});

describe('who reaches a service request', () => {
  const calls = (id: number) => [
    ['GET', `/api/servicos/${id}`],
    ['GET', `/api/servicos/${id}/assistente`],
    ['GET', `/api/servicos/${id}/procuracao`],
    ['POST', `/api/servicos/${id}/confirmar`],
  ];

  it("answers another customer's request exactly like a missing one (404), on every call", async () => {
    const owner = await paidServiceCustomer(t, 5);
    const stranger = await signUp(t);
    for (const [method, path] of [...calls(owner.servicoId), ...calls(999_999)]) {
      expectRefusal(await t.call(method, path, { token: stranger.token }), 404, messages.orders.notFound);
    }
    expectRefusal(
      await t.call('PUT', `/api/servicos/${owner.servicoId}`, {
        token: stranger.token,
        body: { servico: { plano_id: 5 }, dados: forms[5] },
      }),
      404,
    );
    expectRefusal(await sendSigned(stranger.token, owner.servicoId), 404);
    expect((await serviceRow(t, owner.servicoId)).dados).toEqual({});
  });

  it('refuses an unpaid request with a pt-BR 409, on every call', async () => {
    const unpaid = await signUp(t, { planoID: 6 });
    for (const [method, path] of calls(unpaid.marcaID))
      expectRefusal(await t.call(method, path, { token: unpaid.token }), 409, messages.services.unpaid);
    expectRefusal(
      await t.call('PUT', `/api/servicos/${unpaid.marcaID}`, {
        token: unpaid.token,
        body: { servico: { plano_id: 6 }, dados: forms[6] },
      }),
      409,
      messages.services.unpaid,
    );
    expectRefusal(await sendSigned(unpaid.token, unpaid.marcaID), 409, messages.services.unpaid);
  });

  it('asks for a session (401) without a token', async () => {
    const { servicoId } = await paidServiceCustomer(t, 4);
    for (const [method, path] of calls(servicoId)) expectRefusal(await t.call(method, path), 401);
  });

  it('is not reached through a brand request id', async () => {
    const brand = await signUp(t, { planoID: 1 });
    expectRefusal(await t.call('GET', `/api/servicos/${brand.marcaID}/assistente`, { token: brand.token }), 404);
  });
});

describe('GET /api/servicos/{id}/assistente and POST /api/servicos/{id}/confirmar', () => {
  it('Busca: form, then confirmation; the request is then read-only and its history records it', async () => {
    const { token, servicoId } = await paidServiceCustomer(t, 4);
    const fresh = await t.call('GET', `/api/servicos/${servicoId}/assistente`, { token });
    expect(fresh.body).toMatchObject({
      servicoID: servicoId,
      plano_id: 4,
      etapa: 'formulario',
      etapasConcluidas: { formulario: false, procuracao: true, confirmacao: false },
      confirmadoEm: null,
    });
    expectRefusal(
      await t.call('POST', `/api/servicos/${servicoId}/confirmar`, { token }),
      409,
      messages.services.formMissing,
    );

    const saved = await submitForm(t, token, servicoId, 4);
    expect(saved.assistente.etapa).toBe('confirmacao');

    const confirmed = await t.call('POST', `/api/servicos/${servicoId}/confirmar`, { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.mensagem).toBe(messages.services.confirmed);
    expect(confirmed.body.assistente.etapa).toBe('concluido');
    // A repeat (double click) changes nothing and records nothing more.
    expect((await t.call('POST', `/api/servicos/${servicoId}/confirmar`, { token })).status).toBe(200);
    const events = await listRequestEvents(t.db, 'servico', servicoId);
    expect(events.map((event) => event.kind)).toEqual(['assistente']);

    expectRefusal(
      await t.call('PUT', `/api/servicos/${servicoId}`, { token, body: { servico: { plano_id: 4 }, dados: forms[4] } }),
      409,
      messages.services.alreadyConfirmed,
    );
    const list = await t.call('GET', '/api/servicos/', { token });
    expect(list.body.servicos[0]).toMatchObject({
      id: servicoId,
      concluido: true,
      dados: { nome_marca: 'Café Serra Azul' },
    });
  });

  it.each([5, 6] as const)(
    'plan %i: form, signed procuração, confirmation, resumed at each step on any device',
    async (planoId) => {
      const { token, servicoId } = await paidServiceCustomer(t, planoId);
      await submitForm(t, token, servicoId, planoId);
      const atPowerOfAttorney = await t.call('GET', `/api/servicos/${servicoId}/assistente`, { token });
      expect(atPowerOfAttorney.body.etapa).toBe('procuracao');
      expectRefusal(
        await t.call('POST', `/api/servicos/${servicoId}/confirmar`, { token }),
        409,
        messages.wizard.procuracaoMissing,
      );

      expect((await sendSigned(token, servicoId)).status).toBe(200);
      const atReview = await t.call('GET', `/api/servicos/${servicoId}/assistente`, { token });
      expect(atReview.body).toMatchObject({
        etapa: 'confirmacao',
        procuracao: {
          enviada: true,
          assinadaDigitalmente: true,
          arquivo: { nome: 'procuracao-assinada.pdf', tipo: 'application/pdf' },
        },
      });
      expect((await serviceRow(t, servicoId)).procuracaoAssinada).toBe(true);

      expect((await t.call('POST', `/api/servicos/${servicoId}/confirmar`, { token })).body.assistente.etapa).toBe(
        'concluido',
      );
      expectRefusal(await sendSigned(token, servicoId), 409, messages.services.alreadyConfirmed);
      const [row] = await t.db.select().from(servicos).where(eq(servicos.id, servicoId));
      expect(row.confirmadoEm).not.toBeNull();
    },
  );
});
