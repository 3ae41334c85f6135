import { signPdf, TEST_SIGNER, type TestSigner } from '../documents/signed-pdfs';
import { download } from './brand-wizard';
import type { TestApp } from './test-app';

/**
 * The request's own procuração, as its download gives it (`/api/procuracao/{id}` for a brand request,
 * `/api/servicos/{id}/procuracao` for a service), signed by `signer` with the test hierarchies: what a customer
 * who signs what they downloaded sends back.
 */
export async function signedProcuracao(
  t: TestApp,
  downloadPath: string,
  token: string,
  signer: TestSigner = TEST_SIGNER,
  options: { withoutSigType?: boolean } = {},
): Promise<Uint8Array> {
  const generated = await download(t, downloadPath, token);
  if (generated.status !== 200) throw new Error(`procuração não baixada: ${generated.status}`);
  return signPdf(signer, { ...options, pdf: generated.bytes });
}
