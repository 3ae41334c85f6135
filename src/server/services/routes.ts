import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { messages } from '../../shared/messages';
import {
  needsPowerOfAttorney,
  serviceDataSchema,
  serviceHolderProblem,
  serviceSubmissionSchema,
  serviceTitle,
  type ServiceConfirmAnswer,
  type ServiceSaveAnswer,
} from '../../shared/schemas/service-request';
import type { AppDeps } from '../context';
import { servicos, users } from '../db/schema';
import { attachmentHeaders } from '../documents/attachment';
import { servicePowerOfAttorney } from '../documents/power-of-attorney/service';
import { assertWithinQuota } from '../documents/quota';
import { powerOfAttorneyUploadAnswer, receiveSignedPowerOfAttorney } from '../documents/routes';
import { holderSigner, ownerSignaturePendencias } from '../documents/signatures/owner-signatures';
import { expectedServicePowerOfAttorney } from '../documents/power-of-attorney/expected';
import { filesOf, isFileMissing, orderFolder, storeFile, streamStoredFile } from '../documents/storage';
import { findServiceDocument } from '../admin/service-detail';
import { POWER_OF_ATTORNEY_BODY_LIMIT, uploadBodyLimit } from '../documents/upload-limits';
import { ApiError } from '../http/errors';
import { validate } from '../http/validate';
import { confirmServiceRequest } from './confirm';
import { replaceServicePowerOfAttorney } from './service-documents';
import {
  authenticated,
  lockEditableService,
  ownPaidServiceRequest,
  powerOfAttorneyOpen,
  stillEditable,
  type ServiceEnv,
} from './service-request';
import { loadServiceState, serviceHolderOf, toServiceDetail } from './service-state';

const ID = ':id{[0-9]+}';

/** The answers given, without the keys left out (undefined would otherwise blank the profile's value). */
const definedEntries = <T extends object>(answers: T | undefined): Partial<T> =>
  Object.fromEntries(Object.entries(answers ?? {}).filter(([, value]) => value !== undefined)) as Partial<T>;

/** Busca has no power of attorney: its calls answer as for a missing file. */
const noPowerOfAttorney = () => new ApiError(404, messages.uploads.documentNotFound);

/**
 * One service request on /api/servicos/{id} (spec section 7): its data (GET, PUT), the power of attorney
 * (GET the generated PDF, POST the signed one), and the additions the flow needs: the resume data
 * (GET …/assistente) and the customer's final "Confirmar" (POST …/confirmar).
 */
export function serviceRequestRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const root = filesOf(deps);
  const app = new Hono<ServiceEnv>();
  const ownRequest = [authenticated(deps), ownPaidServiceRequest(deps)] as const;

  app.get(`/${ID}`, ...ownRequest, (c) => c.json(toServiceDetail(c.get('servico'))));

  app.get(`/${ID}/assistente`, ...ownRequest, async (c) =>
    c.json(await loadServiceState(db, c.get('servico'), c.get('user'))),
  );

  app.put(`/${ID}`, ...ownRequest, stillEditable, validate('json', serviceSubmissionSchema), async (c) => {
    const { servico, dados, titular } = c.req.valid('json');
    const request = c.get('servico');
    if (servico.plano_id !== request.planoId) throw new ApiError(400, messages.services.planMismatch);
    const checked = v.safeParse(serviceDataSchema(request.planoId), dados, { abortEarly: true });
    if (!checked.success) throw new ApiError(400, checked.issues[0].message);
    // The procuração qualifies the holder in full: what the profile lacks comes with the form, and goes to the profile.
    const holderAnswers = needsPowerOfAttorney(request.planoId) ? definedEntries(titular) : {};
    if (needsPowerOfAttorney(request.planoId)) {
      const problem = serviceHolderProblem({ ...serviceHolderOf(c.get('user')), ...holderAnswers });
      if (problem) throw new ApiError(400, problem);
    }
    const saved = await db.transaction(async (tx) => {
      await lockEditableService(tx, request.id);
      let user = c.get('user');
      if (Object.keys(holderAnswers).length > 0) {
        const { Nacionalidade, CEP, Endereco, Numero, Complemento, Bairro, Cidade, Estado } = holderAnswers;
        [user] = await tx
          .update(users)
          .set({
            ...{ nacionalidade: Nacionalidade, cep: CEP, endereco: Endereco, numero: Numero },
            ...{ complemento: Complemento, bairro: Bairro, cidade: Cidade, estado: Estado },
          })
          .where(eq(users.id, user.id))
          .returning();
      }
      const [row] = await tx
        .update(servicos)
        .set({
          nome: serviceTitle(servico.nome, request.planoId),
          dados: checked.output as Record<string, unknown>,
          updatedAt: new Date(),
        })
        .where(eq(servicos.id, request.id))
        .returning();
      return loadServiceState(tx, row as typeof request, user);
    });
    return c.json({ mensagem: messages.services.saved, assistente: saved } satisfies ServiceSaveAnswer);
  });

  // The Busca's parecer, which staff send as a PDF: only its owner reads it (another customer gets 404).
  app.get(`/${ID}/parecer`, ...ownRequest, async (c) => {
    const request = c.get('servico');
    const file = await findServiceDocument(db, request.id, 'parecer');
    if (!file) throw new ApiError(404, messages.admin.parecerMissing);
    const stored = await streamStoredFile(filesOf(deps), file.storagePath).catch((error: unknown) => {
      throw isFileMissing(error) ? new ApiError(404, messages.admin.parecerMissing) : error;
    });
    const name = `parecer_${(request.numProtocolo ?? String(request.id)).replace(/[^A-Za-z0-9.-]/g, '_')}.pdf`;
    return new Response(stored.stream, { headers: attachmentHeaders('application/pdf', name, stored.sizeBytes) });
  });

  app.get(`/${ID}/procuracao`, ...ownRequest, async (c) => {
    const request = c.get('servico');
    if (!needsPowerOfAttorney(request.planoId)) throw noPowerOfAttorney();
    // A grantor named only by name and CPF, dated from nowhere, is no power of attorney the INPI accepts.
    if (serviceHolderProblem(serviceHolderOf(c.get('user'))))
      throw new ApiError(409, messages.services.powerOfAttorneyNeedsHolder);
    const { pdf } = await servicePowerOfAttorney(config, c.get('user'), {
      id: request.id,
      planoId: request.planoId,
      dados: request.dados,
    });
    return c.body(
      pdf.slice().buffer,
      200,
      attachmentHeaders('application/pdf', `procuracao-servico-${request.id}.pdf`, pdf.byteLength),
    );
  });

  app.post(
    `/${ID}/procuracao`,
    ...ownRequest,
    powerOfAttorneyOpen,
    uploadBodyLimit(POWER_OF_ATTORNEY_BODY_LIMIT, messages.uploads.fileTooLarge),
    async (c) => {
      const request = c.get('servico');
      if (!needsPowerOfAttorney(request.planoId)) throw noPowerOfAttorney();
      const upload = await receiveSignedPowerOfAttorney(
        c,
        deps.signatureTrust,
        expectedServicePowerOfAttorney(config, c.get('user'), {
          id: request.id,
          planoId: request.planoId,
          dados: request.dados,
        }),
      );
      const quota = { userId: c.get('user').id, bytes: config.uploadQuotaBytes };
      await assertWithinQuota(db, quota.bytes, quota.userId, upload.bytes.byteLength);
      const stored = await storeFile(root, orderFolder('servico', request.id), upload.bytes, 'pdf');
      const saved = await replaceServicePowerOfAttorney(
        db,
        root,
        request.id,
        {
          ...stored,
          kind: 'procuracao',
          originalName: upload.originalName,
          mimeType: 'application/pdf',
          signature: upload.signature,
        },
        quota,
        c.var.lines,
      );
      return c.json(
        powerOfAttorneyUploadAnswer(saved, ownerSignaturePendencias(saved.signers, [holderSigner(c.get('user'))])),
      );
    },
  );

  app.post(`/${ID}/confirmar`, ...ownRequest, async (c) => {
    const confirmed = await confirmServiceRequest(db, c.get('servico').id, c.get('user'));
    return c.json({
      mensagem: messages.services.confirmed,
      assistente: await loadServiceState(db, confirmed, c.get('user')),
    } satisfies ServiceConfirmAnswer);
  });

  return app;
}
