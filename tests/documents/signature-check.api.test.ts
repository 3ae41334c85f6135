import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../src/server/admin/ensure-admin';
import { messages } from '../../src/shared/messages';
import { unsignedPdf } from '../support/documents/samples';
import { signPdf, tamperSignedBytes } from '../support/documents/signed-pdfs';
import { expectRefusal, logIn, signUp } from '../support/api/accounts';
import { upload } from '../support/api/brand-wizard';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  await ensureAdmin(t.db, 'admin@marcas.test', 'senha-do-admin-1');
  adminToken = (await logIn(t, 'admin@marcas.test', 'senha-do-admin-1')).body.token;
}, 120_000);
afterAll(() => t.close());

const check = (bytes: Uint8Array, token?: string) =>
  upload(
    t,
    '/api/admin/assinaturas/verificar',
    { pdf: { bytes, name: 'recebido.pdf', type: 'application/pdf' } },
    token,
  );

describe('POST /api/admin/assinaturas/verificar', () => {
  it('answers staff the state, the level, each signer with chain and validity, and the revocation caveat', async () => {
    const answer = await check(
      await signPdf({ name: 'JOAO PEREIRA LIMA', cpf: '11144477735', style: 'gov.br' }),
      adminToken,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      situacao: 'assinada',
      rotulo: 'assinada',
      nivel: 'assinatura eletrônica avançada (gov.br)',
      proximoPasso: messages.signature.nextSteps.assinada,
      signatarios: [{ nome: 'JOAO PEREIRA LIMA', cpf: '11144477735', cadeia: 'gov.br', validoAte: expect.any(String) }],
      alteracoes: [],
      assinaturasInvalidas: [],
      revogacao: 'revogação não verificada',
      acrescimoDescartado: false,
    });
  }, 60_000);

  it('a self-signed signer is "assinatura não reconhecida" with no chain; a broken one names nobody', async () => {
    const selfSigned = await check(
      await signPdf({ name: 'JOAO DA SILVA:12345678909', cpf: '', style: 'plain' }),
      adminToken,
    );
    expect(selfSigned.body).toMatchObject({
      situacao: 'nao_reconhecida',
      rotulo: 'assinatura não reconhecida',
      signatarios: [{ cadeia: null }],
    });
    const broken = await check(
      tamperSignedBytes(await signPdf({ name: 'MARIA', cpf: '52998224725', style: 'icp-brasil' })),
      adminToken,
    );
    expect(broken.body).toMatchObject({
      situacao: 'invalida',
      signatarios: [],
      assinaturasInvalidas: [
        'assinatura 1: o resumo assinado não confere com o conteúdo: o documento foi alterado ou a assinatura é de outro',
      ],
    });
    expect((await check(await unsignedPdf(), adminToken)).body.situacao).toBe('sem_assinatura');
  }, 60_000);

  it('is for staff only, and wants a PDF in the field "pdf"', async () => {
    const customer = await signUp(t);
    expectRefusal(await check(await unsignedPdf(), customer.token), 403);
    expectRefusal(await check(await unsignedPdf()), 401);
    const wrongField = await upload(
      t,
      '/api/admin/assinaturas/verificar',
      { arquivo: { bytes: await unsignedPdf(), name: 'a.pdf', type: 'application/pdf' } },
      adminToken,
    );
    expectRefusal(wrongField, 400, messages.signature.pdfRequired);
    const notPdf = await check(Uint8Array.from(Buffer.from('não é um PDF')), adminToken);
    expectRefusal(notPdf, 400, messages.uploads.procuracaoNotPdf);
  }, 60_000);
});
