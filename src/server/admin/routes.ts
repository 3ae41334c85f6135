import { Hono } from 'hono';
import { messages } from '../../shared/messages';
import { brandUpdateSchema, listQuerySchema, serviceUpdateSchema, type ListQuery } from '../../shared/schemas/admin';
import { requireAdmin, requireUser } from '../auth/middleware';
import type { AppDeps, AppEnv } from '../context';
import { attachmentHeaders } from '../documents/attachment';
import { filesOf, isFileMissing, streamStoredFile } from '../documents/storage';
import { listBrandDocuments } from '../documents/stored-documents';
import { POWER_OF_ATTORNEY_BODY_LIMIT, uploadBodyLimit } from '../documents/upload-limits';
import { ApiError } from '../http/errors';
import { validate } from '../http/validate';
import { brandDetail, findBrand } from './brand-detail';
import { listBrands } from './brand-list';
import { statusChangeOptions, updateBrand } from './brand-update';
import { readFiles } from '../documents/multipart';
import { deskRoutes } from './desk-routes';
import { saveParecer } from './parecer';
import { downloadAuditRoutes, recordStaffDownload } from './downloads';
import { outboxViewRoutes } from './outbox-view';
import { requestId } from '../http/id-param';
import { needsPowerOfAttorney, SEARCH_PLAN } from '../../shared/schemas/service-request';
import { findService, findServicePowerOfAttorney, serviceDetail, updateService } from './service-detail';
import { listServices } from './service-list';
import { searchDraft } from './search-draft';
import { listUsers } from './user-list';

/** Staff-only calls; the spec's /admin/... served under /api/admin (DESIGN.md). Lists are searched and paged here. */
export function adminRoutes(deps: AppDeps) {
  const { db } = deps;
  const root = filesOf(deps);
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(deps), requireAdmin);

  const brandId = (raw: string | undefined) => requestId(raw, messages.admin.brandNotFound);
  const serviceId = (raw: string | undefined) => requestId(raw, messages.admin.serviceNotFound);
  // A status change's e-mail waits out the grace period, so "Desfazer" can still cancel it; a rejection refunds.
  const grace = statusChangeOptions(deps);

  // Before /marcas/:id: "/marcas.csv" and "/marcas/status" are the desk's.
  app.route('/', deskRoutes(deps));
  app.get('/users', validate('query', listQuerySchema('usuarios')), async (c) =>
    c.json(await listUsers(db, c.req.valid('query') as ListQuery)),
  );
  app.get('/marcas', validate('query', listQuerySchema('marcas')), async (c) =>
    c.json(await listBrands(db, c.req.valid('query') as ListQuery, c.get('user').id)),
  );
  app.get('/servicos', validate('query', listQuerySchema('servicos')), async (c) =>
    c.json(await listServices(db, c.req.valid('query') as ListQuery, c.get('user').id)),
  );

  app.post(
    '/assinaturas/verificar',
    uploadBodyLimit(POWER_OF_ATTORNEY_BODY_LIMIT, messages.uploads.fileTooLarge),
    async (c) => {
      // pkijs and pdf-lib load with the first check, not at start.
      const { staffSignatureCheck } = await import('../documents/signatures/staff-check');
      const { answer, signedBytes } = await staffSignatureCheck(c, deps.signatureTrust);
      // ?versao=assinada: the signed revision itself, the only part of the file to use.
      if (c.req.query('versao') !== 'assinada') return c.json(answer);
      return c.body(
        signedBytes.slice().buffer as ArrayBuffer,
        200,
        attachmentHeaders('application/pdf', 'versao-assinada.pdf', signedBytes.byteLength),
      );
    },
  );

  app.get('/marcas/:id', async (c) => c.json(await brandDetail(db, brandId(c.req.param('id')))));

  app.patch('/marcas/:id', validate('json', brandUpdateSchema), async (c) => {
    const id = brandId(c.req.param('id'));
    await updateBrand(db, id, c.req.valid('json'), c.get('user').id, grace);
    return c.json({ mensagem: messages.admin.statusUpdated, marca: await brandDetail(db, id) });
  });

  app.get('/marcas/:id/download', async (c) => {
    const id = brandId(c.req.param('id'));
    await findBrand(db, id);
    // yazl loads with the first download, not at start.
    const { zipEntries, zipStream } = await import('./brand-zip');
    const entries = await zipEntries(root, await listBrandDocuments(db, id));
    await recordStaffDownload(
      db,
      c.get('user').id,
      'marca',
      id,
      entries.map((entry) => entry.name),
    );
    return new Response(zipStream(root, entries), {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': 'attachment; filename="arquivos.zip"',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });

  app.get('/servico/:id', async (c) => c.json({ data: await serviceDetail(db, serviceId(c.req.param('id'))) }));

  app.get('/servico/:id/busca-automatica', async (c) => c.json(await searchDraft(db, serviceId(c.req.param('id')))));

  app.patch('/servico/:id/update', validate('json', serviceUpdateSchema), async (c) => {
    const id = serviceId(c.req.param('id'));
    const { num_protocolo: numProtocolo, ...update } = c.req.valid('json');
    await updateService(db, id, { ...update, numProtocolo }, c.get('user').id, grace);
    return c.json({ mensagem: messages.admin.statusUpdated, data: await serviceDetail(db, id) });
  });

  app.get('/servico/:id/procuracao', async (c) => {
    const id = serviceId(c.req.param('id'));
    const servico = await findService(db, id);
    if (!needsPowerOfAttorney(servico.planoId)) throw new ApiError(404, messages.admin.searchHasNoPowerOfAttorney);
    const file = await findServicePowerOfAttorney(db, id);
    if (!file) throw new ApiError(404, messages.admin.powerOfAttorneyMissing);
    const stored = await streamStoredFile(root, file.storagePath).catch((error: unknown) => {
      throw isFileMissing(error) ? new ApiError(404, messages.admin.fileMissing) : error;
    });
    const fileName = `procuracao_${(servico.numProtocolo ?? String(id)).replace(/[^A-Za-z0-9.-]/g, '_')}.pdf`;
    await recordStaffDownload(db, c.get('user').id, 'servico', id, [fileName]);
    return new Response(stored.stream, { headers: attachmentHeaders('application/pdf', fileName, stored.sizeBytes) });
  });

  app.post(
    '/servico/:id/parecer',
    uploadBodyLimit(POWER_OF_ATTORNEY_BODY_LIMIT, messages.uploads.fileTooLarge),
    async (c) => {
      const id = serviceId(c.req.param('id'));
      const servico = await findService(db, id);
      if (servico.planoId !== SEARCH_PLAN) throw new ApiError(400, messages.admin.parecerOnlyForSearch);
      const { parecer } = await readFiles(c, ['parecer'], messages.admin.parecerNotPdf);
      if (!parecer || Buffer.from(parecer.bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') {
        throw new ApiError(400, messages.admin.parecerNotPdf);
      }
      await saveParecer(deps, id, parecer, c.get('user').id, c.var.lines);
      return c.json({ mensagem: messages.admin.parecerSaved, data: await serviceDetail(db, id) });
    },
  );

  app.route('/downloads', downloadAuditRoutes(deps));
  app.route('/mensagens', outboxViewRoutes(deps));
  return app;
}
