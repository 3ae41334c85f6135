import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  type ChargeCheckAnswer,
  type ChargeSituation,
  chargeCheckMessages,
  chargeCheckSchema,
  maskedReference,
  parseChargeCode,
} from '../../shared/charge-check';
import { orderReference } from '../../shared/order-reference';
import { isAwaitingPayment } from '../../shared/payments/status';
import type { OrderKind } from '../../shared/schemas/checkout';
import { clientAddress } from '../auth/client-address';
import { hourlyRule, Throttle } from '../auth/throttle';
import type { AppDeps, AppEnv } from '../context';
import { payments } from '../db/schema';
import { ApiError } from '../http/errors';
import { validate } from '../http/validate';
import { todayInBrazil } from '../../shared/time/brasilia';
import type { PaymentRow } from '../payments/payment-data';

/** Checks an address may make an hour: plenty for a person, too few to walk through codes. */
const CHECKS_PER_HOUR = 30;

function situationOf(row: PaymentRow, now: Date): ChargeSituation {
  if (row.status === 'approved' || row.status === 'refunded') return 'paga';
  if (row.statusDetail === 'expired' || (row.expiresAt && row.expiresAt < now && isAwaitingPayment(row.status)))
    return 'vencida';
  return isAwaitingPayment(row.status) ? 'pendente' : 'cancelada';
}

/** POST /api/cobrancas/verificar (public): whether a boleto or Pix code was issued by us, and what it charges. */
export function chargeCheckRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const throttle = new Throttle(db);
  const rule = hourlyRule(CHECKS_PER_HOUR);
  const app = new Hono<AppEnv>();

  app.post('/verificar', validate('json', chargeCheckSchema), async (c) => {
    const key = `cobranca:ip:${clientAddress(c, config.trustedProxies)}`;
    await throttle.reserve([{ key, rule }], chargeCheckMessages.tooMany);
    const code = parseChargeCode(c.req.valid('json').codigo);
    if (!code) throw new ApiError(400, chargeCheckMessages.invalid);
    const [row] = await db
      .select()
      .from(payments)
      .where(code.kind === 'boleto' ? eq(payments.boletoLine, code.line) : eq(payments.pixQrCode, code.code))
      .orderBy(desc(payments.id))
      .limit(1);
    const answer: ChargeCheckAnswer = row
      ? {
          emitidaPorNos: true,
          valor: row.amountCents,
          vencimento: row.expiresAt ? todayInBrazil(row.expiresAt) : null,
          pedido: maskedReference(orderReference(row.orderKind as OrderKind, row.orderId)),
          situacao: situationOf(row, new Date()),
        }
      : { emitidaPorNos: false, orientacao: chargeCheckMessages.orientation };
    return c.json(answer);
  });

  return app;
}
