import { inject } from 'vitest';
import { signingHierarchies, signPdf, type SigningHierarchies } from '../documents/signed-pdfs';
import { readHierarchies } from '../documents/signatures/test-pki';

let hierarchies: SigningHierarchies | undefined;

/**
 * Signs `pdf` as `holder` with an ICP-Brasil-shaped certificate from the CAs the browser tests' server trusts
 * (global-setup.ts writes them to its SIGNATURE_TRUST_DIR): a procuração its outorgante signed.
 */
export function signedAs(holder: { name: string; cpf: string }, pdf: Uint8Array): Promise<Uint8Array> {
  hierarchies ??= signingHierarchies(readHierarchies(inject('e2e').trustDir));
  return signPdf({ ...holder, style: 'icp-brasil' }, { pdf, hierarchies });
}
