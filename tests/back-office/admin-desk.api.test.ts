import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../../src/server/admin/paging';
import { marcas, servicos, users } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import type {
  AdminBrandDetail,
  AdminBrandRow,
  AdminPage,
  AdminServiceRow,
  BulkResult,
} from '../../src/shared/schemas/admin';
import { addBusinessDays, shiftDate } from '../../src/shared/time/business-days';
import { todayInBrazil } from '../../src/shared/time/brasilia';
import { PNG, unsignedPdf } from '../support/documents/samples';
import { expectRefusal, signUp } from '../support/api/accounts';
import { adminSession, paidService, useAdminTestApp } from '../support/api/admin';
import { download, paidCustomer, personOwner, upload } from '../support/api/brand-wizard';
import { generateCpf } from '../support/api/people';
import type { TestApp } from '../support/api/test-app';

let t: TestApp;
let admin: { email: string; token: string };
let adminId: number;
useAdminTestApp(async (app, staff) => {
  t = app;
  admin = staff;
  adminId = (await t.db.select().from(users).where(eq(users.email, admin.email)))[0]!.id;
});

const get = <T>(path: string) => t.call<T>('GET', path, { token: admin.token });
const brands = (query: string) => get<AdminPage<AdminBrandRow>>(`/api/admin/marcas?${query}`);
const services = (query: string) => get<AdminPage<AdminServiceRow>>(`/api/admin/servicos?${query}`);
const ids = (page: { body: AdminPage<{ ID?: number; id?: number }> }) => page.body.itens.map((row) => row.ID ?? row.id);

/** A paid brand request named `nome`, sent `daysAgo` calendar days ago (or never). */
async function brandNamed(nome: string, sentOn: string | null, extra: Partial<typeof marcas.$inferInsert> = {}) {
  const customer = await paidCustomer(t);
  await t.db
    .update(marcas)
    .set({ nome, confirmadoEm: sentOn ? new Date(`${sentOn}T12:00:00-03:00`) : null, ...extra })
    .where(eq(marcas.id, customer.marcaID));
  return customer;
}

const today = todayInBrazil();

describe('the work queue', () => {
  it('filters by sent, status, payment and overdue, oldest submission first, with "dias úteis" against the promise', async () => {
    const late = await brandNamed('Fila Atrasada', shiftDate(today, -40));
    const recent = await brandNamed('Fila Recente', today);
    const middle = await brandNamed('Fila Meio', shiftDate(today, -3));
    const unsent = await brandNamed('Fila Rascunho', null);
    const doneLate = await brandNamed('Fila Feita', shiftDate(today, -40), { status: 'Concluida' });

    const queue = await brands('busca=fila&enviado=sim');
    expect(queue.status, JSON.stringify(queue.body)).toBe(200);
    expect(ids(queue)).toEqual([late.marcaID, doneLate.marcaID, middle.marcaID, recent.marcaID]);
    expect(queue.body.total).toBe(4);
    const all = await brands('busca=fila&enviado=sim&porPagina=20');
    expect(ids(all)).toEqual(ids(queue));
    const first = all.body.itens[0]!;
    expect(first.atrasado).toBe(true);
    expect(first.diasUteis).toBeGreaterThan(15);
    expect(first.enviadoEm).toBe(new Date(`${shiftDate(today, -40)}T12:00:00-03:00`).toISOString());
    expect(all.body.itens.find((row) => row.ID === recent.marcaID)).toMatchObject({ diasUteis: 0, atrasado: false });
    // Concluded is not overdue, however old.
    expect(all.body.itens.find((row) => row.ID === doneLate.marcaID)!.atrasado).toBe(false);

    expect(ids(await brands('busca=fila&enviado=nao'))).toEqual([unsent.marcaID]);
    expect(ids(await brands('busca=fila&atrasado=1'))).toEqual([late.marcaID]);
    expect(ids(await brands('busca=fila&status=Concluida'))).toEqual([doneLate.marcaID]);
    expect(ids(await brands('busca=fila&pagamento=Pago&enviado=sim&ordem=enviado&direcao=desc&porPagina=20'))).toEqual([
      recent.marcaID,
      middle.marcaID,
      doneLate.marcaID,
      late.marcaID,
    ]);
    // The spec's default list is unchanged: newest first, 5 a page.
    const plain = await brands('busca=fila');
    expect(plain.body.porPagina).toBe(5);
    expect(ids(plain)[0]).toBe(doneLate.marcaID);
  });

  it('counts overdue against 15 business days: a request sent exactly 15 business days ago is due today, not late', async () => {
    // The latest start date whose promise ended before today is late; one business day later is not.
    let start = shiftDate(today, -30);
    while (addBusinessDays(shiftDate(start, 1), 15) < today) start = shiftDate(start, 1);
    const late = await brandNamed('Prazo Vencido', start);
    const onTime = await brandNamed('Prazo Hoje', shiftDate(start, 1));
    const answer = await brands('busca=prazo&porPagina=20&enviado=sim');
    expect(answer.body.itens.find((row) => row.ID === late.marcaID)!.atrasado).toBe(true);
    expect(answer.body.itens.find((row) => row.ID === onTime.marcaID)!.atrasado).toBe(false);
    expect(ids(await brands('busca=prazo&atrasado=1'))).toEqual([late.marcaID]);
  });

  it('offers 20 and 50 rows a page besides the default, and refuses other sizes and filters in pt-BR', async () => {
    expect((await brands('porPagina=20')).body.porPagina).toBe(20);
    expect((await services('porPagina=50')).body.porPagina).toBe(50);
    expect((await services('')).body.porPagina).toBe(4);
    expectRefusal(await brands('porPagina=1000'), 400, messages.admin.pageSizeInvalid);
    expectRefusal(await brands('enviado=talvez'), 400, messages.admin.filterInvalid);
    expectRefusal(await brands('atrasado=2'), 400, messages.admin.filterInvalid);
    expectRefusal(await brands('status=Concluído'), 400);
    expectRefusal(await brands('responsavel=alguem'), 400, messages.admin.filterInvalid);
  });

  it('filters services the same way', async () => {
    const sent = await paidService(t, 4, { nome_marca: 'Servico Fila' });
    const unsent = await paidService(t, 4, { nome_marca: 'Servico Fila' }, { submitted: false });
    await t.db
      .update(servicos)
      .set({ confirmadoEm: new Date(`${shiftDate(today, -40)}T12:00:00-03:00`) })
      .where(eq(servicos.id, sent.servicoId));
    expect(ids(await services('busca=servico%20fila&enviado=sim'))).toEqual([sent.servicoId]);
    expect(ids(await services('busca=servico%20fila&enviado=nao'))).toEqual([unsent.servicoId]);
    expect(ids(await services('busca=servico%20fila&atrasado=1'))).toEqual([sent.servicoId]);
    expect(ids(await services('busca=servico%20fila&status=Análise'))).toEqual([]);
    const unpaid = await paidService(t, 4, { nome_marca: 'Servico Fila' });
    await t.db.update(servicos).set({ statusPagamento: 'Pendente' }).where(eq(servicos.id, unpaid.servicoId));
    expect(ids(await services('busca=servico%20fila&pagamento=Pendente'))).toEqual([unpaid.servicoId]);
    expect(
      (
        await t.call('POST', `/api/admin/servicos/${sent.servicoId}/responsavel`, {
          token: admin.token,
          body: { responsavel: adminId },
        })
      ).status,
    ).toBe(200);
    expect(ids(await services('busca=servico%20fila&responsavel=eu'))).toEqual([sent.servicoId]);
    expect(ids(await services('busca=servico%20fila&responsavel=ninguem&porPagina=20')).sort()).toEqual(
      [unsent.servicoId, unpaid.servicoId].sort(),
    );
  });

  it('reads the count right on the last page past the counting cap', () => {
    // 1,000 matches counted, more exist: page 201 (5 a page) holds the last 3 of 1,003.
    const last = pageOf([1, 2, 3], { total: 1000, exact: false }, 201, 5);
    expect(last).toMatchObject({ total: 1003, totalExato: true, totalPaginas: 201 });
    expect(messages.admin.resultCount(last.total, last.totalExato)).toBe('1.003 resultados');
    const middle = pageOf([1, 2, 3, 4, 5], { total: 1000, exact: false }, 3, 5);
    expect(middle).toMatchObject({ total: 1000, totalExato: false });
  });
});

describe('assignment and "meus pedidos"', () => {
  it('assigns a request to a staff member, lists it under responsavel=eu, and refuses a customer as assignee', async () => {
    const mine = await brandNamed('Atribuida Minha', today);
    const nobody = await brandNamed('Atribuida Ninguem', today);
    const customer = await signUp(t);
    expectRefusal(
      await t.call('POST', `/api/admin/marcas/${mine.marcaID}/responsavel`, {
        token: admin.token,
        body: { responsavel: customer.userID },
      }),
      400,
      messages.admin.assigneeInvalid,
    );
    const answer = await t.call('POST', `/api/admin/marcas/${mine.marcaID}/responsavel`, {
      token: admin.token,
      body: { responsavel: adminId },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(ids(await brands('busca=atribuida&responsavel=eu'))).toEqual([mine.marcaID]);
    expect(ids(await brands(`busca=atribuida&responsavel=${adminId}`))).toEqual([mine.marcaID]);
    expect(ids(await brands('busca=atribuida&responsavel=ninguem'))).toEqual([nobody.marcaID]);
    const other = await adminSession(t);
    const theirs = await t.call<AdminPage<AdminBrandRow>>('GET', '/api/admin/marcas?busca=atribuida&responsavel=eu', {
      token: other.token,
    });
    expect(theirs.body.itens).toEqual([]);
    const detail = await get<AdminBrandDetail>(`/api/admin/marcas/${mine.marcaID}`);
    expect(detail.body.responsavel).toEqual({ id: adminId, nome: 'Administrador' });
  });
});

describe('internal notes', () => {
  it('shows notes to staff with author and time, and never to the customer', async () => {
    const customer = await brandNamed('Com Nota', today);
    const texto = 'Cliente pediu para ligar depois das 14h; CNPJ confere.';
    expectRefusal(
      await t.call('POST', `/api/admin/marcas/${customer.marcaID}/notas`, {
        token: admin.token,
        body: { texto: '  ' },
      }),
      400,
      messages.admin.noteRequired,
    );
    expectRefusal(
      await t.call('POST', '/api/admin/marcas/999999/notas', { token: admin.token, body: { texto } }),
      404,
      messages.admin.brandNotFound,
    );
    const added = await t.call('POST', `/api/admin/marcas/${customer.marcaID}/notas`, {
      token: admin.token,
      body: { texto },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.mensagem).toBe(messages.admin.noteAdded);
    const detail = await get<AdminBrandDetail>(`/api/admin/marcas/${customer.marcaID}`);
    expect(detail.body.notas).toEqual([
      { id: expect.any(Number), texto, autor: 'Administrador', criadoEm: expect.any(String) },
    ]);
    // Nothing the customer can read carries it: their lists, the request, its history, e-mails.
    for (const path of [
      '/api/marcas/',
      `/api/marcas/${customer.marcaID}/historico`,
      `/api/marcas/${customer.marcaID}/assistente`,
      // The LGPD self-service export leaves notes out (docs/back-office.md says why).
      '/api/conta/dados',
    ]) {
      const answer = await t.call('GET', path, { token: customer.token });
      expect(answer.status, path).toBe(200);
      expect(JSON.stringify(answer.body), path).not.toContain('ligar depois');
    }
    await t.deliverMail();
    expect(t.outbox().some((mail) => mail.includes('ligar depois'))).toBe(false);
    // Customers cannot write them either.
    const refused = await t.call('POST', `/api/admin/marcas/${customer.marcaID}/notas`, {
      token: customer.token,
      body: { texto },
    });
    expect(refused.status).toBe(403);
  });

  it('takes notes on services too', async () => {
    const service = await paidService(t, 5, { nome_marca: 'Servico Nota' });
    const added = await t.call('POST', `/api/admin/servicos/${service.servicoId}/notas`, {
      token: admin.token,
      body: { texto: 'Aguardando a procuração assinada.' },
    });
    expect(added.status).toBe(201);
    const detail = await get<{ data: { notas: { texto: string }[] } }>(`/api/admin/servico/${service.servicoId}`);
    expect(detail.body.data.notas.map((note) => note.texto)).toEqual(['Aguardando a procuração assinada.']);
  });
});

describe('bulk status changes', () => {
  it('answers one result per row; a refused row does not stop the others', async () => {
    const sent = await paidService(t, 4, { nome_marca: 'Lote A' });
    const unsent = await paidService(t, 4, { nome_marca: 'Lote B' }, { submitted: false });
    const answer = await t.call<{ resultados: BulkResult[] }>('POST', '/api/admin/servicos/status', {
      token: admin.token,
      body: { ids: [sent.servicoId, unsent.servicoId, 999999], status: 'Concluído', mensagem: 'Parecer entregue.' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.resultados).toEqual([
      { id: sent.servicoId, ok: true, codigo: 200, status: 'Concluído' },
      {
        id: unsent.servicoId,
        ok: false,
        codigo: 409,
        erro: messages.admin.concludeRefused([messages.admin.concludeBlockers.notSubmitted]),
      },
      { id: 999999, ok: false, codigo: 404, erro: messages.admin.serviceNotFound },
    ]);
    const rejected = await t.call<{ resultados: BulkResult[] }>('POST', '/api/admin/marcas/status', {
      token: admin.token,
      body: { ids: [(await brandNamed('Lote C', today)).marcaID], status: 'Rejeitada' },
    });
    expect(rejected.body.resultados[0]).toMatchObject({
      ok: false,
      codigo: 400,
      erro: messages.admin.rejectionReasonRequired,
    });
    expectRefusal(
      await t.call('POST', '/api/admin/marcas/status', { token: admin.token, body: { ids: [], status: 'Iniciada' } }),
      400,
      messages.admin.bulkIdsInvalid,
    );
  });
});

describe('CSV exports', () => {
  it('exports the filtered list with a BOM, ";" and formula cells neutralised, and audits it', async () => {
    await brandNamed('=HYPERLINK("http://mal.example";"clique")', today);
    await brandNamed('+Soma; Marca', today);
    await brandNamed('-Menos', today);
    await brandNamed('@Arroba', today);
    await brandNamed('\tTab', today);
    await brandNamed('\rRetorno', today);
    const answer = await download(t, '/api/admin/marcas.csv?enviado=sim&busca=hyperlink', admin.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="marcas.csv"');
    expect([...answer.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = Buffer.from(answer.bytes).toString('utf8').slice(1);
    const [header, row, ...rest] = text.split('\r\n');
    expect(header).toBe(
      'ID;Marca;Classes;Plano;Status;Pagamento;Protocolo;Processo INPI;Titular;CPF/CNPJ;Enviado em;Dias úteis;Atrasado;Responsável',
    );
    expect(rest).toEqual(['']);
    expect(row!.split(';')[1]).toBe(`"'=HYPERLINK(""http://mal.example""`);
    expect(row).toContain(`;"'=HYPERLINK(""http://mal.example"";""clique"")";;Essencial;Pendente;Pago;;;`);
    expect(row).toContain(`;${today.split('-').reverse().join('/')};0;não;`);

    const all = Buffer.from(
      (await download(t, '/api/admin/marcas.csv?busca=marca%20soma', admin.token)).bytes,
    ).toString();
    expect(all).toContain(`;"'+Soma; Marca";`);
    for (const [busca, cell] of [
      ['menos', "'-Menos"],
      ['arroba', "'@Arroba"],
      ['tab', "'\tTab"],
      ['retorno', `"'\rRetorno"`],
    ]) {
      const csv = Buffer.from(
        (await download(t, `/api/admin/marcas.csv?busca=${busca}`, admin.token)).bytes,
      ).toString();
      expect(csv, busca).toContain(`;${cell};`);
    }

    const audit =
      await get<AdminPage<{ tipo: string; arquivos: string[]; autorEmail: string }>>('/api/admin/downloads');
    expect(
      audit.body.itens.find(
        (row) => row.arquivos.includes('marcas.csv') && row.arquivos.includes('filtros: busca=hyperlink, enviado=sim'),
      ),
    ).toMatchObject({
      tipo: 'exportacao',
      autorEmail: admin.email,
    });
  });

  it('exports services and users; staff accounts are left out of users by default', async () => {
    const service = await paidService(t, 6, { nome_marca: 'Exportada' });
    const services = Buffer.from(
      (await download(t, '/api/admin/servicos.csv?busca=exportada', admin.token)).bytes,
    ).toString();
    expect(services).toContain(`${service.servicoId};Recurso;Exportada;Pendente;Pago;`);
    const people = Buffer.from((await download(t, '/api/admin/usuarios.csv', admin.token)).bytes).toString();
    expect(people).not.toContain(admin.email);
    expect(people).toContain(service.holder.email);
    // The CPF with its dots and dash, so a spreadsheet keeps it as text, leading zeros included.
    const cpf = service.holder.cpf;
    const shown = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    expect(services).toContain(`;${shown};`);
    expect(people).toContain(`;${shown};`);
    const withStaff = Buffer.from(
      (await download(t, '/api/admin/usuarios.csv?equipe=sim', admin.token)).bytes,
    ).toString();
    expect(withStaff).toContain(admin.email);
    const list = await get<AdminPage<{ Email: string }>>(`/api/admin/users?busca=${encodeURIComponent(admin.email)}`);
    expect(list.body.itens).toEqual([]);
    const staffList = await get<AdminPage<{ Email: string }>>(
      `/api/admin/users?equipe=sim&busca=${encodeURIComponent(admin.email)}`,
    );
    expect(staffList.body.itens.map((row) => row.Email)).toEqual([admin.email]);

    // Each export is in the downloads audit, with its file and filters.
    const audit = await get<AdminPage<{ tipo: string; arquivos: string[] }>>('/api/admin/downloads');
    const exported = audit.body.itens.filter((row) => row.tipo === 'exportacao').map((row) => row.arquivos.join(' | '));
    expect(exported).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/servicos\.csv.*filtros: busca=exportada/),
        expect.stringMatching(/usuarios\.csv.*filtros: equipe=sim/),
        expect.stringMatching(/usuarios\.csv/),
      ]),
    );
  });
});

describe('search over what staff type', () => {
  it('finds a brand by área de atuação, descrição, tipo, city and co-owner, and a service by its INPI number', async () => {
    // Not sent yet: the customer can still name the co-owners.
    const customer = await brandNamed('Busca Ampla', null, {
      areaAtuacao: 'Torrefação artesanal',
      descricao: 'Cafés especiais do cerrado mineiro',
      tipo: 'Mista',
    });
    await t.db.update(users).set({ cidade: 'Arapiraca' }).where(eq(users.id, customer.userID));
    const owners = await t.call('POST', `/api/marcas/${customer.marcaID}/proprietarios`, {
      token: customer.token,
      body: [personOwner(generateCpf()), personOwner(generateCpf(), { nome: 'Heloísa Quintanilha' })],
    });
    expect(owners.status, JSON.stringify(owners.body)).toBe(200);
    for (const busca of ['torrefacao', 'cerrado mineiro', 'mista busca', 'arapiraca', 'heloisa quintanilha']) {
      expect(ids(await brands(`busca=${encodeURIComponent(busca)}`)), busca).toContain(customer.marcaID);
    }
    const service = await paidService(t, 5, { nome_marca: 'Numero Inpi', numero_proc_inpi: '918.765.432' });
    expect(ids(await services('busca=918.765.432'))).toEqual([service.servicoId]);
    expect(ids(await services('busca=918765432'))).toEqual([service.servicoId]);
  });
});

describe("the Busca's parecer", () => {
  it('is uploaded by staff as a PDF and downloaded only by its owner', async () => {
    const search = await paidService(t, 4, { nome_marca: 'Com Parecer' });
    const pdf = await unsignedPdf('Parecer de anterioridade');
    const path = `/api/admin/servico/${search.servicoId}/parecer`;
    expectRefusal(
      await upload(t, path, { parecer: { bytes: new TextEncoder().encode('não é pdf'), name: 'p.txt' } }, admin.token),
      400,
      messages.admin.parecerNotPdf,
    );
    // An image, even named and typed as a PDF: the content decides.
    for (const parecer of [
      { bytes: new Uint8Array(PNG), name: 'parecer.png', type: 'image/png' },
      { bytes: new Uint8Array(PNG), name: 'parecer.pdf', type: 'application/pdf' },
    ])
      expectRefusal(await upload(t, path, { parecer }, admin.token), 400, messages.admin.parecerNotPdf);
    expectRefusal(
      (await download(t, `/api/servicos/${search.servicoId}/parecer`, search.token).then((a) => ({
        status: a.status,
        body: a.json(),
        headers: a.headers,
      }))) as never,
      404,
      messages.admin.parecerMissing,
    );
    const sent = await upload(
      t,
      path,
      { parecer: { bytes: pdf, name: 'parecer.pdf', type: 'application/pdf' } },
      admin.token,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data.parecer).toBe(true);

    const mine = await download(t, `/api/servicos/${search.servicoId}/parecer`, search.token);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.bytes.byteLength).toBe(pdf.byteLength);
    const stranger = await paidService(t, 4, { nome_marca: 'Outro' });
    expect((await download(t, `/api/servicos/${search.servicoId}/parecer`, stranger.token)).status).toBe(404);

    const opposition = await paidService(t, 5, { nome_marca: 'Oposicao' });
    expectRefusal(
      await upload(
        t,
        `/api/admin/servico/${opposition.servicoId}/parecer`,
        { parecer: { bytes: pdf, name: 'p.pdf' } },
        admin.token,
      ),
      400,
      messages.admin.parecerOnlyForSearch,
    );
    expect((await upload(t, path, { parecer: { bytes: pdf, name: 'p.pdf' } }, search.token)).status).toBe(403);
  });
});
