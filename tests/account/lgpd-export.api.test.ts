import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRequestEvent } from '../../src/server/requests/events';
import { messages } from '../../src/shared/messages';
import { PNG, unsignedPdf } from '../support/documents/samples';
import { expectRefusal } from '../support/api/accounts';
import { completeAddress, download, paidCustomer, personOwner, upload } from '../support/api/brand-wizard';
import { payer, payOk, paymentBody } from '../support/api/checkout';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close(), 30_000);

const owner = (nome: string, email: string, docNum: string) => personOwner(docNum, { nome, email });

/** A customer with something in every place we keep data: profile, owners, files, a payment, history. */
async function busyCustomer(label: string, cpfOfOwner: string) {
  const customer = await paidCustomer(t, { fullName: `Cliente ${label} da Silva` });
  const { token, marcaID } = customer;
  expect((await t.call('PATCH', '/api/profile/', { token, body: completeAddress })).status).toBe(200);
  const owners = await t.call('POST', `/api/marcas/${marcaID}/proprietarios`, {
    token,
    body: [owner(`Titular ${label}`, `titular.${label.toLowerCase()}@exemplo.com.br`, cpfOfOwner)],
  });
  expect(owners.status, JSON.stringify(owners.body)).toBe(200);
  const files = await upload(
    t,
    `/api/${marcaID}/documentos`,
    {
      logo: { bytes: PNG, name: `logo-${label}.png`, type: 'image/png' },
      comprovanteRes: { bytes: await unsignedPdf(), name: `conta-${label}.pdf`, type: 'application/pdf' },
      docFoto: { bytes: PNG, name: `rg-${label}.png`, type: 'image/png' },
    },
    token,
  );
  expect(files.status, JSON.stringify(files.body)).toBe(200);
  const service = await t.call('POST', '/api/servicos/', { token, body: { plano_id: 4 } });
  await payOk(
    t,
    token,
    paymentBody({ tipo: 'servico', id: service.body.marcaID }, 'pix', {
      payer: payer({ first_name: `Pagador${label}` }),
    }),
  );
  await recordRequestEvent(t.db, {
    requestKind: 'marca',
    requestId: marcaID,
    kind: 'status',
    statusFrom: 'Pendente',
    statusTo: 'Em análise',
    message: `Recebemos os documentos de ${label}`,
  });
  return { ...customer, serviceID: service.body.marcaID as number };
}

async function exportOf(token: string) {
  const answer = await download(t, '/api/conta/dados', token);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/zip');
  expect(answer.headers.get('content-disposition')).toMatch(
    /^attachment; filename="meus-dados-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  const entries = unzipSync(answer.bytes);
  return { entries, data: JSON.parse(strFromU8(entries['meus-dados.json'])) };
}

describe('GET /api/conta/dados ("Baixar meus dados")', () => {
  it('gives a zip with the profile, requests, owners, payments, history and the files sent', async () => {
    const ana = await busyCustomer('Ana', '52998224725');
    const { entries, data } = await exportOf(ana.token);

    expect(data.perfil).toMatchObject({
      userID: ana.userID,
      Email: ana.holder.email,
      fullName: 'Cliente Ana da Silva',
      Cidade: 'Maceió',
    });
    expect(data.marcas.map((row: { id: number }) => row.id)).toContain(ana.marcaID);
    const brand = data.marcas.find((row: { id: number }) => row.id === ana.marcaID);
    expect(brand.proprietarios).toEqual([
      expect.objectContaining({ nome: 'Titular Ana', email: 'titular.ana@exemplo.com.br', docNum: '52998224725' }),
    ]);
    expect(data.servicos.map((row: { id: number }) => row.id)).toContain(ana.serviceID);
    expect(data.pagamentos).toEqual([
      expect.objectContaining({
        orderKind: 'servico',
        orderId: ana.serviceID,
        method: 'pix',
        payerName: expect.stringContaining('PagadorAna'),
      }),
    ]);
    expect(data.historico).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ statusTo: 'Em análise', message: 'Recebemos os documentos de Ana' }),
      ]),
    );
    expect(data.arquivos.map((file: { nomeOriginal: string }) => file.nomeOriginal).sort()).toEqual([
      'conta-Ana.pdf',
      'logo-Ana.png',
      'rg-Ana.png',
    ]);

    // Each file listed is in the zip, byte for byte what was sent.
    for (const file of data.arquivos) {
      expect(entries[file.noZip], file.noZip).toBeDefined();
      expect(entries[file.noZip].byteLength).toBe(file.tamanho);
    }
    expect(
      Buffer.from(
        entries[data.arquivos.find((file: { nomeOriginal: string }) => file.nomeOriginal === 'logo-Ana.png').noZip],
      ).equals(Buffer.from(PNG)),
    ).toBe(true);
  });

  it('contains nothing of another customer', async () => {
    const ana = await busyCustomer('Bia', '11144477735');
    const other = await busyCustomer('Outro', '39053344705');
    const { entries } = await exportOf(ana.token);
    const everything = [strFromU8(entries['meus-dados.json']), ...Object.keys(entries)].join('\n');
    for (const trace of [
      other.holder.email,
      other.holder.cpf,
      'Cliente Outro',
      'Titular Outro',
      '39053344705',
      'PagadorOutro',
      'logo-Outro',
      `marca-${other.marcaID}/`,
      'Recebemos os documentos de Outro',
    ]) {
      expect(everything, trace).not.toContain(trace);
    }
    expect(
      Object.keys(entries)
        .filter((name) => name.startsWith('arquivos/'))
        .every((name) => name.startsWith(`arquivos/marca-${ana.marcaID}/`)),
    ).toBe(true);
  });

  it('keeps secrets out: no password hash, no boleto link token, no idempotency keys', async () => {
    const ana = await busyCustomer('Cid', '86288366757');
    const json = strFromU8((await exportOf(ana.token)).entries['meus-dados.json']);
    expect(json).not.toMatch(/\$argon2|passwordHash|password_hash|tokenVersion|boletoToken|idempotencyKey/);
  });

  it('refuses without a session', async () => {
    expectRefusal(await t.call('GET', '/api/conta/dados'), 401, messages.http.unauthenticated);
  });
});
