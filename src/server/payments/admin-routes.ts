import { desc, eq, isNotNull, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { messages } from '../../shared/messages';
import { orderReference } from '../../shared/order-reference';
import { paymentHow } from '../../shared/payments/method-names';
import type { AdminPaymentRow, AdminUnknownPaymentRow } from '../../shared/schemas/admin';
import type { OrderKind, PaymentMethodChoice } from '../../shared/schemas/checkout';
import { requireAdmin, requireUser } from '../auth/middleware';
import type { AppDeps, AppEnv } from '../context';
import { payments, unknownProviderPayments, users } from '../db/schema';

/**
 * GET /api/admin/pagamentos (staff): every payment attempt, newest first; `?alertas=1` for only those staff must
 * look at (duplicates, payments for deleted accounts, divergent payments, refunds and chargebacks after approval),
 * `?duplicidade=1` for only the duplicates; `/desconhecidos`, the payments the provider notified that name nothing of
 * ours, once their time to be matched is over. Such a row carries its `alerta` and, when its money goes back to the
 * payer, where that refund stands; each row names the customer and the request, so staff can answer the customer
 * without another look-up.
 */
export function adminPaymentRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(deps), requireAdmin);

  app.get('/desconhecidos', async (c) => {
    const rows = await deps.db
      .select()
      .from(unknownProviderPayments)
      .where(isNotNull(unknownProviderPayments.alertedAt))
      .orderBy(desc(unknownProviderPayments.id))
      .limit(500);
    return c.json(
      rows.map((row): AdminUnknownPaymentRow => ({
        provedor: row.provider,
        idNoProvedor: row.providerPaymentId,
        referencia: row.externalReference,
        valorCents: row.amountCents,
        status: row.status,
        alerta: messages.paymentAlerts.unknownPayment(row.providerPaymentId, row.externalReference),
        vistoEm: row.firstSeenAt.toISOString(),
        ultimaNotificacaoEm: row.lastSeenAt.toISOString(),
      })),
    );
  });

  app.get('/', async (c) => {
    const onlyDuplicates = c.req.query('duplicidade') === '1';
    const onlyAlerts = c.req.query('alertas') === '1';
    const rows = await deps.db
      .select({ payment: payments, nome: users.fullName, email: users.email })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(
        onlyDuplicates
          ? eq(payments.duplicate, true)
          : onlyAlerts
            ? or(isNotNull(payments.alert), eq(payments.duplicate, true))
            : undefined,
      )
      .orderBy(desc(payments.id))
      .limit(500);
    return c.json(rows.map(({ payment, nome, email }) => toAdminPaymentRow(payment, { nome, email })));
  });

  return app;
}

function toAdminPaymentRow(row: typeof payments.$inferSelect, cliente: AdminPaymentRow['cliente']): AdminPaymentRow {
  const refunded = row.status === 'refunded';
  const owed = row.duplicate || row.refundDue;
  return {
    id: row.publicId,
    pedido: {
      tipo: row.orderKind as OrderKind,
      id: row.orderId,
      referencia: orderReference(row.orderKind as OrderKind, row.orderId),
    },
    userID: row.userId,
    cliente,
    metodo: row.method,
    forma: paymentHow(row.method as PaymentMethodChoice, row.installments, row.amountCents),
    valorCents: row.amountCents,
    parcelas: row.installments,
    provedor: row.provider,
    idNoProvedor: row.providerPaymentId,
    status: row.status,
    status_detail: row.statusDetail,
    duplicidade: row.duplicate,
    alerta: row.duplicate ? messages.duplicatePayment : row.alert,
    devolucao: owed
      ? { concluida: refunded, texto: refunded ? messages.duplicateRefund.done : messages.duplicateRefund.pending }
      : null,
    motivoEncerramento: row.closedReason,
    criadoEm: row.createdAt.toISOString(),
    atualizadoEm: row.updatedAt.toISOString(),
  };
}
