import { Hono } from 'hono';
import { serviceOrderSchema } from '../../shared/schemas/checkout';
import { requireUser } from '../auth/middleware';
import type { AppDeps, AppEnv } from '../context';
import { hotQueries } from '../db/hot-queries';
import { validate } from '../http/validate';
import { openOrReuseServiceRequest } from './open-request';
import { ordersWithPaymentInAnalysis } from './payments-in-analysis';
import { assertServicePlan } from './plan-choice';
import { owedSignaturesOf } from '../requests/awaiting-signature';
import { toCustomerService } from './to-customer';

/** The customer's service requests (spec: GET and POST /api/servicos/). */
export function serviceOrderRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(deps));

  app.get('/', async (c) => {
    const rows = await hotQueries(db).servicesOfUser.execute({ userId: c.get('user').id });
    const analysing = await ordersWithPaymentInAnalysis(db, c.get('user').id, 'servico', rows);
    const owed = await owedSignaturesOf(db, 'servico', rows);
    return c.json({
      servicos: rows.map((row) => ({
        ...toCustomerService(row),
        ...(analysing.has(row.id) && { pagamentoEmAnalise: true }),
        ...(owed.has(row.id) && { aguardandoAssinatura: owed.get(row.id) }),
      })),
    });
  });

  app.post('/', validate('json', serviceOrderSchema), async (c) => {
    const { plano_id: planId } = c.req.valid('json');
    assertServicePlan(planId);
    const order = await openOrReuseServiceRequest(db, c.get('user').id, planId);
    return c.json({ marcaID: order.id }, order.created ? 201 : 200);
  });

  return app;
}
