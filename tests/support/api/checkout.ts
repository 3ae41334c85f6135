import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { marcas, payments, servicos } from '../../../src/server/db/schema';
import type { OrderKind } from '../../../src/shared/schemas/checkout';
import { generateCpf } from './people';
import type { TestApp } from './test-app';

export const newKey = () => `tentativa-${randomUUID()}`;

/** A complete payer for any method, boleto included. */
export function payer(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Maria',
    last_name: 'da Silva Souza',
    email: 'maria.pagadora@exemplo.com.br',
    identification: { type: 'CPF', number: generateCpf() },
    address: {
      zip_code: '57035-000',
      street_name: 'Avenida Álvaro Otacílio',
      street_number: '1000',
      neighborhood: 'Ponta Verde',
      city: 'Maceió',
      federal_unit: 'AL',
    },
    ...overrides,
  };
}

export type OrderRef = { tipo: OrderKind; id: number };

/** The body of POST /api/pagamentos/prod for an order and a method. */
export function paymentBody(
  order: OrderRef,
  metodo: 'pix' | 'boleto' | 'credit_card' | 'debit_card',
  overrides: Record<string, unknown> = {},
) {
  return {
    id: order.id,
    tipo: order.tipo,
    metodo,
    idempotencyKey: newKey(),
    installments: 1,
    payer: payer(),
    ...overrides,
  };
}

export function pay(t: TestApp, token: string, body: unknown) {
  return t.call('POST', '/api/pagamentos/prod', { token, body });
}

export async function orderStatus(t: TestApp, order: OrderRef): Promise<string> {
  const table = order.tipo === 'marca' ? marcas : servicos;
  const [row] = await t.db.select({ status: table.statusPagamento }).from(table).where(eq(table.id, order.id));
  return row.status;
}

export async function attemptsOf(t: TestApp, order: OrderRef) {
  const rows = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
  return rows.filter((row) => row.orderKind === order.tipo);
}

/** Pays successfully and returns the answer body. */
export async function payOk(t: TestApp, token: string, body: unknown) {
  const answer = await pay(t, token, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

/** E-mails to that address whose subject says the payment was confirmed. */
export function paidMails(t: TestApp, to: string): string[] {
  return t.outbox().filter((mail) => mail.includes(`To: ${to}`) && /^Subject: Pagamento confirmado/m.test(mail));
}
