import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { servicos } from '../../../src/server/db/schema';
import { signUp } from './accounts';
import { payOk, paymentBody } from './checkout';
import type { TestApp } from './test-app';

/** A customer who bought the service `planoId` and paid it (the payment flow is tested elsewhere: the row is marked paid directly). */
export async function paidServiceCustomer(t: TestApp, planoId: 4 | 5 | 6, overrides: Record<string, unknown> = {}) {
  const customer = await signUp(t, { planoID: planoId, ...overrides });
  await t.db.update(servicos).set({ statusPagamento: 'Pago' }).where(eq(servicos.id, customer.marcaID));
  return { ...customer, servicoId: customer.marcaID };
}

export const serviceRow = async (t: TestApp, id: number) =>
  (await t.db.select().from(servicos).where(eq(servicos.id, id)))[0];

/** Each service's form, filled as a customer would. */
export const forms = {
  4: { nome_marca: 'Café Serra Azul', segmento: '30', marca_ja_utilizada: true, tempo_usada: '2 anos' },
  5: {
    nome_marca: 'Café Serra Azul',
    segmento: 30,
    tempo_usada: '3 anos',
    cadastro_inpi: true,
    numero_proc_inpi: '912.345.678',
  },
  6: { nome_marca: 'Pão de Mel da Vovó', segmento: '30', numero_proc_inpi: '923456789' },
} as const;

export const serviceNames = { 4: 'Busca', 5: 'Oposição', 6: 'Recurso' } as const;

/** What the form asks of a holder whose profile lacks it, for the procuração of an Oposição or a Recurso. */
export const holderAnswers = {
  Nacionalidade: 'brasileira',
  CEP: '01310-100',
  Endereco: 'Avenida Paulista',
  Numero: '1000',
  Complemento: 'Conjunto 12',
  Bairro: 'Bela Vista',
  Cidade: 'São Paulo',
  Estado: 'SP',
};

export async function submitForm(
  t: TestApp,
  token: string,
  id: number,
  planoId: 4 | 5 | 6,
  dados: Record<string, unknown> = forms[planoId],
  titular: Record<string, string> | undefined = planoId === 4 ? undefined : holderAnswers,
) {
  const answer = await t.call('PUT', `/api/servicos/${id}`, {
    token,
    body: { servico: { nome: serviceNames[planoId], plano_id: planoId }, dados, ...(titular && { titular }) },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** A Busca (or an Oposição) its customer paid by card through the payment provider, so there is money to give back, and sent. */
export async function searchPaidByCard(t: TestApp, options: { protocolo?: string; planoId?: 4 | 5 } = {}) {
  const planoId = options.planoId ?? 4;
  const customer = await signUp(t, { planoID: planoId });
  const order = { tipo: 'servico' as const, id: customer.marcaID };
  await payOk(t, customer.token, paymentBody(order, 'credit_card', { cardholderName: 'APRO' }));
  await t.db
    .update(servicos)
    .set({ dados: forms[planoId], confirmadoEm: new Date(), numProtocolo: options.protocolo ?? null })
    .where(eq(servicos.id, order.id));
  return { ...customer, order };
}
