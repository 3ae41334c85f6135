import { count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { maskPhone } from '../../shared/documents';
import { ADMIN_PAGE_SIZE, listQuerySchema, type AdminOutboxRow } from '../../shared/schemas/admin';
import type { AppDeps, AppEnv } from '../context';
import { mailOutbox, requestEvents, users } from '../db/schema';
import { validate } from '../http/validate';
import { eventMailSubject } from '../mail/event-mails';
import { eventWhatsappTemplate } from '../whatsapp/event-messages';
import { offsetOf, pageOf } from './paging';

const outboxQuery = v.pick(listQuerySchema('usuarios'), ['pagina']);

/**
 * GET /api/admin/mensagens: the outbox, newest first, e-mails and WhatsApp messages alike: to whom, which
 * template or subject, where it stands and how many sends it took (retries), so staff can answer "did it go?".
 */
export function outboxViewRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', validate('query', outboxQuery), async (c) => {
    const { pagina } = c.req.valid('query');
    const porPagina = ADMIN_PAGE_SIZE.mensagens;
    const [{ total }] = await db.select({ total: count() }).from(mailOutbox);
    const rows = await db
      .select({
        row: mailOutbox,
        nome: users.fullName,
        telefone: users.phone,
        eventKind: requestEvents.kind,
        eventStatusTo: requestEvents.statusTo,
      })
      .from(mailOutbox)
      .leftJoin(users, eq(users.id, mailOutbox.userId))
      .leftJoin(requestEvents, eq(requestEvents.id, mailOutbox.eventId))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(porPagina)
      .offset(offsetOf(pagina, porPagina));
    const itens: AdminOutboxRow[] = rows.map(({ row, nome, telefone, eventKind, eventStatusTo }) => {
      const whatsapp = row.channel === 'whatsapp';
      const event = eventKind ? { kind: eventKind, statusTo: eventStatusTo } : null;
      // A mail about a request event is written when sent; until then it is named by its subject's fixed words.
      const template = row.template ?? (event ? eventWhatsappTemplate(event) : '');
      return {
        id: row.id,
        canal: whatsapp ? 'whatsapp' : 'email',
        para: whatsapp
          ? [nome, telefone && maskPhone(telefone)].filter(Boolean).join(' · ') || 'conta removida'
          : (row.toAddress ?? 'dono do pedido'),
        modelo: whatsapp ? template : (row.subject ?? (event && eventMailSubject(event)) ?? ''),
        status: row.status,
        tentativas: row.attempts,
        ultimoErro: row.lastError,
        criadoEm: row.createdAt.toISOString(),
        enviadoEm: row.sentAt?.toISOString() ?? null,
      };
    });
    return c.json(pageOf(itens, total, pagina, porPagina));
  });
  return app;
}
