import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { messages } from '../../shared/messages';
import type { OrderKind } from '../../shared/schemas/checkout';
import type { RequestTimeline, TimelineEvent } from '../../shared/schemas/timeline';
import { requireUser } from '../auth/middleware';
import type { AppDeps, AppEnv } from '../context';
import { marcas, servicos } from '../db/schema';
import { ApiError } from '../http/errors';
import { requestId } from '../http/id-param';
import { listRequestEvents } from './events';
import { brandProcessPath } from '../inpi/customer-summary';
import { requestIdentity } from './request-names';

const titleOf = (kind: string) => messages.timeline.kinds[kind] ?? kind;

async function createdAt(deps: AppDeps, kind: OrderKind, id: number): Promise<Date> {
  const table = kind === 'marca' ? marcas : servicos;
  const [row] = await deps.db.select({ createdAt: table.createdAt }).from(table).where(eq(table.id, id));
  return row!.createdAt;
}

/** GET /api/{marcas|servicos}/{id}/historico: the customer's own request, every event newest first, its creation last. */
export function requestHistoryRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const signedIn = requireUser(deps);

  const timeline = (kind: OrderKind) =>
    app.get(`/${kind === 'marca' ? 'marcas' : 'servicos'}/:id/historico`, signedIn, async (c) => {
      const id = requestId(c.req.param('id'), messages.orders.notFound);
      const request = await requestIdentity(deps.db, kind, id);
      // Someone else's request looks exactly like a missing one.
      if (!request || request.userId !== c.get('user').id) throw new ApiError(404, messages.orders.notFound);
      const events: TimelineEvent[] = (await listRequestEvents(deps.db, kind, id)).map((event) => ({
        id: event.id,
        tipo: event.kind,
        titulo: titleOf(event.kind),
        statusDe: event.statusFrom,
        statusPara: event.statusTo,
        mensagem: event.message,
        data: event.createdAt.toISOString(),
      }));
      events.push({
        id: 0,
        tipo: 'criacao',
        titulo: titleOf('criacao'),
        statusDe: null,
        statusPara: null,
        mensagem: null,
        data: (await createdAt(deps, kind, id)).toISOString(),
      });
      const percurso = kind === 'marca' ? await brandProcessPath(deps.db, id) : undefined;
      const answer: RequestTimeline = {
        pedido: { tipo: kind, id, referencia: request.reference, nome: request.name, protocolo: request.protocol },
        eventos: events,
        ...(percurso && { percurso }),
      };
      return c.json(answer);
    });

  timeline('marca');
  timeline('servico');
  return app;
}
