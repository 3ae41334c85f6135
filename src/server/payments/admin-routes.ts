import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { messages } from '../../shared/messages';
import { orderReference } from '../../shared/order-reference';
import type { OrderKind } from '../../shared/schemas/checkout';
import { requireAdmin, requireUser } from '../auth/middleware';
import type { AppDeps, AppEnv } from '../context';
import { payments } from '../db/schema';

/**
 * GET /api/admin/pagamentos (staff): every payment attempt, newest first, `?duplicidade=1` for only the
 * duplicates. A duplicate carries `alerta: "pagamento em duplicidade"` and its refund status.
 */
export function adminPaymentRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(deps), requireAdmin);

  app.get('/', async (c) => {
    const onlyDuplicates = c.req.query('duplicidade') === '1';
    const rows = await deps.db
      .select()
      .from(payments)
      .where(onlyDuplicates ? eq(payments.duplicate, true) : undefined)
      .orderBy(desc(payments.id))
      .limit(500);
    return c.json(
      rows.map((row) => ({
        id: row.publicId,
        pedido: { tipo: row.orderKind, id: row.orderId, referencia: orderReference(row.orderKind as OrderKind, row.orderId) },
        userID: row.userId,
        metodo: row.method,
        valorCents: row.amountCents,
        parcelas: row.installments,
        provedor: row.provider,
        idNoProvedor: row.providerPaymentId,
        status: row.status,
        status_detail: row.statusDetail,
        duplicidade: row.duplicate,
        alerta: row.duplicate ? messages.duplicatePayment : null,
        motivoEncerramento: row.closedReason,
        criadoEm: row.createdAt.toISOString(),
        atualizadoEm: row.updatedAt.toISOString(),
      })),
    );
  });

  return app;
}
