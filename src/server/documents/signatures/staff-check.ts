import type { Context } from 'hono';
import { messages } from '../../../shared/messages';
import { MAX_UPLOAD_BYTES, type SignatureCheckAnswer } from '../../../shared/schemas/brand-wizard';
import { ApiError } from '../../http/errors';
import { detectFileType } from '../file-types';
import { readFiles } from '../multipart';
import type { TrustStore } from './trust-store';
import { verifyPdf, type VerifiedSignature } from './verify-pdf';

/** Checked only when fresh lists covered every link of every recognised signature (and at least one was). */
function revocationOf(signatures: VerifiedSignature[]): string {
  const recognised = signatures.filter((signature) => signature.revogacao !== null);
  return recognised.length > 0 && recognised.every((signature) => signature.revogacao === 'verificada')
    ? messages.signature.revocationChecked
    : messages.signature.revocationUnchecked;
}

/**
 * POST /api/admin/assinaturas/verificar: a PDF that arrived by another channel (e-mail, WhatsApp), checked as
 * an upload would be, without a request to compare it with: who signed, on which chain, what changed. Also the
 * signed revision, the only part of the file to use, which staff may download.
 */
export async function staffSignatureCheck(
  c: Context,
  trust?: TrustStore,
): Promise<{ answer: SignatureCheckAnswer; signedBytes: Uint8Array }> {
  const { pdf } = await readFiles(c, ['pdf'], messages.signature.pdfRequired);
  if (!pdf) throw new ApiError(400, messages.signature.pdfRequired);
  if (pdf.bytes.byteLength > MAX_UPLOAD_BYTES) throw new ApiError(413, messages.uploads.fileTooLarge);
  if (detectFileType(pdf.bytes)?.mime !== 'application/pdf') throw new ApiError(400, messages.uploads.procuracaoNotPdf);
  const verification = await verifyPdf(pdf.bytes, { trust });
  const signedBytes = verification.fimAssinado === null ? pdf.bytes : pdf.bytes.subarray(0, verification.fimAssinado);
  const answer: SignatureCheckAnswer = {
    situacao: verification.situacao,
    rotulo: messages.signature.labels[verification.situacao],
    nivel: verification.nivel ? messages.signature.levels[verification.nivel] : null,
    proximoPasso: messages.signature.nextSteps[verification.situacao],
    signatarios: verification.signatarios
      .filter((signature) => signature.veredito !== 'invalida')
      .map(({ nome, cpf, cadeia, validoAte }) => ({ nome, cpf, cadeia, validoAte })),
    alteracoes: verification.alteracoes,
    assinaturasInvalidas: verification.signatarios.flatMap((signature, index) =>
      signature.motivo
        ? [messages.signature.invalidSignature(index + 1, messages.signature.reasons[signature.motivo], signature.nome)]
        : [],
    ),
    revogacao: revocationOf(verification.signatarios),
    acrescimoDescartado: verification.acrescimoDescartado,
  };
  return { answer, signedBytes };
}
