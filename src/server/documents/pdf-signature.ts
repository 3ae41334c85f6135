import type { SignatureChain, SignatureStatus, Signer } from '../../shared/schemas/brand-wizard';
import { verifyPdf, type VerifyOptions } from './signatures/verify-pdf';

/**
 * Which verifier judged a stored upload. Raised whenever a change could judge an upload differently (a new check,
 * a corrected one, other anchors); after the upgrade, the re-verify job judges again every procuração an older
 * version judged (signatures/reverify-stored.ts). 1: chains and integrity; 2: the request's reference; 3: the
 * text drawn on the signed revision; 4: the signed revision kept, what it shows read by PDF.js.
 */
export const VERIFIER_VERSION = 4;

export interface SignatureCheck {
  status: SignatureStatus;
  /** Who signed, in the order the signatures were added, with the chain each reaches. */
  signers: Signer[];
  /** For "assinada": the lowest level among the signatures. */
  level: SignatureChain | null;
  /** Why it is "alterada", for staff. */
  changes: string[];
  /** What is kept: the signed revision (the whole file when nothing is signed). */
  signedBytes: Uint8Array;
  /** Whether the file as sent went on after the signed revision: those bytes are not kept. */
  laterBytesDropped: boolean;
}

/**
 * A PDF's signatures as the product judges them (signatures/verify-pdf.ts): "assinada" only when every
 * signature is intact, reaches a shipped gov.br or ICP-Brasil anchor and was valid at the upload, and every
 * signed revision and the file as sent show what was signed. A broken signature names no one: its certificate
 * proves nothing. What is kept is the signed revision, never what was appended after it.
 */
export async function verifyPdfSignatures(bytes: Uint8Array, options: VerifyOptions = {}): Promise<SignatureCheck> {
  const verification = await verifyPdf(bytes, options);
  return {
    status: verification.situacao,
    level: verification.nivel,
    changes: verification.alteracoes,
    signedBytes: verification.fimAssinado === null ? bytes : bytes.subarray(0, verification.fimAssinado),
    laterBytesDropped: verification.acrescimoDescartado,
    signers: verification.signatarios
      .filter((signature) => signature.veredito !== 'invalida')
      .map(({ nome, cpf, cadeia, validoAte }) => ({ nome, cpf, cadeia, validoAte })),
  };
}
