import { Hono } from 'hono';
import { findEntry } from '../../shared/catalogue';
import { messages } from '../../shared/messages';
import { paymentStatusLabel, type OrderKind, type OrderSummary } from '../../shared/schemas/checkout';
import { requireUser } from '../auth/middleware';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { requestId } from '../http/id-param';
import { latestAttempt } from '../payments/payment-answer';
import { toPaymentData } from '../payments/payment-data';
import { findOwnOrder } from './customer-orders';

const orderNotFound = () => new ApiError(404, messages.orders.notFound);

/** GET /api/pedidos/{tipo}/{id}: one of the caller's orders as the checkout screens show it. */
export function orderSummaryRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(deps));

  app.get('/:tipo/:id', async (c) => {
    const tipo = c.req.param('tipo');
    if (tipo !== 'marca' && tipo !== 'servico') throw orderNotFound();
    const id = requestId(c.req.param('id'), messages.orders.notFound);
    const order = await findOwnOrder(db, tipo as OrderKind, id, c.get('user').id);
    const entry = order && findEntry(order.planoId);
    if (!order || !entry) throw orderNotFound();
    const attempt = await latestAttempt(db, order.kind, order.id);
    const summary: OrderSummary = {
      id: order.id,
      tipo: order.kind,
      planoID: order.planoId,
      titulo: entry.title,
      valorCents: entry.priceCents ?? 0,
      parcelas: entry.instalments,
      statusPagamento: paymentStatusLabel(order.statusPagamento),
      pagamento: attempt ? toPaymentData(attempt, order.statusPagamento) : null,
    };
    return c.json(summary);
  });

  return app;
}
