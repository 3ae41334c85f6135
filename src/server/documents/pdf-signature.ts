import type { SignatureChain, SignatureStatus, Signer } from '../../shared/schemas/brand-wizard';
import { verifyPdf, type VerifyOptions } from './signatures/verify-pdf';

/**
 * Which verifier judged a stored upload. Raised whenever a change could judge an upload differently (a new check,
 * a corrected one, other anchors); after the upgrade, the re-verify job judges again every procuração an older
 * version judged (signatures/reverify-stored.ts). 1: chains and integrity; 2: the request's reference; 3: the
 * text drawn on the signed revision.
 */
export const VERIFIER_VERSION = 3;

export interface SignatureCheck {
  status: SignatureStatus;
  /** Who signed, in the order the signatures were added, with the chain each reaches. */
  signers: Signer[];
  /** For "assinada": the lowest level among the signatures. */
  level: SignatureChain | null;
  /** What changed after a signature that PAdES does not allow, for staff. */
  changes: string[];
}

/**
 * A PDF's signatures as the product judges them (signatures/verify-pdf.ts): "assinada" only when every
 * signature is intact, reaches a shipped gov.br or ICP-Brasil anchor and was valid at the upload, and nothing
 * but what PAdES allows was added after it. A broken signature names no one: its certificate proves nothing.
 */
export async function verifyPdfSignatures(bytes: Uint8Array, options: VerifyOptions = {}): Promise<SignatureCheck> {
  const verification = await verifyPdf(bytes, options);
  return {
    status: verification.situacao,
    level: verification.nivel,
    changes: verification.alteracoes,
    signers: verification.signatarios
      .filter((signature) => signature.veredito !== 'invalida')
      .map(({ nome, cpf, cadeia, validoAte }) => ({ nome, cpf, cadeia, validoAte })),
  };
}
