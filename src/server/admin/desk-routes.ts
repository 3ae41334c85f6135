import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { brandStatuses, serviceStatuses } from '../../../machines/request-status/request-status';
import { messages } from '../../shared/messages';
import {
  assignSchema,
  bulkStatusSchema,
  listQuerySchema,
  filingChecklistSchema,
  noteSchema,
  undoSchema,
  viennaSchema,
  type AdminStaff,
  type BulkResult,
  type ListQuery,
} from '../../shared/schemas/admin';
import type { AppDeps, AppEnv } from '../context';
import { marcas, servicos, users } from '../db/schema';
import { ApiError } from '../http/errors';
import { validate } from '../http/validate';
import type { OrderKind } from '../../shared/schemas/checkout';
import { statusChangeOptions, updateBrand } from './brand-update';
import { exportBrands, exportServices, exportUsers } from './exports';
import { requestId } from '../http/id-param';
import { addNote } from './notes';
import { findService, serviceDetail, updateService } from './service-detail';
import { brandDetail, findBrand } from './brand-detail';
import { saveChecklist } from './filing-checklist';
import { undoStatusChange } from './undo-status';
import { hasFigure } from '../../shared/vienna';

const notFound = (kind: OrderKind) =>
  kind === 'marca' ? messages.admin.brandNotFound : messages.admin.serviceNotFound;

/** Runs one change per row: a refused row answers its own code and message and does not stop the others. */
async function eachRow(ids: number[], change: (id: number) => Promise<string>): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  for (const id of [...new Set(ids)]) {
    try {
      results.push({ id, ok: true, codigo: 200, status: await change(id) });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      results.push({ id, ok: false, codigo: error.status, erro: error.message });
    }
  }
  return results;
}

/** The desk around the lists: internal notes, assignment, bulk status changes and CSV exports. */
export function deskRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const grace = statusChangeOptions(deps);

  for (const kind of ['marca', 'servico'] as const) {
    const plural = kind === 'marca' ? 'marcas' : 'servicos';
    const find = (id: number) => (kind === 'marca' ? findBrand(db, id) : findService(db, id));
    const idOf = (raw: string | undefined) => requestId(raw, notFound(kind));

    app.post(`/${plural}/:id/notas`, validate('json', noteSchema), async (c) => {
      const id = idOf(c.req.param('id'));
      await find(id);
      const note = await addNote(db, kind, id, c.get('user').id, c.req.valid('json').texto);
      return c.json({ mensagem: messages.admin.noteAdded, nota: { id: note.id, texto: note.texto } }, 201);
    });

    // "Desfazer": the last status change and its e-mail, while the e-mail still waits out the grace period.
    app.post(`/${plural}/:id/desfazer`, validate('json', undoSchema), async (c) => {
      const id = idOf(c.req.param('id'));
      await find(id);
      await undoStatusChange(db, kind, id, c.req.valid('json').evento);
      const detail = kind === 'marca' ? { marca: await brandDetail(db, id) } : { data: await serviceDetail(db, id) };
      return c.json({ mensagem: messages.admin.undone, ...detail });
    });

    app.post(`/${plural}/:id/responsavel`, validate('json', assignSchema), async (c) => {
      const id = idOf(c.req.param('id'));
      await find(id);
      const { responsavel } = c.req.valid('json');
      if (responsavel !== null) {
        const [staff] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, responsavel), eq(users.isAdmin, true)));
        if (!staff) throw new ApiError(400, messages.admin.assigneeInvalid);
      }
      const table = kind === 'marca' ? marcas : servicos;
      await db.update(table).set({ responsavelId: responsavel }).where(eq(table.id, id));
      return c.json({ mensagem: messages.admin.assigned });
    });
  }

  // Who a request can be assigned to, and the caller ("Atribuir a mim").
  app.get('/equipe', async (c) => {
    const membros = await db
      .select({ id: users.id, nome: users.fullName })
      .from(users)
      .where(eq(users.isAdmin, true))
      .orderBy(asc(users.fullName), asc(users.id));
    return c.json({ membros, eu: c.get('user').id } satisfies AdminStaff);
  });

  app.put('/marcas/:id/viena', validate('json', viennaSchema), async (c) => {
    const id = requestId(c.req.param('id'), messages.admin.brandNotFound);
    const marca = await findBrand(db, id);
    const { codigos } = c.req.valid('json');
    if (codigos.length > 0 && !hasFigure(marca.tipo)) throw new ApiError(409, messages.admin.viennaWordMark);
    await db.update(marcas).set({ classificacaoViena: codigos }).where(eq(marcas.id, id));
    return c.json({ mensagem: messages.admin.viennaSaved, marca: await brandDetail(db, id) });
  });

  app.put('/marcas/:id/checklist', validate('json', filingChecklistSchema), async (c) => {
    const id = requestId(c.req.param('id'), messages.admin.brandNotFound);
    await findBrand(db, id);
    await saveChecklist(db, id, c.req.valid('json'), c.get('user').id);
    return c.json({ mensagem: messages.admin.checklistSaved, marca: await brandDetail(db, id) });
  });

  app.post('/marcas/status', validate('json', bulkStatusSchema(brandStatuses)), async (c) => {
    const { ids, status, mensagem } = c.req.valid('json');
    const actor = c.get('user').id;
    const resultados = await eachRow(
      ids,
      async (id) => (await updateBrand(db, id, { status: status as never, mensagem }, actor, grace)).status,
    );
    return c.json({ resultados });
  });
  app.post('/servicos/status', validate('json', bulkStatusSchema(serviceStatuses)), async (c) => {
    const { ids, status, mensagem } = c.req.valid('json');
    const actor = c.get('user').id;
    const resultados = await eachRow(
      ids,
      async (id) => (await updateService(db, id, { status, mensagem }, actor, grace)).status,
    );
    return c.json({ resultados });
  });

  const csv = (body: string, name: string) =>
    new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}"`,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  app.get('/marcas.csv', validate('query', listQuerySchema('marcas')), async (c) =>
    csv(await exportBrands(db, c.req.valid('query') as ListQuery, c.get('user').id), 'marcas.csv'),
  );
  app.get('/servicos.csv', validate('query', listQuerySchema('servicos')), async (c) =>
    csv(await exportServices(db, c.req.valid('query') as ListQuery, c.get('user').id), 'servicos.csv'),
  );
  app.get('/usuarios.csv', validate('query', listQuerySchema('usuarios')), async (c) =>
    csv(await exportUsers(db, c.req.valid('query') as ListQuery, c.get('user').id), 'usuarios.csv'),
  );
  return app;
}
