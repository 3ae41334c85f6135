import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeCheckMessages } from '../../src/shared/charge-check';
import { barcodeOf, boletoLine } from '../../src/shared/payments/boleto';
import { pixCode } from '../../src/shared/payments/pix';
import { expectRefusal, signUp } from '../support/api/accounts';
import { payOk, paymentBody } from '../support/api/checkout';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
}, 60_000);
afterAll(() => t.close(), 30_000);

/** Each test asks from its own address, so the hourly limit of one does not touch another. */
let address = 0;
const from = () => ({ 'x-forwarded-for': `198.51.100.${++address}` });
const check = (codigo: unknown, headers = from()) =>
  t.call('POST', '/api/cobrancas/verificar', { body: { codigo }, headers });

async function orderPaidWith(method: 'boleto' | 'pix') {
  const { token, marcaID } = await signUp(t, { planoID: 1 });
  const data = await payOk(t, token, paymentBody({ tipo: 'marca', id: marcaID }, method));
  return { data, marcaID };
}

describe('Confira uma cobrança', () => {
  it('recognises our boleto by its digitable line, formatted or not, and by its barcode', async () => {
    const { data, marcaID } = await orderPaidWith('boleto');
    const line: string = data.digitable_line;
    const masked = `M-${'•'.repeat(String(marcaID).padStart(4, '0').length - 2)}${String(marcaID).padStart(4, '0').slice(-2)}`;
    const expected = { emitidaPorNos: true, valor: 99_900, pedido: masked, situacao: 'pendente' };
    const formatted = `${line.slice(0, 5)}.${line.slice(5, 10)} ${line.slice(10, 15)}.${line.slice(15, 21)} ${line.slice(21)}`;
    for (const codigo of [line, formatted, barcodeOf(line)]) {
      const answer = await check(codigo);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject(expected);
      expect(answer.body.vencimento).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(JSON.stringify(answer.body)).not.toContain(String(marcaID).padStart(4, '0'));
    }
  });

  it('recognises our Pix copy-and-paste code', async () => {
    const { data } = await orderPaidWith('pix');
    const answer = await check(data.point_of_interaction.transaction_data.qr_code);
    expect(answer.body).toMatchObject({ emitidaPorNos: true, valor: 99_900, situacao: 'pendente' });
  });

  it("says a valid boleto or Pix that is someone else's was not issued by us, with the INPI's warning", async () => {
    const foreignBoleto = boletoLine({
      bankCode: '001',
      amountCents: 35_500,
      dueDate: '2026-12-20',
      freeField: '1234567890123456789012345',
    });
    const foreignPix = pixCode({
      key: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'GRU INPI FALSO',
      merchantCity: 'Rio de Janeiro',
      txid: 'GOLPE1',
      amountCents: 35_500,
    });
    for (const codigo of [foreignBoleto, foreignPix]) {
      const answer = await check(codigo);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ emitidaPorNos: false, orientacao: chargeCheckMessages.orientation });
      expect(answer.body.orientacao).toContain('O INPI nunca envia boletos');
    }
  });

  it('refuses malformed codes with a clear message', async () => {
    const line = boletoLine({ bankCode: '237', amountCents: 100, dueDate: '2026-12-20', freeField: '0'.repeat(25) });
    const wrongDigit = `${line.slice(0, 9)}${(Number(line[9]) + 1) % 10}${line.slice(10)}`;
    for (const codigo of ['123', 'abc', wrongDigit, '000201qualquer coisa']) {
      expectRefusal(await check(codigo), 400, chargeCheckMessages.invalid);
    }
    expectRefusal(await check(''), 400, chargeCheckMessages.required);
    expectRefusal(await check(42), 400);
  });

  it('limits how many checks one address makes in an hour', async () => {
    const headers = from();
    for (let i = 0; i < 30; i++) expect((await check('123', headers)).status).toBe(400);
    const refused = await check('123', headers);
    expectRefusal(refused, 429, chargeCheckMessages.tooMany);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await check('123')).status).toBe(400);
  });
});
