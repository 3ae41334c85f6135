import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { serviceRowAction } from '../../machines/customer-rows/customer-rows';
import { eq } from 'drizzle-orm';
import { marcas, staffDownloads } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { orderReference } from '../../src/shared/order-reference';
import type { AdminBrandDetail, AdminDownloadRow, AdminPage, AdminServiceDetail } from '../../src/shared/schemas/admin';
import { expectNoSecrets, expectRefusal } from '../support/api/accounts';
import {
  filingChecklistDone,
  paidBrandWithFiles,
  paidService,
  signedByEveryOutorgante,
  useAdminTestApp,
} from '../support/api/admin';
import { download, paidCustomer } from '../support/api/brand-wizard';
import type { TestApp } from '../support/api/test-app';

let t: TestApp;
let admin: { email: string; token: string };
useAdminTestApp((app, staff) => ((t = app), (admin = staff)));

const brand = (id: number) => t.call<AdminBrandDetail>('GET', `/api/admin/marcas/${id}`, { token: admin.token });
const patchBrand = (id: number, body: unknown) =>
  t.call('PATCH', `/api/admin/marcas/${id}`, { token: admin.token, body });

function zipEntries(bytes: Uint8Array): Promise<Map<string, number>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(Buffer.from(bytes), { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, number>();
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.set(entry.fileName, entry.uncompressedSize);
        zip.readEntry();
      });
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    });
  });
}

describe('brand request in the back office', () => {
  it('shows internal data, holder, owners, brand data and documents, and no secrets', async () => {
    const customer = await paidBrandWithFiles(t, { fullName: 'Ana Beatriz Lima' });
    const answer = await brand(customer.marcaID);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      ID: customer.marcaID,
      Status: 'Pendente',
      Status_pagamento: 'Pago',
      plano: 'Essencial',
      processoInpi: null,
    });
    expect(answer.body.titular).toMatchObject({
      userID: customer.userID,
      fullName: 'Ana Beatriz Lima',
      Email: customer.holder.email,
    });
    expect(answer.body.documentos.map((file) => file.tipo).sort()).toEqual([
      'comprovanteRes',
      'docFoto',
      'logo',
      'procuracao',
    ]);
    expectNoSecrets(answer.body);
  });

  it('sets the status, keeps who/from/to in the history, and adds no row for the same status again', async () => {
    const customer = await paidBrandWithFiles(t);
    await signedByEveryOutorgante(t, customer.marcaID);
    await t.db.update(marcas).set({ confirmadoEm: new Date() }).where(eq(marcas.id, customer.marcaID));
    const answer = await patchBrand(customer.marcaID, { status: 'Iniciada' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.mensagem).toBe(messages.admin.statusUpdated);
    expect(answer.body.marca.Status).toBe('Iniciada');
    await filingChecklistDone(t, customer.marcaID);
    await patchBrand(customer.marcaID, { processoInpi: '927555111', protocolo: '850260555' });
    expect((await patchBrand(customer.marcaID, { status: 'Concluida' })).status).toBe(200);
    await patchBrand(customer.marcaID, { status: 'Concluida' });
    const history = (await brand(customer.marcaID)).body.historico.filter((row) => row.kind === 'status');
    expect(history.map(({ statusFrom, statusTo, autor }) => ({ statusFrom, statusTo, autor }))).toEqual([
      { statusFrom: 'Iniciada', statusTo: 'Concluida', autor: 'Administrador' },
      { statusFrom: 'Pendente', statusTo: 'Iniciada', autor: 'Administrador' },
    ]);
    const customerView = await t.call('GET', '/api/marcas/', { token: customer.token });
    expect(customerView.body.marcas.find((row: { id: number }) => row.id === customer.marcaID).status).toBe(
      'Concluida',
    );
  });

  it('refuses a status outside the list, naming the offered ones', async () => {
    const customer = await paidBrandWithFiles(t);
    expectRefusal(
      await patchBrand(customer.marcaID, { status: 'Concluído' }),
      400,
      messages.admin.statusInvalid(['Pendente', 'Iniciada', 'Devolvida', 'Concluida', 'Rejeitada']),
    );
    expectRefusal(await patchBrand(customer.marcaID, {}), 400, messages.admin.nothingToUpdate);
    expectRefusal(
      await patchBrand(customer.marcaID, { status: 'Iniciada', IsAdmin: true }),
      400,
      messages.admin.unknownField,
    );
    expect((await brand(customer.marcaID)).body.Status).toBe('Pendente');
  });

  it('records the 9-digit INPI process number (mask allowed) and the protocol, with a protocolo history row', async () => {
    const customer = await paidBrandWithFiles(t);
    expectRefusal(await patchBrand(customer.marcaID, { processoInpi: '12345' }), 400, messages.admin.processInvalid);
    expectRefusal(
      await patchBrand(customer.marcaID, { processoInpi: '1234567890' }),
      400,
      messages.admin.processInvalid,
    );
    expectRefusal(await patchBrand(customer.marcaID, { protocolo: '<script>' }), 400, messages.admin.protocolInvalid);
    await filingChecklistDone(t, customer.marcaID);
    await signedByEveryOutorgante(t, customer.marcaID);
    const answer = await patchBrand(customer.marcaID, { processoInpi: '927.123.456', protocolo: ' 850260123456 ' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.marca).toMatchObject({ processoInpi: '927123456', protocolo: '850260123456' });
    const [event] = (await brand(customer.marcaID)).body.historico.filter((row) => row.kind === 'protocolo');
    expect(event.message).toBe('Processo INPI nº 927123456, protocolo 850260123456');
  });

  it('downloads arquivos.zip with the four files under readable names, and records the download', async () => {
    const customer = await paidBrandWithFiles(t);
    const files = (await brand(customer.marcaID)).body.documentos;
    const answer = await download(t, `/api/admin/marcas/${customer.marcaID}/download`, admin.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="arquivos.zip"');
    const entries = await zipEntries(answer.bytes);
    expect([...entries.keys()]).toEqual([
      'logotipo.png',
      'comprovante_de_residencia.pdf',
      'documento_com_foto.jpg',
      'procuracao_assinada.pdf',
    ]);
    expect(entries.get('logotipo.png')).toBe(files.find((file) => file.tipo === 'logo')!.tamanho);

    const audit = await t.call<AdminPage<AdminDownloadRow>>('GET', '/api/admin/downloads', { token: admin.token });
    expect(audit.body.itens[0]).toMatchObject({
      tipo: 'marca',
      requisicao: customer.marcaID,
      autorEmail: admin.email,
      arquivos: [...entries.keys()],
    });
  });

  it('answers a request without files with a pt-BR 404 and records nothing', async () => {
    const before = (await t.db.select().from(staffDownloads)).length;
    expectRefusal(
      await t.call('GET', '/api/admin/marcas/999999/download', { token: admin.token }),
      404,
      messages.admin.brandNotFound,
    );
    const empty = await paidCustomer(t);
    expectRefusal(
      await t.call('GET', `/api/admin/marcas/${empty.marcaID}/download`, { token: admin.token }),
      404,
      messages.admin.noDocuments,
    );
    expect((await t.db.select().from(staffDownloads)).length).toBe(before);
  });
});

describe('service request in the back office', () => {
  const service = (id: number) =>
    t.call<{ data: AdminServiceDetail }>('GET', `/api/admin/servico/${id}`, { token: admin.token });
  const update = (id: number, body: unknown) =>
    t.call('PATCH', `/api/admin/servico/${id}/update`, { token: admin.token, body });

  it('shows id, protocol, brand name, segment and the service data', async () => {
    const { servicoId } = await paidService(
      t,
      5,
      { nome_marca: 'Maré Alta', segmento: 'Moda praia', tempo_usada: '2 anos' },
      { protocolo: '850111222', withPowerOfAttorney: true },
    );
    const answer = await service(servicoId);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: servicoId,
      num_protocolo: '850111222',
      servico: 'Oposição',
      nome_marca: 'Maré Alta',
      segmento: 'Moda praia',
      procuracao: 'enviada',
      dados_servico: { tempo_usada: '2 anos' },
    });
  });

  it('saves status and message together; the customer then sees "Ver detalhes" with that message', async () => {
    const customer = await paidService(
      t,
      5,
      { nome_marca: 'Maré Alta', segmento: 'Moda praia' },
      { withPowerOfAttorney: true },
    );
    const answer = await update(customer.servicoId, {
      status: 'Concluído',
      mensagem: '  Oposição protocolada sob o nº 123.  ',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      mensagem: messages.admin.statusUpdated,
      data: { status: 'Concluído', mensagem: 'Oposição protocolada sob o nº 123.' },
    });
    const mine = await t.call('GET', '/api/servicos/', { token: customer.token });
    const row = mine.body.servicos.find((item: { id: number }) => item.id === customer.servicoId);
    expect(row).toMatchObject({ status: 'Concluído', mensagem: 'Oposição protocolada sob o nº 123.' });
    expect(serviceRowAction(row)).toEqual({
      kind: 'details',
      label: 'Ver detalhes',
      mensagem: 'Oposição protocolada sob o nº 123.',
      // No INPI protocol yet: the service's own reference stands in.
      protocolo: orderReference('servico', customer.servicoId),
    });
    const [event] = (await service(customer.servicoId)).body.data.historico;
    expect(event).toMatchObject({
      kind: 'status',
      statusFrom: 'Pendente',
      statusTo: 'Concluído',
      message: 'Oposição protocolada sob o nº 123.',
      autor: 'Administrador',
    });
  });

  it('refuses a brand status or a missing status on a service', async () => {
    const { servicoId } = await paidService(t, 6, { nome_marca: 'Recorrida' });
    expectRefusal(
      await update(servicoId, { status: 'Concluida' }),
      400,
      messages.admin.statusInvalid(['Pendente', 'Análise', 'Devolvido', 'Concluído', 'Rejeitado']),
    );
    expectRefusal(await update(servicoId, { mensagem: 'sem status' }), 400);
    expectRefusal(
      await update(servicoId, { status: 'Análise', mensagem: 'x'.repeat(2001) }),
      400,
      messages.admin.messageTooLong,
    );
    expect((await service(servicoId)).body.data.historico).toEqual([]);
  });

  it('downloads the procuração as procuracao_{protocolo}.pdf and records it; none for Busca', async () => {
    const { servicoId } = await paidService(
      t,
      6,
      { nome_marca: 'Recorrida' },
      { protocolo: '850333444', withPowerOfAttorney: true },
    );
    const answer = await download(t, `/api/admin/servico/${servicoId}/procuracao`, admin.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="procuracao_850333444.pdf"');
    expect(Buffer.from(answer.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const audit = await t.call<AdminPage<AdminDownloadRow>>('GET', '/api/admin/downloads', { token: admin.token });
    expect(audit.body.itens[0]).toMatchObject({
      tipo: 'servico',
      requisicao: servicoId,
      arquivos: ['procuracao_850333444.pdf'],
    });

    const search = await paidService(t, 4, { nome_marca: 'Busca' });
    expect((await service(search.servicoId)).body.data.procuracao).toBe('nao-se-aplica');
    expectRefusal(
      await t.call('GET', `/api/admin/servico/${search.servicoId}/procuracao`, { token: admin.token }),
      404,
      messages.admin.searchHasNoPowerOfAttorney,
    );
    const unsigned = await paidService(t, 5, { nome_marca: 'Sem procuração' });
    expectRefusal(
      await t.call('GET', `/api/admin/servico/${unsigned.servicoId}/procuracao`, { token: admin.token }),
      404,
      messages.admin.powerOfAttorneyMissing,
    );
  });
});
