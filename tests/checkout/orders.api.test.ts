import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marcas, servicos } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { expectRefusal, signUp } from '../support/api/accounts';
import { attemptsOf, orderStatus, pay, paymentBody } from '../support/api/checkout';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close(), 30_000);

const brandsOf = async (userId: number) => t.db.select().from(marcas).where(eq(marcas.userId, userId));
const servicesOf = async (userId: number) => t.db.select().from(servicos).where(eq(servicos.userId, userId));

describe('GET /api/marcas/', () => {
  it("lists only the caller's brand orders, newest first, with the catalogue's plan name", async () => {
    const buyer = await signUp(t, { planoID: 1 });
    const other = await signUp(t, { planoID: 2 });
    await t.db.update(marcas).set({ nome: 'Marca Antiga' }).where(eq(marcas.id, buyer.marcaID));
    const second = await t.call('PUT', '/api/marcas/', { token: buyer.token, body: { planoID: 2 } });
    expect(second.status).toBe(201);

    const answer = await t.call('GET', '/api/marcas/', { token: buyer.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      marcas: [
        {
          id: second.body.marcaID,
          plano: 'Premium',
          planoID: 2,
          nome: null,
          statusPagamento: 'Pendente',
          status: 'Pendente',
          concluido: false,
        },
        {
          id: buyer.marcaID,
          plano: 'Essencial',
          planoID: 1,
          nome: 'Marca Antiga',
          statusPagamento: 'Pendente',
          status: 'Pendente',
          concluido: false,
        },
      ],
    });
    expect(answer.body.marcas.map((brand: { id: number }) => brand.id)).not.toContain(other.marcaID);
    expect((await t.call('GET', '/api/marcas', { token: buyer.token })).body).toEqual(answer.body);
  });

  it('tells a confirmed registration from one that only has its name', async () => {
    const buyer = await signUp(t, { planoID: 1 });
    await t.db.update(marcas).set({ nome: 'Café Aurora', statusPagamento: 'Pago' }).where(eq(marcas.id, buyer.marcaID));
    const named = await t.call('GET', '/api/marcas/', { token: buyer.token });
    expect(named.body.marcas[0]).toMatchObject({ nome: 'Café Aurora', concluido: false });
    await t.db.update(marcas).set({ confirmadoEm: new Date() }).where(eq(marcas.id, buyer.marcaID));
    const confirmed = await t.call('GET', '/api/marcas/', { token: buyer.token });
    expect(confirmed.body.marcas[0]).toMatchObject({ nome: 'Café Aurora', concluido: true });
  });

  it('needs a login', async () => {
    expectRefusal(await t.call('GET', '/api/marcas/'), 401, messages.http.unauthenticated);
    expectRefusal(await t.call('PUT', '/api/marcas/', { body: { planoID: 1 } }), 401, messages.http.unauthenticated);
  });
});

describe('PUT /api/marcas/', () => {
  it('reuses the unpaid, unnamed order from sign-up instead of piling up orders, switching its plan', async () => {
    const buyer = await signUp(t, { planoID: 1 });
    const first = await t.call('PUT', '/api/marcas/', { token: buyer.token, body: { planoID: 2 } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ marcaID: buyer.marcaID });
    const again = await t.call('PUT', '/api/marcas', { token: buyer.token, body: { planoID: '1' } });
    expect(again.body).toEqual({ marcaID: buyer.marcaID });
    const rows = await brandsOf(buyer.userID);
    expect(rows).toHaveLength(1);
    expect(rows[0].planoId).toBe(1);
  });

  it('opens a new order when the existing one is paid, named, or has a payment under way', async () => {
    const paid = await signUp(t);
    await t.db.update(marcas).set({ statusPagamento: 'Pago' }).where(eq(marcas.id, paid.marcaID));
    const afterPaid = await t.call('PUT', '/api/marcas/', { token: paid.token, body: { planoID: 1 } });
    expect(afterPaid.status).toBe(201);
    expect(afterPaid.body.marcaID).not.toBe(paid.marcaID);

    const named = await signUp(t);
    await t.db.update(marcas).set({ nome: 'Café Aurora' }).where(eq(marcas.id, named.marcaID));
    expect((await t.call('PUT', '/api/marcas/', { token: named.token, body: { planoID: 1 } })).body.marcaID).not.toBe(
      named.marcaID,
    );

    const boleto = await signUp(t, { planoID: 2 });
    expect((await pay(t, boleto.token, paymentBody({ tipo: 'marca', id: boleto.marcaID }, 'boleto'))).status).toBe(201);
    const switched = await t.call('PUT', '/api/marcas/', { token: boleto.token, body: { planoID: 1 } });
    expect(switched.body.marcaID).not.toBe(boleto.marcaID);
    // The boleto was issued for Premium; that order keeps its plan.
    expect((await brandsOf(boleto.userID)).find((row) => row.id === boleto.marcaID)!.planoId).toBe(2);
  });

  it.each([
    [3, messages.register.planQuotedByChat],
    [4, messages.orders.brandPlanOnly],
    [6, messages.orders.brandPlanOnly],
    [0, messages.register.planUnknown],
    [99, messages.register.planUnknown],
    ['abc', messages.register.planUnknown],
    [null, messages.register.planUnknown],
  ])('refuses the plan %j', async (planoID, erro) => {
    const buyer = await signUp(t);
    expectRefusal(await t.call('PUT', '/api/marcas/', { token: buyer.token, body: { planoID } }), 400, erro);
    expect(await brandsOf(buyer.userID)).toHaveLength(1);
  });

  it('refuses a missing plan and a body that is not an object', async () => {
    const buyer = await signUp(t);
    expectRefusal(
      await t.call('PUT', '/api/marcas/', { token: buyer.token, body: {} }),
      400,
      messages.register.planUnknown,
    );
    expectRefusal(await t.call('PUT', '/api/marcas/', { token: buyer.token, body: [1] }), 400);
    expectRefusal(
      await t.call('PUT', '/api/marcas/', { token: buyer.token, raw: '{' }),
      400,
      messages.http.malformedJson,
    );
  });
});

describe('GET and POST /api/servicos/', () => {
  it("opens a service order, reuses an untouched one for the same service only, and lists only the caller's", async () => {
    const buyer = await signUp(t, { planoID: 1 });
    const other = await signUp(t, { planoID: 4 });
    const busca = await t.call('POST', '/api/servicos/', { token: buyer.token, body: { plano_id: 4 } });
    expect(busca.status).toBe(201);
    const buscaAgain = await t.call('POST', '/api/servicos', { token: buyer.token, body: { plano_id: '4' } });
    expect(buscaAgain).toMatchObject({ status: 200, body: { marcaID: busca.body.marcaID } });
    const recurso = await t.call('POST', '/api/servicos/', { token: buyer.token, body: { plano_id: 6 } });
    expect(recurso.body.marcaID).not.toBe(busca.body.marcaID);

    const list = await t.call('GET', '/api/servicos/', { token: buyer.token });
    expect(list.status).toBe(200);
    expect(list.body.servicos).toEqual([
      {
        id: recurso.body.marcaID,
        num_protocolo: null,
        nome: '',
        plano_id: 6,
        status: 'Pendente',
        status_pagamento: 'Pendente',
        mensagem: null,
        procuracao_assinada: false,
        dados: {},
        concluido: false,
      },
      expect.objectContaining({ id: busca.body.marcaID, plano_id: 4 }),
    ]);
    expect(list.body.servicos.map((service: { id: number }) => service.id)).not.toContain(other.marcaID);
  });

  it('does not reuse a service request that already has data', async () => {
    const buyer = await signUp(t, { planoID: 5 });
    await t.db
      .update(servicos)
      .set({ dados: { nome_marca: 'Aurora' } })
      .where(eq(servicos.id, buyer.marcaID));
    const answer = await t.call('POST', '/api/servicos/', { token: buyer.token, body: { plano_id: 5 } });
    expect(answer.status).toBe(201);
    expect(answer.body.marcaID).not.toBe(buyer.marcaID);
  });

  it.each([
    [1, messages.orders.servicePlanOnly],
    [3, messages.orders.servicePlanOnly],
    [8, messages.register.planUnknown],
    ['x', messages.register.planUnknown],
  ])('refuses the plan %j', async (plano_id, erro) => {
    const buyer = await signUp(t);
    expectRefusal(await t.call('POST', '/api/servicos/', { token: buyer.token, body: { plano_id } }), 400, erro);
    expect(await servicesOf(buyer.userID)).toHaveLength(0);
  });

  it('needs a login', async () => {
    expectRefusal(await t.call('GET', '/api/servicos/'), 401);
    expectRefusal(await t.call('POST', '/api/servicos/', { body: { plano_id: 4 } }), 401);
  });
});

describe('GET /api/pedidos/{tipo}/{id}', () => {
  it('summarises the order from the catalogue, with no payment yet', async () => {
    const buyer = await signUp(t, { planoID: 2 });
    const answer = await t.call('GET', `/api/pedidos/marca/${buyer.marcaID}`, { token: buyer.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: buyer.marcaID,
      tipo: 'marca',
      planoID: 2,
      titulo: 'Premium',
      valorCents: 179_900,
      parcelas: 10,
      statusPagamento: 'Pendente',
      pagamento: null,
    });
    const service = await signUp(t, { planoID: 4 });
    expect(
      (await t.call('GET', `/api/pedidos/servico/${service.marcaID}/`, { token: service.token })).body,
    ).toMatchObject({
      tipo: 'servico',
      titulo: 'Busca',
      valorCents: 11_880,
      parcelas: 12,
    });
  });

  it('shows the latest payment attempt', async () => {
    const buyer = await signUp(t);
    const order = { tipo: 'marca' as const, id: buyer.marcaID };
    await pay(t, buyer.token, paymentBody(order, 'credit_card', { cardholderName: 'OTHE' }));
    const pix = await pay(t, buyer.token, paymentBody(order, 'pix'));
    const answer = await t.call('GET', `/api/pedidos/marca/${buyer.marcaID}`, { token: buyer.token });
    expect(answer.body.pagamento).toEqual(pix.body);
  });

  it("answers another customer's order exactly as a missing one", async () => {
    const owner = await signUp(t);
    const intruder = await signUp(t);
    const theirs = await t.call('GET', `/api/pedidos/marca/${owner.marcaID}`, { token: intruder.token });
    const missing = await t.call('GET', '/api/pedidos/marca/999999', { token: intruder.token });
    expectRefusal(theirs, 404, messages.orders.notFound);
    expect(theirs.body).toEqual(missing.body);
  });

  it.each([
    '/api/pedidos/marcas/1',
    '/api/pedidos/marca/abc',
    '/api/pedidos/marca/-1',
    '/api/pedidos/servico/1e3',
    '/api/pedidos/marca/99999999999999',
  ])('answers 404 to %s', async (path) => {
    const buyer = await signUp(t);
    expectRefusal(await t.call('GET', path, { token: buyer.token }), 404);
  });
});

describe('a customer cannot set the payment status', () => {
  it('ignores payment status sent along with the order calls', async () => {
    const buyer = await signUp(t);
    await t.call('PUT', '/api/marcas/', {
      token: buyer.token,
      body: { planoID: 1, statusPagamento: 'Pago', status_pagamento: 'Pago' },
    });
    const service = await t.call('POST', '/api/servicos/', {
      token: buyer.token,
      body: { plano_id: 4, status_pagamento: 'Pago', statusPagamento: 'Pago' },
    });
    expect(await orderStatus(t, { tipo: 'marca', id: buyer.marcaID })).toBe('Pendente');
    expect(await orderStatus(t, { tipo: 'servico', id: service.body.marcaID })).toBe('Pendente');
  });

  it('has no route that takes it, whatever the method', async () => {
    const buyer = await signUp(t);
    const order = { tipo: 'marca' as const, id: buyer.marcaID };
    const attempts = [
      t.call('PATCH', `/api/marcas/${buyer.marcaID}`, { token: buyer.token, body: { statusPagamento: 'Pago' } }),
      t.call('PUT', `/api/marcas/${buyer.marcaID}`, {
        token: buyer.token,
        body: { statusPagamento: 'Pago', status_pagamento: 'Pago' },
      }),
      t.call('PATCH', `/api/pedidos/marca/${buyer.marcaID}`, { token: buyer.token, body: { statusPagamento: 'Pago' } }),
      t.call('PUT', `/api/pedidos/marca/${buyer.marcaID}`, { token: buyer.token, body: { statusPagamento: 'Pago' } }),
      t.call('PATCH', '/api/profile/', { token: buyer.token, body: { statusPagamento: 'Pago' } }),
      t.call('PATCH', `/api/admin/marcas/${buyer.marcaID}`, {
        token: buyer.token,
        body: { status: 'Pago', statusPagamento: 'Pago' },
      }),
      t.call('POST', '/api/webhooks/mercadopago', { body: { type: 'payment', data: { id: '1' } } }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    const tampered = await pay(t, buyer.token, {
      ...paymentBody(order, 'pix'),
      status: 'approved',
      statusPagamento: 'Pago',
    });
    expect(tampered.body.status).toBe('pending');
    expect(await orderStatus(t, order)).toBe('Pendente');
    expect((await attemptsOf(t, order)).map((row) => row.status)).toEqual(['pending']);
  });
});
