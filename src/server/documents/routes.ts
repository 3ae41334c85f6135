import { type Context, Hono } from 'hono';
import { messages } from '../../shared/messages';
import {
  DOCUMENT_FIELDS,
  requiredDocuments,
  type DocumentField,
  type DocumentsUploadAnswer,
  MAX_UPLOAD_BYTES,
  type PowerOfAttorneyUploadAnswer,
  type UploadedDocuments,
} from '../../shared/schemas/brand-wizard';
import {
  authenticated,
  ownPaidBrandRequest,
  powerOfAttorneyOpen,
  documentsEditable,
  type WizardEnv,
} from '../brands/wizard-request';
import type { AppDeps } from '../context';
import { ApiError } from '../http/errors';
import { attachmentHeaders } from './attachment';
import { type DetectedType, detectFileType, isCompletePdf, isImage } from './file-types';
import { displayFileName } from './file-name';
import { readFiles } from './multipart';
import { findConfirmation } from '../brands/confirmation';
import { reopened } from '../requests/owned-paid-request';
import { listOwners } from '../brands/owners';
import { expectedSignersOf, ownerSignaturePendencias } from './signatures/owner-signatures';
import { brandPowerOfAttorney } from './power-of-attorney/generate';
import { filesOf, isFileMissing, orderFolder, removeStoredFile, storeFile, streamStoredFile } from './storage';
import {
  type DocumentKind,
  findBrandDocument,
  listBrandDocuments,
  type NewDocument,
  replaceBrandDocuments,
  toUploadedFile,
} from './stored-documents';
import type { FileProblem } from './file-checks';
import type { TrustStore } from './signatures/trust-store';
import { assertWithinQuota } from './quota';
import { type DocumentRow, signatureReport } from './stored-documents';
import { DOCUMENTS_BODY_LIMIT, POWER_OF_ATTORNEY_BODY_LIMIT, uploadBodyLimit } from './upload-limits';
import type { ExpectedDocument } from './signatures/document-reference';
import { expectedBrandPowerOfAttorney } from './power-of-attorney/expected';

const ID = ':marcaId{[0-9]+}';

/** What each document field accepts, judged on the content; the refusal names the field. */
const documentRules: Record<DocumentField, { accepts: (type: DetectedType | null) => boolean; refusal: string }> = {
  logo: { accepts: isImage, refusal: messages.uploads.logoNotImage },
  comprovanteRes: {
    accepts: (type) => type?.mime === 'application/pdf' || type?.mime === 'image/jpeg' || type?.mime === 'image/png',
    refusal: messages.uploads.proofOfAddressType,
  },
  // A digital CNH (the CNH-e exported from the Carteira Digital de Trânsito) is a PDF.
  docFoto: {
    accepts: (type) => isImage(type) || type?.mime === 'application/pdf',
    refusal: messages.uploads.photoIdNotImage,
  },
};

const pdfRefusal: Record<FileProblem, string> = {
  unreadable: messages.uploads.pdfUnreadable,
  activeContent: messages.uploads.pdfActiveContent,
  hiddenContent: messages.uploads.hiddenContent,
};

const imageRefusal: Record<FileProblem, string> = {
  unreadable: messages.uploads.imageUnreadable,
  activeContent: messages.uploads.hiddenContent,
  hiddenContent: messages.uploads.hiddenContent,
};

/** The content is what its first bytes claim: a PDF parses and runs nothing, an image decodes with its dimensions. */
async function checkContent(
  bytes: Uint8Array,
  type: DetectedType,
): Promise<{ dimensions?: { width: number; height: number } }> {
  // pdf-lib and image-size load with the first upload, not at start.
  const { checkImage, checkPdf } = await import('./file-checks');
  if (type.mime === 'application/pdf') {
    const pdf = await checkPdf(bytes);
    if (!pdf.ok) throw new ApiError(400, pdfRefusal[pdf.problem]);
    return {};
  }
  const image = checkImage(bytes, type);
  if (!image.ok) throw new ApiError(400, imageRefusal[image.problem]);
  return { dimensions: { width: image.width, height: image.height } };
}

/**
 * A signed power of attorney, brand's or service's: a whole PDF with its signatures verified, of which the signed
 * revision is what is kept (anything appended after the last signature is dropped), and what is kept runs nothing.
 */
async function checkSignedPowerOfAttorney(
  bytes: Uint8Array,
  trust: TrustStore | undefined,
  documento: ExpectedDocument,
) {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new ApiError(413, messages.uploads.fileTooLarge);
  if (detectFileType(bytes)?.mime !== 'application/pdf' || !isCompletePdf(bytes))
    throw new ApiError(400, messages.uploads.procuracaoNotPdf);
  const { verifyPdfSignatures } = await import('./pdf-signature');
  const signature = await verifyPdfSignatures(bytes, { trust, documento });
  await checkContent(signature.signedBytes, { mime: 'application/pdf', extension: 'pdf' });
  return signature;
}

/** The signed power of attorney of an upload (field `procuracao`), checked: what is kept, its shown name and signature. */
export async function receiveSignedPowerOfAttorney(
  c: Context,
  trust: TrustStore | undefined,
  documento: ExpectedDocument,
) {
  const { procuracao } = await readFiles(c, ['procuracao'], messages.uploads.fileFailed);
  if (!procuracao) throw new ApiError(400, messages.uploads.procuracaoRequired);
  const signature = await checkSignedPowerOfAttorney(procuracao.bytes, trust, documento);
  return {
    bytes: signature.signedBytes,
    originalName: displayFileName(procuracao.name, 'procuracao.pdf'),
    signature,
  };
}

/** What the customer's screen is told once the signed power of attorney is kept. */
export const powerOfAttorneyUploadAnswer = (
  saved: DocumentRow,
  pendencias?: string[],
): PowerOfAttorneyUploadAnswer => ({
  mensagem: messages.uploads.procuracaoUploaded,
  assinadaDigitalmente: saved.signatureStatus === 'assinada',
  assinatura: signatureReport(saved, pendencias),
  arquivo: toUploadedFile(saved),
});

const DOWNLOADABLE_KINDS: readonly string[] = ['procuracao', ...DOCUMENT_FIELDS];

/**
 * The power of attorney (generated PDF and signed upload) and the brand's documents, on the spec's paths:
 * GET /api/procuracao/{marcaId}, POST /api/{marcaId}/procuracao, POST /api/{marcaId}/documentos, and
 * GET /api/marcas/{marcaId}/arquivos/{tipo} (addition) to download a file already sent.
 */
export function documentRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const root = filesOf(deps);
  const app = new Hono<WizardEnv>();
  const ownRequest = [authenticated(deps), ownPaidBrandRequest(deps)] as const;

  app.get(`/procuracao/${ID}`, ...ownRequest, async (c) => {
    const marca = c.get('marca');
    // Once confirmed, the power of attorney is the one the customer confirmed, whatever changed since; reopened for
    // correction, it is the one to sign now (the owners may have changed).
    const frozen =
      marca.confirmadoEm && !reopened(marca, 'procuracao') ? await findConfirmation(db, marca.id) : undefined;
    const pdf = frozen ? frozen.powerOfAttorneyPdf : (await brandPowerOfAttorney(db, config, c.get('user'), marca)).pdf;
    return c.body(
      pdf.slice().buffer as ArrayBuffer,
      200,
      attachmentHeaders('application/pdf', `procuracao-${marca.id}.pdf`, pdf.byteLength),
    );
  });

  app.post(
    `/${ID}/procuracao`,
    ...ownRequest,
    powerOfAttorneyOpen,
    uploadBodyLimit(POWER_OF_ATTORNEY_BODY_LIMIT, messages.uploads.fileTooLarge),
    async (c) => {
      const marca = c.get('marca');
      const upload = await receiveSignedPowerOfAttorney(
        c,
        deps.signatureTrust,
        expectedBrandPowerOfAttorney(db, config, c.get('user'), marca),
      );
      await assertWithinQuota(db, config.uploadQuotaBytes, c.get('user').id, upload.bytes.byteLength, {
        marcaId: marca.id,
        kinds: ['procuracao'],
      });
      const stored = await storeFile(root, orderFolder('marca', marca.id), upload.bytes, 'pdf');
      const [saved] = await replaceBrandDocuments(
        db,
        root,
        marca.id,
        [
          {
            ...stored,
            kind: 'procuracao',
            originalName: upload.originalName,
            mimeType: 'application/pdf',
            signature: upload.signature,
          },
        ],
        c.var.lines,
        { userId: c.get('user').id, bytes: config.uploadQuotaBytes },
      );
      const owners = expectedSignersOf(await listOwners(db, marca.id));
      return c.json(powerOfAttorneyUploadAnswer(saved, ownerSignaturePendencias(saved.signers, owners)));
    },
  );

  app.post(
    `/${ID}/documentos`,
    ...ownRequest,
    documentsEditable,
    uploadBodyLimit(DOCUMENTS_BODY_LIMIT, messages.uploads.filesTooLarge),
    async (c) => {
      const marca = c.get('marca');
      const received = await readFiles(c, DOCUMENT_FIELDS, messages.uploads.unreadableForm);
      const kept = new Set((await listBrandDocuments(db, marca.id)).map((row) => row.kind));
      const sent = DOCUMENT_FIELDS.filter((field) => received[field]);
      // The first upload brings every document the brand's type needs; later ones may replace any of them.
      const required = requiredDocuments(marca.tipo);
      if (sent.length === 0 || required.some((field) => !received[field] && !kept.has(field))) {
        throw new ApiError(400, messages.uploads.allFilesRequired);
      }
      const checked = [];
      for (const field of sent) {
        const file = received[field]!;
        if (file.bytes.byteLength > MAX_UPLOAD_BYTES) throw new ApiError(413, messages.uploads.filesTooLarge);
        const type = detectFileType(file.bytes);
        if (
          !type ||
          !documentRules[field].accepts(type) ||
          (type.mime === 'application/pdf' && !isCompletePdf(file.bytes))
        ) {
          throw new ApiError(400, documentRules[field].refusal);
        }
        checked.push({ field, file, type, ...(await checkContent(file.bytes, type)) });
      }
      const incoming = checked.reduce((total, { file }) => total + file.bytes.byteLength, 0);
      await assertWithinQuota(db, config.uploadQuotaBytes, c.get('user').id, incoming, {
        marcaId: marca.id,
        kinds: sent,
      });
      const stored: NewDocument[] = [];
      try {
        for (const { field, file, type, dimensions } of checked) {
          const written = await storeFile(root, orderFolder('marca', marca.id), file.bytes, type.extension);
          stored.push({
            ...written,
            kind: field,
            originalName: displayFileName(file.name, `${field}.${type.extension}`),
            mimeType: type.mime,
            dimensions,
          });
        }
      } catch (error) {
        await Promise.all(stored.map((file) => removeStoredFile(root, file.storagePath, c.var.lines)));
        throw error;
      }
      await replaceBrandDocuments(db, root, marca.id, stored, c.var.lines, {
        userId: c.get('user').id,
        bytes: config.uploadQuotaBytes,
      });
      const arquivos: UploadedDocuments = {};
      for (const row of await listBrandDocuments(db, marca.id)) {
        if ((DOCUMENT_FIELDS as readonly string[]).includes(row.kind))
          arquivos[row.kind as DocumentField] = toUploadedFile(row);
      }
      return c.json({ mensagem: messages.uploads.filesUploaded, arquivos } satisfies DocumentsUploadAnswer);
    },
  );

  app.get(`/marcas/${ID}/arquivos/:tipo`, ...ownRequest, async (c) => {
    const marca = c.get('marca');
    const kind = c.req.param('tipo');
    const row = DOWNLOADABLE_KINDS.includes(kind)
      ? await findBrandDocument(db, marca.id, kind as DocumentKind)
      : undefined;
    if (!row) throw new ApiError(404, messages.uploads.documentNotFound);
    const file = await streamStoredFile(root, row.storagePath).catch((error: unknown) => {
      throw isFileMissing(error) ? new ApiError(404, messages.uploads.documentNotFound) : error;
    });
    const extension = row.storagePath.split('.').pop();
    return new Response(file.stream, {
      headers: attachmentHeaders(row.mimeType, `${kind}-${marca.id}.${extension}`, file.sizeBytes),
    });
  });

  return app;
}
