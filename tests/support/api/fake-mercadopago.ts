import { generatePixPayload } from '@brazilian-utils/brazilian-utils';
import { vi } from 'vitest';
import { boletoLine } from '../../../src/shared/payments/boleto';

/** Mercado Pago's payment resource, as much of it as we read. */
export interface FakePayment {
  id: number;
  status: string;
  status_detail: string;
  transaction_amount: number;
  currency_id: string;
  external_reference: string | null;
  payment_method_id: string;
  installments: number;
  date_of_expiration: string | null;
  point_of_interaction?: { transaction_data: { qr_code: string; qr_code_base64: string; ticket_url?: string } };
  transaction_details?: { digitable_line?: string; external_resource_url?: string; barcode?: { content: string } };
  [key: string]: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: any;
}

const API = 'https://api.mercadopago.com';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Mercado Pago's payments API at the HTTP boundary: the SDK's fetch calls to api.mercadopago.com land
 * here; anything else goes to the real fetch. Like the real API, a repeated X-Idempotency-Key gets
 * the first answer back.
 */
export class FakeMercadoPago {
  readonly requests: RecordedRequest[] = [];
  readonly payments = new Map<number, FakePayment>();
  private readonly byIdempotencyKey = new Map<string, number>();
  private nextId = 1_000_000_001;
  /** The next create answers with this error instead (status, body). */
  failNextCreate: { status: number; body: unknown } | null = null;
  /** The next this-many searches answer 500, as Mercado Pago does when it is down (the SDK retries twice). */
  searchFailures = 0;
  /** The next this-many creates answer 500 before making anything, as Mercado Pago does when it is down. */
  createFailures = 0;
  /** The next this-many creates make (or find, by key) the payment, then answer 504: the answer is lost on its way. */
  loseCreateAnswers = 0;
  /** Called once a payment is made, before its answer leaves: the moment a process can die or its database fail. */
  afterCreate: ((payment: FakePayment) => Promise<void> | void) | null = null;
  /** The next this-many refund calls answer 500, as Mercado Pago does when it is down (the SDK retries twice). */
  refundFailures = 0;
  /** The next this-many cancel calls answer 500, as Mercado Pago does when it is down. */
  cancelFailures = 0;
  /** While set, a payment look-up waits here: a process that stops mid-notification. */
  private heldGet: { reached: () => void; released: Promise<void> } | null = null;
  /** Card outcomes by token, as the Brick's test cards would produce. */
  cardOutcome = (token: string) =>
    token.includes('OTHE')
      ? { status: 'rejected', status_detail: 'cc_rejected_other_reason' }
      : { status: 'approved', status_detail: 'accredited' };

  install() {
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      if (url.origin !== API) return realFetch(input, init);
      return this.handle(url, init ?? {});
    });
    return this;
  }

  uninstall() {
    vi.unstubAllGlobals();
  }

  /** Holds the next payment look-up until `release`; `reached` settles once it is waiting. */
  holdNextGet() {
    let release!: () => void;
    let reached!: () => void;
    const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
    this.heldGet = { reached, released: new Promise<void>((resolve) => (release = resolve)) };
    return { reached: reachedPromise, release };
  }

  calls(method: string, pathPattern: RegExp) {
    return this.requests.filter((request) => request.method === method && pathPattern.test(request.path));
  }

  /** Changes a payment as Mercado Pago would (the customer paid, the bank refused...). */
  update(id: number, changes: Partial<FakePayment>) {
    const payment = this.payments.get(id);
    if (!payment) throw new Error(`pagamento ${id} não existe no falso Mercado Pago`);
    Object.assign(payment, changes);
  }

  private async handle(url: URL, init: RequestInit): Promise<Response> {
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([key, value]) => [key.toLowerCase(), value]),
    );
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    this.requests.push({ method, path: url.pathname, headers, body });
    if (!headers.authorization?.startsWith('Bearer ')) return json(401, { message: 'unauthorized', status: 401 });

    if (method === 'POST' && url.pathname === '/v1/payments') {
      const key = headers['x-idempotency-key'];
      const previous = key ? this.byIdempotencyKey.get(key) : undefined;
      if (!previous && this.createFailures > 0) {
        this.createFailures--;
        return json(500, { message: 'internal_error', status: 500 });
      }
      if (!previous && this.failNextCreate) {
        const failure = this.failNextCreate;
        this.failNextCreate = null;
        return json(failure.status, failure.body);
      }
      const payment = previous ? structuredClone(this.payments.get(previous)!) : this.create(body);
      if (key) this.byIdempotencyKey.set(key, payment.id);
      if (!previous) await this.afterCreate?.(payment);
      if (this.loseCreateAnswers > 0) {
        this.loseCreateAnswers--;
        return json(504, { message: 'upstream request timeout', status: 504 });
      }
      return json(201, payment);
    }
    if (method === 'GET' && url.pathname === '/v1/payments/search') {
      if (this.searchFailures > 0) {
        this.searchFailures--;
        return json(500, { message: 'internal_error', status: 500 });
      }
      const reference = url.searchParams.get('external_reference');
      const results = [...this.payments.values()]
        .filter((payment) => reference === null || payment.external_reference === reference)
        .reverse();
      return json(200, { results, paging: { total: results.length, limit: 50, offset: 0 } });
    }
    const match = /^\/v1\/payments\/(\d+)$/.exec(url.pathname);
    if (method === 'GET' && match) {
      const held = this.heldGet;
      if (held) {
        this.heldGet = null;
        held.reached();
        await held.released;
      }
      const payment = this.payments.get(Number(match[1]));
      return payment
        ? json(200, payment)
        : json(404, { message: 'Payment not found', status: 404, error: 'not_found' });
    }
    // Like Mercado Pago: only a payment still awaiting payment can be cancelled; only an approved one refunded.
    if (method === 'PUT' && match) {
      const payment = this.payments.get(Number(match[1]));
      if (!payment) return json(404, { message: 'Payment not found', status: 404 });
      if (this.cancelFailures > 0) {
        this.cancelFailures--;
        return json(500, { message: 'internal_error', status: 500 });
      }
      if (body?.status !== 'cancelled' || !['pending', 'in_process'].includes(payment.status))
        return json(400, { message: 'Invalid status for cancellation', status: 400 });
      Object.assign(payment, { status: 'cancelled', status_detail: 'by_collector' });
      return json(200, payment);
    }
    const refund = /^\/v1\/payments\/(\d+)\/refunds$/.exec(url.pathname);
    if (method === 'POST' && refund) {
      const payment = this.payments.get(Number(refund[1]));
      if (!payment) return json(404, { message: 'Payment not found', status: 404 });
      if (this.refundFailures > 0) {
        this.refundFailures--;
        return json(500, { message: 'internal_error', status: 500 });
      }
      if (payment.status !== 'approved') return json(400, { message: 'Payment cannot be refunded', status: 400 });
      Object.assign(payment, { status: 'refunded', status_detail: 'refunded' });
      return json(201, {
        id: payment.id + 7,
        payment_id: payment.id,
        amount: payment.transaction_amount,
        status: 'approved',
      });
    }
    return json(404, { message: 'not found', status: 404 });
  }

  private create(body: any): FakePayment {
    const id = this.nextId++;
    const base: FakePayment = {
      id,
      status: 'pending',
      status_detail: 'pending_waiting_transfer',
      transaction_amount: body.transaction_amount,
      currency_id: 'BRL',
      external_reference: body.external_reference ?? null,
      payment_method_id: body.payment_method_id,
      installments: body.installments ?? 1,
      date_of_expiration: body.date_of_expiration ?? null,
      description: body.description,
      metadata: body.metadata ?? {},
    };
    if (body.payment_method_id === 'pix') {
      const qr = generatePixPayload({
        key: 'pix@mercadopago.test',
        merchantName: 'Mercado Pago Teste',
        merchantCity: 'Osasco',
        amount: body.transaction_amount,
      })!;
      base.point_of_interaction = {
        transaction_data: {
          qr_code: qr,
          qr_code_base64: 'iVBORw0KGgo=',
          ticket_url: `https://www.mercadopago.com.br/payments/${id}/ticket`,
        },
      };
    } else if (body.payment_method_id === 'bolbradesco') {
      const line = boletoLine({
        bankCode: '237',
        amountCents: Math.round(body.transaction_amount * 100),
        dueDate: '2030-01-10',
        freeField: String(id).padStart(25, '0'),
      });
      base.status_detail = 'pending_waiting_payment';
      base.date_of_expiration = '2030-01-10T22:59:59.000-04:00';
      base.transaction_details = {
        digitable_line: line,
        external_resource_url: `https://www.mercadopago.com.br/payments/${id}/ticket?caller_id=1`,
      };
    } else {
      Object.assign(base, this.cardOutcome(String(body.token ?? '')));
    }
    this.payments.set(id, base);
    return structuredClone(base);
  }
}
