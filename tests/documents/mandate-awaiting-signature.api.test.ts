import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../src/server/admin/ensure-admin';
import { marcas, servicos } from '../../src/server/db/schema';
import { runSignatureReminders } from '../../src/server/requests/signature-reminders';
import { messages } from '../../src/shared/messages';
import { PNG } from '../support/documents/samples';
import { expectRefusal, logIn, waitForMail } from '../support/api/accounts';
import {
  completeAddress,
  download,
  paidCustomer,
  personOwner,
  upload,
  uploadBrandFiles,
} from '../support/api/brand-wizard';
import { paidServiceCustomer, submitForm } from '../support/api/services';
import { signedProcuracao } from '../support/api/signed-procuracao';
import { createTestApp, type TestApp } from '../support/api/test-app';

/**
 * A request sent (confirmed) without a recognised signature of every outorgante waits for it, visibly, instead of
 * reading "concluído": the customer can still send the signed procuração (and nothing else), the request then goes
 * on by itself, staff cannot file it before, and the customer is reminded after 3 and 7 days.
 */

const OWNER = { nome: 'MARIA DA SILVA SOUZA', cpf: '52998224725' };
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  await ensureAdmin(t.db, 'admin@marcas.test', 'senha-do-admin-1');
  adminToken = (await logIn(t, 'admin@marcas.test', 'senha-do-admin-1')).body.token;
}, 120_000);
afterAll(() => t.close(), 30_000);

const sendProcuracao = (path: string, bytes: Uint8Array, token: string) =>
  upload(t, path, { procuracao: { bytes, name: 'procuracao.pdf', type: 'application/pdf' } }, token);

/** A brand request with everything filled, its procuração as `procuracao` makes it from the download. */
async function brandReadyToConfirm(procuracao: (marcaId: number, token: string) => Promise<Uint8Array>) {
  const customer = await paidCustomer(t);
  const { token, marcaID } = customer;
  expect((await t.call('PATCH', '/api/profile/', { token, body: completeAddress })).status).toBe(200);
  const owners = await t.call('POST', `/api/marcas/${marcaID}/proprietarios`, {
    token,
    body: [personOwner(OWNER.cpf, { nome: OWNER.nome })],
  });
  expect(owners.status, JSON.stringify(owners.body)).toBe(200);
  expect((await sendProcuracao(`/api/${marcaID}/procuracao`, await procuracao(marcaID, token), token)).status).toBe(
    200,
  );
  const brand = await t.call('PUT', `/api/marcas/${marcaID}`, {
    token,
    body: { nome: 'Café Serra Azul', tipo: 'Mista', classeNice: 30, descricao: 'Café' },
  });
  expect(brand.status).toBe(200);
  await uploadBrandFiles(t, marcaID, token);
  return customer;
}

const signedByTheOwner = (marcaId: number, token: string) =>
  signedProcuracao(t, `/api/procuracao/${marcaId}`, token, { name: OWNER.nome, cpf: OWNER.cpf, style: 'gov.br' });

const brandListRow = async (token: string, marcaId: number) =>
  (await t.call('GET', '/api/marcas/', { token })).body.marcas.find((row: { id: number }) => row.id === marcaId);

const history = async (token: string, kind: 'marca' | 'servico', id: number) =>
  (await t.call('GET', `/api/${kind === 'marca' ? 'marcas' : 'servicos'}/${id}/historico`, { token })).body;

const queueIds = async (list: 'marcas' | 'servicos', filter = '') =>
  (await t.call('GET', `/api/admin/${list}?enviado=sim${filter}`, { token: adminToken })).body.itens.map(
    (row: { ID?: number; id?: number }) => row.ID ?? row.id,
  );

describe('a brand request confirmed with an unsigned procuração', () => {
  it('waits for the signature on the row, the history, the confirmation mail and the queue; nothing but the procuração can change', async () => {
    const { token, marcaID, holder } = await brandReadyToConfirm(
      async (id, token) => (await download(t, `/api/procuracao/${id}`, token)).bytes,
    );
    const confirmed = await t.call('POST', `/api/marcas/${marcaID}/confirmar`, { token });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);

    expect(await brandListRow(token, marcaID)).toMatchObject({
      concluido: true,
      aguardandoAssinatura: ['sem assinatura', `falta a assinatura de ${OWNER.nome}`],
    });
    const events = (await history(token, 'marca', marcaID)).eventos;
    expect(events).toContainEqual(
      expect.objectContaining({
        statusPara: 'Aguardando assinatura',
        mensagem: `Aguardando assinatura da procuração: sem assinatura; falta a assinatura de ${OWNER.nome}.`,
      }),
    );
    const [mail] = await waitForMail(t, holder.email);
    expect(mail).toContain('Falta assinar a procuração');
    expect(mail).toContain(`Falta a assinatura de ${OWNER.nome}`);
    expect(mail).not.toContain('protocola o pedido no INPI em até 15 dias úteis');

    expect(await queueIds('marcas', '&assinatura=pendente')).toContain(marcaID);
    const documents = await upload(t, `/api/${marcaID}/documentos`, { logo: { bytes: PNG, name: 'l.png' } }, token);
    expectRefusal(documents, 409, messages.wizard.alreadyConfirmed);
  });

  it('the signed procuração sent afterwards is kept, the request goes on by itself, and the customer hears it', async () => {
    const { token, marcaID, holder } = await brandReadyToConfirm(
      async (id, token) => (await download(t, `/api/procuracao/${id}`, token)).bytes,
    );
    expect((await t.call('POST', `/api/marcas/${marcaID}/confirmar`, { token })).status).toBe(200);
    await waitForMail(t, holder.email);

    const signed = await sendProcuracao(`/api/${marcaID}/procuracao`, await signedByTheOwner(marcaID, token), token);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.assinatura).toMatchObject({ situacao: 'assinada', pendencias: [] });

    const row = await brandListRow(token, marcaID);
    expect(row.aguardandoAssinatura).toBeUndefined();
    expect((await history(token, 'marca', marcaID)).eventos).toContainEqual(
      expect.objectContaining({ statusPara: 'Assinada', mensagem: messages.timeline.signatureReceived }),
    );
    const mails = await waitForMail(t, holder.email, 2);
    expect(mails.at(-1)).toContain('Procuração assinada recebida');
    expect(await queueIds('marcas', '&assinatura=pendente')).not.toContain(marcaID);
    expect(await queueIds('marcas')).toContain(marcaID);
    // Signed now: the procuração is closed again, like the rest of the request.
    expectRefusal(
      await sendProcuracao(`/api/${marcaID}/procuracao`, await signedByTheOwner(marcaID, token), token),
      409,
      messages.wizard.alreadyConfirmed,
    );
  });

  it('confirmed already signed by every outorgante: no waiting, the usual mail', async () => {
    const { token, marcaID, holder } = await brandReadyToConfirm(signedByTheOwner);
    expect((await t.call('POST', `/api/marcas/${marcaID}/confirmar`, { token })).status).toBe(200);
    expect((await brandListRow(token, marcaID)).aguardandoAssinatura).toBeUndefined();
    const [mail] = await waitForMail(t, holder.email);
    expect(mail).toContain('Dados recebidos');
    expect((await t.db.select().from(marcas).where(eq(marcas.id, marcaID)))[0].procuracaoAssinada).toBe(true);
  });

  it('is reminded 3 and 7 days after it was sent, each once, and not once signed', async () => {
    const { token, marcaID, holder } = await brandReadyToConfirm(
      async (id, token) => (await download(t, `/api/procuracao/${id}`, token)).bytes,
    );
    expect((await t.call('POST', `/api/marcas/${marcaID}/confirmar`, { token })).status).toBe(200);
    await waitForMail(t, holder.email);
    const [row] = await t.db.select().from(marcas).where(eq(marcas.id, marcaID));
    const sentAt = row.confirmadoEm!.getTime();
    const reminders = async (days: number) => {
      await runSignatureReminders(t, { now: new Date(sentAt + days * DAY + 60_000) });
      return (await history(token, 'marca', marcaID)).eventos.filter(
        (event: { statusPara: string | null }) => event.statusPara === 'Lembrete',
      ).length;
    };
    expect(await reminders(2)).toBe(0);
    expect(await reminders(3)).toBe(1);
    expect(await reminders(4)).toBe(1);
    expect(await reminders(7)).toBe(2);
    expect(await reminders(30)).toBe(2);
    const mails = await waitForMail(t, holder.email, 3);
    expect(mails.filter((mail) => mail.includes('Lembrete: falta assinar a procuração'))).toHaveLength(2);
  });
});

describe('an Oposição sent with a procuração nobody recognisably signed', () => {
  it('reads procuracao_assinada false and waits; staff cannot record the protocol nor conclude; the signed one opens both', async () => {
    const { token, servicoId, holder } = await paidServiceCustomer(t, 5);
    await submitForm(t, token, servicoId, 5);
    const unsigned = (await download(t, `/api/servicos/${servicoId}/procuracao`, token)).bytes;
    expect((await sendProcuracao(`/api/servicos/${servicoId}/procuracao`, unsigned, token)).status).toBe(200);
    expect((await t.call('POST', `/api/servicos/${servicoId}/confirmar`, { token })).status).toBe(200);

    const listed = (await t.call('GET', '/api/servicos/', { token })).body.servicos.find(
      (row: { id: number }) => row.id === servicoId,
    );
    expect(listed).toMatchObject({ procuracao_assinada: false, concluido: true });
    expect(listed.aguardandoAssinatura).toContain(`falta a assinatura de ${holder.fullName}`);
    expect(await queueIds('servicos', '&assinatura=pendente')).toContain(servicoId);

    const protocol = await t.call('PATCH', `/api/admin/servico/${servicoId}/update`, {
      token: adminToken,
      body: { num_protocolo: '912345678' },
    });
    expectRefusal(protocol, 409, messages.admin.protocolRefused([messages.admin.concludeBlockers.noSignature]));
    const conclude = await t.call('PATCH', `/api/admin/servico/${servicoId}/update`, {
      token: adminToken,
      body: { status: 'Concluído', mensagem: 'Oposição protocolada.' },
    });
    expect(conclude.status).toBe(409);
    expect(conclude.body.erro).toContain(messages.admin.concludeBlockers.noSignature);

    const signed = await signedProcuracao(t, `/api/servicos/${servicoId}/procuracao`, token, {
      name: holder.fullName.toUpperCase(),
      cpf: holder.cpf,
      style: 'gov.br',
    });
    const sent = await sendProcuracao(`/api/servicos/${servicoId}/procuracao`, signed, token);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect((await t.db.select().from(servicos).where(eq(servicos.id, servicoId)))[0].procuracaoAssinada).toBe(true);
    const after = await t.call('PATCH', `/api/admin/servico/${servicoId}/update`, {
      token: adminToken,
      body: { num_protocolo: '912345678' },
    });
    expect(after.status, JSON.stringify(after.body)).toBe(200);
  });
});
