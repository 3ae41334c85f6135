import { count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { ADMIN_PAGE_SIZE, type AdminDownloadRow } from '../../shared/schemas/admin';
import type { AppDeps, AppEnv } from '../context';
import type { Database } from '../db/client';
import { staffDownloads, users } from '../db/schema';
import { validate } from '../http/validate';
import type { OrderKind } from '../../shared/schemas/checkout';
import { offsetOf, pageOf } from './paging';
import * as v from 'valibot';
import { listQuerySchema } from '../../shared/schemas/admin';

/** Records a staff download of a customer's files before the bytes go out: who, which request, which files. */
export async function recordStaffDownload(
  db: Database,
  actorUserId: number,
  requestKind: OrderKind,
  requestId: number,
  files: string[],
) {
  await db.insert(staffDownloads).values({ actorUserId, requestKind, requestId, files });
}

const downloadsQuery = v.pick(listQuerySchema('usuarios'), ['pagina']);

/** GET /api/admin/downloads: the audit of staff downloads, newest first. */
export function downloadAuditRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', validate('query', downloadsQuery), async (c) => {
    const { pagina } = c.req.valid('query');
    const porPagina = ADMIN_PAGE_SIZE.downloads;
    const [{ total }] = await db.select({ total: count() }).from(staffDownloads);
    const rows = await db
      .select({ download: staffDownloads, autor: users.fullName, autorEmail: users.email })
      .from(staffDownloads)
      .leftJoin(users, eq(users.id, staffDownloads.actorUserId))
      .orderBy(desc(staffDownloads.createdAt), desc(staffDownloads.id))
      .limit(porPagina)
      .offset(offsetOf(pagina, porPagina));
    const itens: AdminDownloadRow[] = rows.map(({ download, autor, autorEmail }) => ({
      id: download.id,
      quando: download.createdAt.toISOString(),
      autor,
      autorEmail,
      tipo: download.requestKind as OrderKind,
      requisicao: download.requestId,
      arquivos: download.files,
    }));
    return c.json(pageOf(itens, total, pagina, porPagina));
  });
  return app;
}
