import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { inpiMessages } from '../../shared/inpi-messages';
import type { RpiImportAnswer } from '../../shared/schemas/inpi';
import { requestId } from '../http/id-param';
import { requireAdmin, requireUser } from '../auth/middleware';
import { eq } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../context';
import { nationalIssues } from '../db/schema';
import { searchIndexChanged } from '../search/index-changes';
import { ApiError } from '../http/errors';
import { makeTempFolder, TEMP_FOLDER_PREFIXES } from '../ops/temp-folders';
import {
  listDeadlines,
  listRpiIssues,
  listUnknownCodes,
  listWatchHits,
  markDeadlineHandled,
  type HitStatus,
} from './admin-lists';
import type { importRpi } from './import-rpi';
import { RpiFormatError } from './rpi-format-error';
import { saveBodyToFile, UploadTooLarge } from './upload-to-file';
import { decideWatchHit } from './watch-decision';
import { recordStaffValidity } from './staff-validity';
import { brandDetail } from '../admin/brand-detail';
import { staffValiditySchema } from '../../shared/schemas/inpi';
import { validate } from '../http/validate';
import { messages } from '../../shared/messages';

/** An RPI issue is 20 to 40 MB; room to spare. */
export const RPI_MAX_MB = 100;
const ZIP_TYPES = new Set(['application/zip', 'application/x-zip-compressed', 'application/octet-stream']);
const HIT_STATUSES = new Set<HitStatus>(['pendente', 'confirmado', 'descartado']);

/**
 * Imports an RPI zip already on disk, turning a file we cannot read into the caller's 400. The importer (its zip and
 * XML readers) is loaded on the first import, not with the server: no start should wait for what runs once a week.
 */
export async function importRpiFile(
  deps: AppDeps,
  path: string,
  options: Parameters<typeof importRpi>[2],
): Promise<RpiImportAnswer> {
  const { importRpi } = await import('./import-rpi');
  try {
    const summary = await importRpi(deps, path, options);
    // The same issue also feeds the national marks index behind the public search. Written after the customers' part:
    // an issue whose index is missing (the process stopped between the two) is indexed by the next import of it, and
    // the weekly job fetches it again.
    const [indexed] = await deps.db
      .select({ numero: nationalIssues.numero })
      .from(nationalIssues)
      .where(eq(nationalIssues.numero, summary.numero));
    const { indexRpiIssue } = await import('../search/index-issue');
    await indexRpiIssue(deps.db, path, options.origem === 'agendado' ? 'semanal' : 'upload');
    searchIndexChanged();
    const { refreshClassWordsSoon } = await import('../marks/class-words');
    refreshClassWordsSoon(deps.db);
    const unchanged = summary.jaImportada && summary.despachos === 0 && summary.alertas === 0;
    const mensagem = !unchanged
      ? inpiMessages.imported(summary.numero, summary.despachos, summary.alertas)
      : indexed
        ? inpiMessages.alreadyImported(summary.numero)
        : inpiMessages.indexCompleted(summary.numero);
    return { mensagem, ...summary };
  } catch (error) {
    if (error instanceof RpiFormatError) throw new ApiError(400, inpiMessages.notAnRpi);
    throw error;
  }
}

/** The back office's INPI area: RPI upload and issues, the deadlines queue, the brand watch. Staff only. */
export function inpiAdminRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(deps), requireAdmin);

  // The zip is the raw body (Content-Type application/zip), written to a temporary file as it arrives.
  app.post('/rpi', async (c) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!ZIP_TYPES.has(type)) throw new ApiError(415, inpiMessages.uploadNotZip);
    const declared = Number(c.req.header('content-length') ?? NaN);
    if (declared > RPI_MAX_MB * 1024 * 1024) throw new ApiError(413, inpiMessages.uploadTooLarge(RPI_MAX_MB));
    if (!c.req.raw.body) throw new ApiError(400, inpiMessages.uploadMissing);
    const dir = await makeTempFolder(TEMP_FOLDER_PREFIXES.rpiUpload);
    try {
      const path = join(dir, 'rpi.zip');
      const size = await saveBodyToFile(c.req.raw.body, path, RPI_MAX_MB * 1024 * 1024).catch((error: unknown) => {
        if (error instanceof UploadTooLarge) throw new ApiError(413, inpiMessages.uploadTooLarge(RPI_MAX_MB));
        throw error;
      });
      if (size === 0) throw new ApiError(400, inpiMessages.uploadMissing);
      const answer = await importRpiFile(deps, path, { origem: 'upload', actorUserId: c.get('user').id });
      return c.json(answer, answer.jaImportada ? 200 : 201);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  app.get('/rpi', async (c) => c.json({ itens: await listRpiIssues(deps.db) }));
  app.get('/prazos', async (c) => c.json({ itens: await listDeadlines(deps.db) }));
  app.post('/prazos/:id/tratado', async (c) => {
    const id = requestId(c.req.param('id'), inpiMessages.deadlineNotFound);
    if (!(await markDeadlineHandled(deps.db, id, c.get('user').id)))
      throw new ApiError(404, inpiMessages.deadlineNotFound);
    return c.json({ mensagem: inpiMessages.deadlineHandled });
  });
  // A validity end a concession before our imports never gave us (staff read it in the certificate or the INPI).
  app.post('/marcas/:id/vigencia', validate('json', staffValiditySchema), async (c) => {
    const id = requestId(c.req.param('id'), messages.admin.brandNotFound);
    const mensagem = await recordStaffValidity(deps.db, id, c.req.valid('json'), c.get('user').id);
    return c.json({ mensagem, marca: await brandDetail(deps.db, id) });
  });
  app.get('/codigos', async (c) => c.json({ itens: await listUnknownCodes(deps.db) }));
  app.get('/vigilancia', async (c) => {
    const status = (c.req.query('status') ?? 'pendente') as HitStatus;
    if (!HIT_STATUSES.has(status)) throw new ApiError(400, inpiMessages.statusInvalid);
    return c.json({ itens: await listWatchHits(deps.db, status) });
  });

  const decide =
    (decision: 'confirmado' | 'descartado', mensagem: string) => async (c: import('hono').Context<AppEnv>) => {
      await decideWatchHit(deps, requestId(c.req.param('id'), inpiMessages.hitNotFound), decision, c.get('user').id);
      return c.json({ mensagem });
    };
  app.post('/vigilancia/:id/confirmar', decide('confirmado', inpiMessages.hitConfirmed));
  app.post('/vigilancia/:id/descartar', decide('descartado', inpiMessages.hitDismissed));
  return app;
}
