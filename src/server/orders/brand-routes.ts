import { Hono } from 'hono';
import { brandOrderSchema } from '../../shared/schemas/checkout';
import { requireUser } from '../auth/middleware';
import type { AppDeps, AppEnv } from '../context';
import { hotQueries } from '../db/hot-queries';
import { validate } from '../http/validate';
import { inpiSummaries } from '../inpi/customer-summary';
import { openOrReuseBrandRequest } from './open-request';
import { ordersWithPaymentInAnalysis } from './payments-in-analysis';
import { assertBrandPlan } from './plan-choice';
import { brandRejectionReasons } from './rejection-reasons';
import { owedSignaturesOf } from '../requests/awaiting-signature';
import { toCustomerBrand } from './to-customer';

/** The customer's brand registration orders (spec: GET and PUT /api/marcas/). */
export function brandOrderRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(deps));

  app.get('/', async (c) => {
    const rows = await hotQueries(db).brandsOfUser.execute({ userId: c.get('user').id });
    // Only a brand filed at the INPI carries `inpi`: the spec's rows stay as they were until then.
    const inpi = await inpiSummaries(db, rows);
    const analysing = await ordersWithPaymentInAnalysis(db, c.get('user').id, 'marca', rows);
    const reasons = await brandRejectionReasons(db, rows);
    const owed = await owedSignaturesOf(db, 'marca', rows);
    return c.json({
      marcas: rows.map((row) => ({
        ...toCustomerBrand(row),
        ...(inpi.has(row.id) && { inpi: inpi.get(row.id) }),
        ...(analysing.has(row.id) && { pagamentoEmAnalise: true }),
        ...(reasons.has(row.id) && { mensagem: reasons.get(row.id) }),
        ...(owed.has(row.id) && { aguardandoAssinatura: owed.get(row.id) }),
      })),
    });
  });

  app.put('/', validate('json', brandOrderSchema), async (c) => {
    const { planoID } = c.req.valid('json');
    assertBrandPlan(planoID);
    const order = await openOrReuseBrandRequest(db, c.get('user').id, planoID);
    return c.json({ marcaID: order.id }, order.created ? 201 : 200);
  });

  return app;
}
