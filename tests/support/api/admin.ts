import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { ensureAdmin } from '../../../src/server/admin/ensure-admin';
import { brandFilingChecklists, brandOwners, documents, servicos } from '../../../src/server/db/schema';
import { expectedSigners } from '../../../src/server/documents/signatures/owner-signatures';
import { filesOf, orderFolder, storeFile } from '../../../src/server/documents/storage';
import { JPEG, PNG, signedPdf, unsignedPdf } from '../documents/samples';
import { logIn, signUp } from './accounts';
import { paidCustomer, upload } from './brand-wizard';
import { createTestApp, type TestApp } from './test-app';

let admins = 0;

/** A staff account and its token. */
export async function adminSession(t: TestApp) {
  admins += 1;
  const email = `equipe${admins}.${Date.now()}@marcas.test`;
  await ensureAdmin(t.db, email, 'senha-do-admin-1');
  const answer = await logIn(t, email, 'senha-do-admin-1');
  expect(answer.status).toBe(200);
  return { email, token: answer.body.token as string };
}

/**
 * A back-office test file's app and a staff session, opened before the file's tests and handed to `started`; the app
 * is closed after them.
 */
export function useAdminTestApp(
  started: (app: TestApp, admin: Awaited<ReturnType<typeof adminSession>>) => unknown,
): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    await started(app, await adminSession(app));
  }, 60_000);
  afterAll(() => app?.close(), 30_000);
}

/** A paid brand request with its four files sent through the customer's own upload calls. */
export async function paidBrandWithFiles(t: TestApp, overrides: Record<string, unknown> = {}) {
  const customer = await paidCustomer(t, overrides);
  const files = await upload(
    t,
    `/api/${customer.marcaID}/documentos`,
    {
      logo: { bytes: PNG, name: 'logo.png', type: 'image/png' },
      comprovanteRes: { bytes: await unsignedPdf('Conta de luz'), name: 'conta de luz.pdf', type: 'application/pdf' },
      docFoto: { bytes: JPEG, name: 'rg.jpeg', type: 'image/jpeg' },
    },
    customer.token,
  );
  expect(files.status, JSON.stringify(files.body)).toBe(200);
  const procuracao = await upload(
    t,
    `/api/${customer.marcaID}/procuracao`,
    { procuracao: { bytes: await signedPdf(), name: 'procuracao.pdf', type: 'application/pdf' } },
    customer.token,
  );
  expect(procuracao.status, JSON.stringify(procuracao.body)).toBe(200);
  return customer;
}

/**
 * A customer's service request, paid and sent (unless `submitted: false`), with its form data; for Oposição and Recurso the signed procuração is
 * stored the way the service flow stores it (a documents row with servico_id), which is built in parallel.
 */
export async function paidService(
  t: TestApp,
  planoId: 4 | 5 | 6,
  dados: Record<string, unknown>,
  options: { protocolo?: string; withPowerOfAttorney?: boolean; submitted?: boolean } = {},
) {
  const customer = await signUp(t, { planoID: planoId });
  const id = customer.marcaID;
  await t.db
    .update(servicos)
    .set({
      statusPagamento: 'Pago',
      dados,
      numProtocolo: options.protocolo ?? null,
      procuracaoAssinada: Boolean(options.withPowerOfAttorney),
      confirmadoEm: options.submitted === false ? null : new Date(),
    })
    .where(eq(servicos.id, id));
  if (options.withPowerOfAttorney) {
    const bytes = await unsignedPdf('Procuração do serviço');
    const stored = await storeFile(filesOf(t.deps), orderFolder('servico', id), bytes, 'pdf');
    await t.db.insert(documents).values({
      servicoId: id,
      kind: 'procuracao',
      originalName: 'procuracao.pdf',
      mimeType: 'application/pdf',
      ...stored,
    });
  }
  return { ...customer, servicoId: id };
}

/**
 * Marks a brand's procuração as the verifier would after every outorgante signed on an ICP-Brasil chain (storing
 * one first when the customer sent none).
 */
export async function signedByEveryOutorgante(t: TestApp, marcaId: number) {
  const owners = await t.db.select().from(brandOwners).where(eq(brandOwners.marcaId, marcaId));
  const signers = expectedSigners(owners).map((signer) => ({ ...signer, cadeia: 'ICP-Brasil' as const }));
  const verdict = { signatureStatus: 'assinada', signers };
  const updated = await t.db
    .update(documents)
    .set(verdict)
    .where(and(eq(documents.marcaId, marcaId), eq(documents.kind, 'procuracao')))
    .returning({ id: documents.id });
  if (updated.length > 0) return;
  const stored = await storeFile(
    filesOf(t.deps),
    orderFolder('marca', marcaId),
    await unsignedPdf('Procuração'),
    'pdf',
  );
  await t.db.insert(documents).values({
    marcaId,
    kind: 'procuracao',
    originalName: 'procuracao.pdf',
    mimeType: 'application/pdf',
    ...stored,
    ...verdict,
  });
}

/** The filing checklist ticked as staff would before recording the protocol (e-INPI accounts, GRU issued and paid). */
export async function filingChecklistDone(t: TestApp, marcaId: number) {
  await t.db
    .insert(brandFilingChecklists)
    .values({
      marcaId,
      contasEinpi: true,
      gruNumero: '29409172345678901',
      gruValorCentavos: 44_000,
      gruVencimento: '2026-12-30',
      gruPaga: true,
    })
    .onConflictDoNothing();
}
