import { getBoletoInfo, getPixPayloadInfo, isValidBoleto, isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../src/server/db/schema';
import { addDays, todayInBrazil } from '../../src/shared/time/brasilia';
import { findEntry } from '../../src/shared/catalogue';
import { messages } from '../../src/shared/messages';
import { expectRefusal, signUp } from '../support/api/accounts';
import {
  attemptsOf,
  newKey,
  orderStatus,
  paidMails,
  pay,
  payer,
  paymentBody,
  payOk,
  type OrderRef,
} from '../support/api/checkout';
import { generateCpf } from '../support/api/people';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ COMPANY_NAME: 'Registre Sua Marca Ltda', COMPANY_CITY: 'Maceió/AL' });
}, 60_000);
afterAll(() => t.close(), 30_000);

/** A new customer with an order for that plan. */
async function customerWith(planoID: number) {
  const account = await signUp(t, { planoID });
  const order = { tipo: (planoID < 3 ? 'marca' : 'servico') as OrderRef['tipo'], id: account.marcaID };
  return { ...account, order };
}

/** The sandbox bank, played by the signed-in owner ("Simular pagamento"). */
const bankPays = (id: number, token: string) => t.call('POST', `/api/pagamentos/sandbox/${id}/pagar`, { token });

describe('Pix in the sandbox', () => {
  it.each([1, 2, 4, 5, 6])(
    'plan %i: a valid BR Code for the catalogue price, a PNG of it and a 30-minute expiry',
    async (planoID) => {
      const { token, order } = await customerWith(planoID);
      const price = findEntry(planoID)!.priceCents!;
      const data = await payOk(t, token, paymentBody(order, 'pix', { transaction_amount: 1 }));

      expect(data).toMatchObject({
        status: 'pending',
        status_detail: 'pending_waiting_transfer',
        payment_method_id: 'pix',
        metodo: 'pix',
        installments: 1,
        transaction_amount: price / 100,
        pedido: { id: order.id, tipo: order.tipo, statusPagamento: 'Pendente' },
      });
      const code = data.point_of_interaction.transaction_data.qr_code;
      expect(isValidPixPayload(code)).toBe(true);
      const info = getPixPayloadInfo(code)!;
      expect(Math.round(info.amount! * 100)).toBe(price);
      expect(info).toMatchObject({
        merchantName: 'Registre Sua Marca Ltda',
        merchantCity: 'Maceio',
        txid: `SANDBOX${data.id}`,
      });

      const png = Buffer.from(data.point_of_interaction.transaction_data.qr_code_base64, 'base64');
      expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      const minutes = (Date.parse(data.date_of_expiration) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(29);
      expect(minutes).toBeLessThanOrEqual(30);
      expect(data.digitable_line).toBeUndefined();
    },
  );

  it('charges the catalogue amount whatever transaction_amount the browser sends', async () => {
    for (const tampered of [0.01, 1, '999', -5, null, { valor: 1 }]) {
      const { token, order } = await customerWith(1);
      const data = await payOk(t, token, paymentBody(order, 'pix', { transaction_amount: tampered }));
      expect(data.transaction_amount).toBe(999);
      expect(getPixPayloadInfo(data.point_of_interaction.transaction_data.qr_code)!.amount).toBe(999);
      const [row] = await attemptsOf(t, order);
      expect(row.amountCents).toBe(99_900);
    }
  });
});

describe('the sandbox bank', () => {
  it('pays a pending Pix: the attempt is approved, the order becomes Pago and one e-mail goes out', async () => {
    const { token, order, holder } = await customerWith(1);
    const pix = await payOk(t, token, paymentBody(order, 'pix'));

    const paid = await bankPays(pix.id, token);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      id: pix.id,
      status: 'approved',
      status_detail: 'accredited',
      pedido: { statusPagamento: 'Pago' },
    });
    expect(await orderStatus(t, order)).toBe('Pago');

    const polled = await t.call('GET', `/api/pagamentos/${pix.id}`, { token });
    expect(polled.body).toMatchObject({ status: 'approved', pedido: { statusPagamento: 'Pago' } });
    expect((await t.call('GET', '/api/marcas/', { token })).body.marcas[0]).toMatchObject({
      id: order.id,
      statusPagamento: 'Pago',
    });

    await t.deliverMail();
    const mails = paidMails(t, holder.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/Essencial/);
    expect(mails[0]).toMatch(/R\$ 999,00/);
    expect(mails[0]).toContain(`https://marcas.test/historico?tipo=marca&id=${order.id}`);
  });

  it('pays once however often, and however concurrently, the bank is called', async () => {
    const { token, order, holder } = await customerWith(4);
    const pix = await payOk(t, token, paymentBody(order, 'pix'));
    const answers = await Promise.all(Array.from({ length: 10 }, () => bankPays(pix.id, token)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect((await bankPays(pix.id, token)).body.status).toBe('approved');
    await t.deliverMail();
    expect(paidMails(t, holder.email)).toHaveLength(1);
    expect(paidMails(t, holder.email)[0]).toContain(`https://marcas.test/historico?tipo=servico&id=${order.id}`);
    expect(await orderStatus(t, order)).toBe('Pago');
  });

  it('pays a boleto too', async () => {
    const { token, order } = await customerWith(5);
    const boleto = await payOk(t, token, paymentBody(order, 'boleto'));
    expect((await t.call('GET', `/api/pagamentos/${boleto.id}`, { token })).body).toMatchObject({
      status: 'pending',
      pedido: { statusPagamento: 'Pendente' },
    });
    expect((await bankPays(boleto.id, token)).body.status).toBe('approved');
    expect(await orderStatus(t, order)).toBe('Pago');
    // What /ticket-payment polls to follow the boleto, as /pix-payment follows the Pix.
    expect((await t.call('GET', `/api/pagamentos/${boleto.id}`, { token })).body).toMatchObject({
      status: 'approved',
      metodo: 'boleto',
      pedido: { statusPagamento: 'Pago' },
    });
  });

  it('refuses cards, expired and refused payments, and unknown ids', async () => {
    const analysing = await customerWith(1);
    const pending = await payOk(
      t,
      analysing.token,
      paymentBody(analysing.order, 'credit_card', { cardholderName: 'CONT' }),
    );
    expectRefusal(await bankPays(pending.id, analysing.token), 409, messages.payments.sandboxPixOrBoletoOnly);

    const { token, order } = await customerWith(1);
    const pix = await payOk(t, token, paymentBody(order, 'pix'));
    await t.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.publicId, pix.id));
    expectRefusal(await bankPays(pix.id, token), 409, messages.payments.expired);
    expect((await t.call('GET', `/api/pagamentos/${pix.id}`, { token })).body).toMatchObject({
      status: 'cancelled',
      status_detail: 'expired',
    });

    expectRefusal(await bankPays(999_999, token), 404, messages.payments.notFound);
    expectRefusal(await bankPays('abc' as unknown as number, token), 404);
    expect(await orderStatus(t, order)).toBe('Pendente');
  });

  it('cannot give products away: no token, another customer or an older attempt is refused, and the order stays unpaid', async () => {
    const { token, order } = await customerWith(2);
    const stranger = await customerWith(1);
    const first = await payOk(t, token, paymentBody(order, 'pix'));
    const boleto = await payOk(t, token, paymentBody(order, 'boleto'));

    expectRefusal(
      await t.call('POST', `/api/pagamentos/sandbox/${boleto.id}/pagar`),
      401,
      messages.http.unauthenticated,
    );
    expectRefusal(await bankPays(boleto.id, stranger.token), 404, messages.payments.notFound);
    // The boleto replaced the Pix: the Pix was cancelled and can no longer be paid.
    expectRefusal(await bankPays(first.id, token), 409, messages.payments.notPending);
    expect(await orderStatus(t, order)).toBe('Pendente');
    expect((await bankPays(boleto.id, token)).body).toMatchObject({
      status: 'approved',
      pedido: { statusPagamento: 'Pago' },
    });
  });

  it('names attempts with ids nobody can walk: random, 16 digits, not in sequence', async () => {
    const { token, order } = await customerWith(1);
    const ids = [];
    for (let attempt = 0; attempt < 3; attempt++)
      ids.push((await payOk(t, token, paymentBody(order, 'pix'))).id as number);
    for (const id of ids) expect(String(id)).toMatch(/^\d{16}$/);
    expect(Math.abs(ids[1]! - ids[0]!)).toBeGreaterThan(1000);
    const internal = (await attemptsOf(t, order)).map((row) => row.id);
    for (const id of internal) expectRefusal(await t.call('GET', `/api/pagamentos/${id}`, { token }), 404);
  });
});

describe('boleto in the sandbox', () => {
  it('answers a valid 47-digit line for the catalogue amount, due in 3 days, and a printable page', async () => {
    const { token, order } = await customerWith(2);
    const data = await payOk(t, token, paymentBody(order, 'boleto', { transaction_amount: 10 }));
    expect(data).toMatchObject({
      status: 'pending',
      status_detail: 'pending_waiting_payment',
      metodo: 'boleto',
      transaction_amount: 1799,
    });
    expect(data.digitable_line).toMatch(/^\d{47}$/);
    expect(isValidBoleto(data.digitable_line)).toBe(true);
    const info = getBoletoInfo(data.digitable_line)!;
    expect(info.amount).toBe(179_900);
    // Bradesco's boleto (bolbradesco, the method reported) carries Bradesco's bank code.
    expect(info.bankCode).toBe('237');
    const due = addDays(todayInBrazil(), 3);
    expect(info.expirationDate!.toISOString().slice(0, 10)).toBe(due);
    expect(data.date_of_expiration).toBe(new Date(`${due}T23:59:59-03:00`).toISOString());
    expect(data.link).toMatch(new RegExp(`^/api/pagamentos/${data.id}/boleto\\?token=[\\w-]{32}$`));

    const page = await t.call('GET', data.link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.body).toContain('R$ 1.799,00');
    expect(page.body).toContain(`${data.digitable_line.slice(0, 5)}.${data.digitable_line.slice(5, 10)}`);
    expect(page.body).toContain('<svg');
    expect(page.body).not.toMatch(/<script/i);
  });

  it('escapes everything the payer typed on the page', async () => {
    const { token, order } = await customerWith(1);
    const body = paymentBody(order, 'boleto', {
      payer: payer({ first_name: '<script>alert(1)</script>', last_name: '"&\'' }),
    });
    const data = await payOk(t, token, body);
    const page = await t.call('GET', data.link);
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).toContain('&quot;&amp;&#39;');
  });

  it('opens the page only with the token of that boleto', async () => {
    const { token, order } = await customerWith(1);
    const data = await payOk(t, token, paymentBody(order, 'boleto'));
    const other = await payOk(t, token, paymentBody(order, 'boleto'));
    const otherToken = other.link.split('token=')[1];
    for (const path of [
      `/api/pagamentos/${data.id}/boleto`,
      `/api/pagamentos/${data.id}/boleto?token=`,
      `/api/pagamentos/${data.id}/boleto?token=${otherToken}`,
      `/api/pagamentos/${data.id}/boleto?token=${otherToken.slice(1)}`,
    ]) {
      expectRefusal(await t.call('GET', path), 404, messages.payments.notFound);
    }
    const pix = await payOk(t, token, paymentBody(order, 'pix'));
    expectRefusal(await t.call('GET', `/api/pagamentos/${pix.id}/boleto?token=x`), 404);
  });

  it('needs a valid CPF or CNPJ of the payer', async () => {
    const { token, order } = await customerWith(1);
    const cpf = generateCpf();
    for (const identification of [
      undefined,
      { type: 'CPF', number: '111.111.111-11' },
      { type: 'CNPJ', number: cpf },
      { type: 'CPF', number: '' },
    ]) {
      const body = paymentBody(order, 'boleto', { payer: { ...payer(), identification } });
      expectRefusal(await pay(t, token, body), 400, messages.payments.boletoDocument);
    }
    expect(await attemptsOf(t, order)).toHaveLength(0);
    await payOk(
      t,
      token,
      paymentBody(order, 'boleto', {
        payer: payer({ identification: { type: 'CPF', number: cpf.replace(/(\d{3})(\d{3})(\d{3})/, '$1.$2.$3-') } }),
      }),
    );
  });

  it('needs the complete address of the payer', async () => {
    const { token, order } = await customerWith(1);
    const full = payer().address;
    for (const address of [
      undefined,
      { ...full, zip_code: '1234' },
      { ...full, street_name: ' ' },
      { ...full, street_number: '' },
      { ...full, neighborhood: '' },
      { ...full, city: '' },
      { ...full, federal_unit: 'A' },
      { ...full, federal_unit: 'XX' },
    ]) {
      expectRefusal(
        await pay(t, token, paymentBody(order, 'boleto', { payer: { ...payer(), address } })),
        400,
        messages.payments.boletoAddress,
      );
    }
    expect(await attemptsOf(t, order)).toHaveLength(0);
  });
});

describe('cards in the sandbox (Mercado Pago test-card names)', () => {
  it('APRO approves: the order becomes Pago at once and one e-mail goes out', async () => {
    const { token, order, holder } = await customerWith(2);
    const data = await payOk(
      t,
      token,
      paymentBody(order, 'credit_card', {
        cardholderName: 'APRO',
        installments: 10,
        payment_method_id: 'master',
        token: 'cartao-teste',
      }),
    );
    expect(data).toMatchObject({
      status: 'approved',
      status_detail: 'accredited',
      installments: 10,
      payment_method_id: 'master',
      pedido: { statusPagamento: 'Pago' },
    });
    expect(await orderStatus(t, order)).toBe('Pago');
    await t.deliverMail();
    expect(paidMails(t, holder.email)).toHaveLength(1);
    expect(paidMails(t, holder.email)[0]).toMatch(/10x/);
  });

  it.each([
    ['OTHE', 'rejected', 'cc_rejected_other_reason'],
    ['othe silva', 'rejected', 'cc_rejected_other_reason'],
    ['CONT', 'in_process', 'pending_contingency'],
    ['FUND', 'rejected', 'cc_rejected_insufficient_amount'],
    ['Maria Souza', 'rejected', 'sandbox_unknown_cardholder'],
    [undefined, 'rejected', 'sandbox_unknown_cardholder'],
  ])('holder %j: %s (%s), the order stays unpaid', async (cardholderName, status, detail) => {
    const { token, order } = await customerWith(1);
    const data = await payOk(t, token, paymentBody(order, 'debit_card', { cardholderName }));
    expect(data).toMatchObject({ status, status_detail: detail, pedido: { statusPagamento: 'Pendente' } });
    expect(messages.payments.statusDetail[detail]).toBeTruthy();
    expect(await orderStatus(t, order)).toBe('Pendente');
  });

  it('a refused card can be retried with Pix', async () => {
    const { token, order } = await customerWith(1);
    const refused = await payOk(t, token, paymentBody(order, 'credit_card', { cardholderName: 'OTHE' }));
    expect(refused.status).toBe('rejected');
    const pix = await payOk(t, token, paymentBody(order, 'pix'));
    expect((await bankPays(pix.id, token)).body.status).toBe('approved');
    expect(await orderStatus(t, order)).toBe('Pago');
  });
});

describe('instalments come from the catalogue', () => {
  it.each([
    [1, 10, 'credit_card', 201],
    [1, 11, 'credit_card', 400],
    [4, 12, 'credit_card', 201],
    [5, 13, 'credit_card', 400],
    [1, 2, 'pix', 400],
    [1, 2, 'boleto', 400],
    [1, 2, 'debit_card', 400],
  ] as const)('plan %i, %ix by %s: %i', async (planoID, installments, metodo, status) => {
    const { token, order } = await customerWith(planoID);
    const answer = await pay(t, token, paymentBody(order, metodo, { installments, cardholderName: 'APRO' }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    if (status === 400) {
      const erro =
        metodo === 'credit_card'
          ? messages.payments.instalmentsAboveLimit(findEntry(planoID)!.instalments)
          : messages.payments.singleInstalment;
      expectRefusal(answer, 400, erro);
      expect(await attemptsOf(t, order)).toHaveLength(0);
    }
  });

  it.each([0, -1, 1.5, '2'])('refuses %j instalments', async (installments) => {
    const { token, order } = await customerWith(1);
    expectRefusal(
      await pay(t, token, paymentBody(order, 'credit_card', { installments, cardholderName: 'APRO' })),
      400,
    );
  });
});

describe('only the caller’s own unpaid order', () => {
  it("refuses another customer's order as a missing one, and changes nothing", async () => {
    const owner = await customerWith(1);
    const intruder = await customerWith(1);
    const answer = await pay(t, intruder.token, paymentBody(owner.order, 'credit_card', { cardholderName: 'APRO' }));
    expectRefusal(answer, 404, messages.orders.notFound);
    expect(await attemptsOf(t, owner.order)).toHaveLength(0);
    expect(await orderStatus(t, owner.order)).toBe('Pendente');
    expectRefusal(await pay(t, intruder.token, paymentBody({ tipo: 'servico', id: owner.order.id }, 'pix')), 404);
  });

  it('refuses a paid order with 409', async () => {
    const { token, order } = await customerWith(1);
    await payOk(t, token, paymentBody(order, 'credit_card', { cardholderName: 'APRO' }));
    expectRefusal(await pay(t, token, paymentBody(order, 'pix')), 409, messages.payments.alreadyPaid);
  });

  it("hides another customer's payment", async () => {
    const owner = await customerWith(1);
    const intruder = await customerWith(1);
    const pix = await payOk(t, owner.token, paymentBody(owner.order, 'pix'));
    expectRefusal(
      await t.call('GET', `/api/pagamentos/${pix.id}`, { token: intruder.token }),
      404,
      messages.payments.notFound,
    );
    expectRefusal(await t.call('GET', `/api/pagamentos/${pix.id}`), 401);
    expect((await t.call('GET', `/api/pagamentos/${pix.id}`, { token: owner.token })).body).toEqual(pix);
  });

  it('needs a login to pay', async () => {
    const { order } = await customerWith(1);
    expectRefusal(await pay(t, '', paymentBody(order, 'pix')), 401, messages.http.unauthenticated);
  });
});

describe('idempotent submit', () => {
  it('a repeated key returns the first answer without a second attempt', async () => {
    const { token, order } = await customerWith(1);
    const body = paymentBody(order, 'pix');
    const first = await pay(t, token, body);
    const second = await pay(t, token, body);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await attemptsOf(t, order)).toHaveLength(1);
  });

  it('a double click sent concurrently charges once', async () => {
    // Several customers, one after the other: a twin may land in any gap of the first submit's work.
    for (let round = 0; round < 10; round++) {
      const { token, order, holder } = await customerWith(2);
      const body = paymentBody(order, 'credit_card', { cardholderName: 'APRO', installments: 3 });
      const answers = await Promise.all(Array.from({ length: 8 }, () => pay(t, token, body)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
      expect(await attemptsOf(t, order)).toHaveLength(1);
      await t.deliverMail();
      expect(paidMails(t, holder.email)).toHaveLength(1);
    }
  });

  it('returns the first answer even after the order is paid', async () => {
    const { token, order } = await customerWith(1);
    const body = paymentBody(order, 'credit_card', { cardholderName: 'APRO' });
    const first = await pay(t, token, body);
    const again = await pay(t, token, body);
    expect(again).toMatchObject({ status: 200, body: first.body });
  });

  it('refuses a key reused for another order or method', async () => {
    const { token, order } = await customerWith(1);
    const idempotencyKey = newKey();
    await payOk(t, token, paymentBody(order, 'pix', { idempotencyKey }));
    expectRefusal(
      await pay(t, token, paymentBody(order, 'boleto', { idempotencyKey })),
      409,
      messages.payments.keyReused,
    );
    const service = await t.call('POST', '/api/servicos/', { token, body: { plano_id: 4 } });
    expectRefusal(
      await pay(t, token, paymentBody({ tipo: 'servico', id: service.body.marcaID }, 'pix', { idempotencyKey })),
      409,
      messages.payments.keyReused,
    );
  });

  it("keeps one customer's key from touching another's attempt", async () => {
    const first = await customerWith(1);
    const second = await customerWith(1);
    const idempotencyKey = newKey();
    const a = await payOk(t, first.token, paymentBody(first.order, 'pix', { idempotencyKey }));
    const b = await payOk(t, second.token, paymentBody(second.order, 'pix', { idempotencyKey }));
    expect(b.id).not.toBe(a.id);
  });
});

describe('bad input never gets a 5xx', () => {
  it.each([
    ['no body', undefined],
    ['empty object', {}],
    ['array', []],
    ['string id', { id: 'x' }],
    ['unknown method', { metodo: 'cheque' }],
    ['unknown kind', { tipo: 'plano' }],
    ['short key', { idempotencyKey: 'abc' }],
    ['no payer', { payer: undefined }],
    ['payer e-mail', { payer: { ...payer(), email: 'nao-e-email' } }],
    ['huge id', { id: 1e20 }],
    ['id just past the database integer', { id: 2_147_483_648 }],
    ['huge instalments', { metodo: 'credit_card', installments: 1e20 }],
    ['negative id', { id: -1 }],
    ['weird card brand', { metodo: 'credit_card', payment_method_id: 'VISA<script>' }],
    ['NUL in name', { payer: { ...payer(), first_name: 'Ma\u0000ria' } }],
  ])('%s', async (_label, overrides) => {
    const { token, order } = await customerWith(1);
    const whole = overrides === undefined || Array.isArray(overrides) || Object.keys(overrides).length === 0;
    const body = whole ? overrides : { ...paymentBody(order, 'pix'), ...overrides };
    const answer = await t.call('POST', '/api/pagamentos/prod', {
      token,
      body,
      raw: body === undefined ? '' : undefined,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(typeof answer.body.erro).toBe('string');
  });

  it('answers 404 to odd payment ids', async () => {
    const { token } = await customerWith(1);
    for (const id of ['0', 'abc', '1.5', '-3', '99999999999'])
      expectRefusal(await t.call('GET', `/api/pagamentos/${id}`, { token }), 404);
  });

  it('has no webhook in the sandbox', async () => {
    expectRefusal(
      await t.call('POST', '/api/webhooks/mercadopago', { body: { type: 'payment', data: { id: '1' } } }),
      404,
    );
  });
});
