import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marcas, users } from '../../src/server/db/schema';
import { formatDocument } from '../../src/shared/documents';
import { messages } from '../../src/shared/messages';
import type { AdminBrandRow, AdminHolder, AdminPage, AdminServiceRow } from '../../src/shared/schemas/admin';
import { signUp } from '../support/api/accounts';
import { adminSession, paidService } from '../support/api/admin';
import { paidCustomer } from '../support/api/brand-wizard';
import { generateCnpj, generateCpf } from '../support/api/people';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
let admin: string;
const cpf = generateCpf();
const cnpj = generateCnpj();
let joao: Awaited<ReturnType<typeof paidCustomer>>;
let empresa: Awaited<ReturnType<typeof paidCustomer>>;
let unpaid: Awaited<ReturnType<typeof signUp>>;
let busca: Awaited<ReturnType<typeof paidService>>;
let oposicao: Awaited<ReturnType<typeof paidService>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await adminSession(t)).token;
  joao = await paidCustomer(t, { fullName: 'João Ávila Conceição', cpf, phone: '(82) 98111-2233', planoID: 2 });
  await t.db
    .update(marcas)
    .set({ nome: 'Pão de Açúcar Doce', protocolo: '920001234', status: 'Concluida' })
    .where(eq(marcas.id, joao.marcaID));
  empresa = await paidCustomer(t, { fullName: 'Serra Azul Cafés Ltda', cpf: cnpj, planoID: 1 });
  unpaid = await signUp(t, { fullName: 'Pendência Silva', planoID: 1 });
  busca = await paidService(t, 4, { nome_marca: 'Tapioca Nordestina', segmento: 'Alimentação' });
  oposicao = await paidService(
    t,
    5,
    { nome_marca: 'Maré Alta', segmento: 'Moda praia' },
    { protocolo: '850777888', withPowerOfAttorney: true },
  );
}, 90_000);
afterAll(() => t.close(), 30_000);

const list = async <Item>(name: 'marcas' | 'servicos' | 'users', query: Record<string, string | number> = {}) => {
  const answer = await t.call<AdminPage<Item>>(
    'GET',
    `/api/admin/${name}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    { token: admin },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const brandIds = async (busca: string) => (await list<AdminBrandRow>('marcas', { busca })).itens.map((row) => row.ID);
const serviceIds = async (busca: string) =>
  (await list<AdminServiceRow>('servicos', { busca })).itens.map((row) => row.id);
const userIds = async (busca: string) => (await list<AdminHolder>('users', { busca })).itens.map((row) => row.userID);

describe('brand list', () => {
  it('shows the row with the shown fields and hides requests whose payment is Pendente', async () => {
    const page = await list<AdminBrandRow>('marcas');
    const row = page.itens.find((item) => item.ID === joao.marcaID)!;
    expect(row).toMatchObject({
      protocolo: '920001234',
      PlanoID: 2,
      plano: 'Premium',
      Status: 'Concluida',
      Status_pagamento: 'Pago',
      Nome: 'Pão de Açúcar Doce',
    });
    expect(row.titular).toEqual({ userID: joao.userID, fullName: 'João Ávila Conceição', CPF: cpf });
    expect(page.itens.map((item) => item.ID)).not.toContain(unpaid.marcaID);
    expect(await brandIds('Pendência')).toEqual([]);
  });

  it.each([
    ['the holder name without accents, any case', 'joao avila'],
    ['the holder name with accents', 'CONCEIÇÃO'],
    ['part of the CPF, digits only', cpf.slice(2, 8)],
    ['the CPF with its mask', formatDocument(cpf)],
    ['part of the masked CPF', formatDocument(cpf).slice(0, 7)],
    ['the brand name without accents', 'pao de acucar'],
    ['the protocol', '920001234'],
    ['the status without its accent', 'concluida'],
    ['the plan by its name', 'premium'],
    ['the plan by its other name', 'Completo'],
    ['the phone with its mask', '(82) 98111-2233'],
    ['two words of different fields', 'joão premium'],
  ])('finds the request by %s', async (_, term) => {
    expect(await brandIds(term)).toContain(joao.marcaID);
  });

  it('finds a company by its masked CNPJ and the Essencial plan by Básico', async () => {
    expect(await brandIds(formatDocument(cnpj))).toEqual([empresa.marcaID]);
    expect(await brandIds('basico serra')).toEqual([empresa.marcaID]);
    expect(await brandIds('básico joão')).toEqual([]);
  });

  it('treats % and _ as plain characters', async () => {
    expect(await brandIds('%')).toEqual([]);
    expect(await brandIds('_')).toEqual([]);
  });

  it('keeps a holder renamed in their profile searchable under the new name', async () => {
    await t.db.update(users).set({ fullName: 'Joana Ávila' }).where(eq(users.id, joao.userID));
    expect(await brandIds('joana')).toEqual([joao.marcaID]);
    await t.db.update(users).set({ fullName: 'João Ávila Conceição' }).where(eq(users.id, joao.userID));
    expect(await brandIds('joana')).toEqual([]);
  });
});

describe('service list', () => {
  it('shows id, protocol, service, brand name, status and payment', async () => {
    const page = await list<AdminServiceRow>('servicos');
    expect(page.porPagina).toBe(4);
    expect(page.itens.find((row) => row.id === oposicao.servicoId)).toMatchObject({
      num_protocolo: '850777888',
      servico: 'Oposição',
      plano_id: 5,
      nome_marca: 'Maré Alta',
      status: 'Pendente',
      status_pagamento: 'Pago',
    });
  });

  it.each([
    ['the brand name without accents', 'mare alta', 'oposicao'],
    ['the service name without accents', 'oposicao', 'oposicao'],
    ['the protocol', '850777', 'oposicao'],
    ['the search service by an alias', 'anterioridade', 'busca'],
    ['the segment', 'alimentacao', 'busca'],
  ] as const)('finds the request by %s', async (_, term, which) => {
    const wanted = which === 'busca' ? busca.servicoId : oposicao.servicoId;
    const other = which === 'busca' ? oposicao.servicoId : busca.servicoId;
    const found = await serviceIds(term);
    expect(found).toContain(wanted);
    expect(found).not.toContain(other);
  });
});

describe('user list', () => {
  it.each([
    ['name, any case and accents', () => 'JOAO AVILA'],
    ['e-mail in capitals', () => joao.holder.email.toUpperCase()],
    ['CPF with its mask', () => formatDocument(cpf)],
    ['phone digits', () => '98111'],
  ])('finds the user by %s', async (_, term) => {
    expect(await userIds(term())).toEqual([joao.userID]);
  });
});

describe('pagination', () => {
  let extra: number[];
  beforeAll(async () => {
    extra = [];
    for (let index = 0; index < 6; index += 1)
      extra.push((await paidCustomer(t, { fullName: `Paginação Teste ${index}` })).marcaID);
  }, 60_000);

  it('pages five brands at a time, newest first, with the page and the total', async () => {
    const first = await list<AdminBrandRow>('marcas', { busca: 'paginacao teste' });
    expect(first).toMatchObject({ pagina: 1, totalPaginas: 2, total: 6, porPagina: 5 });
    expect(first.itens.map((row) => row.ID)).toEqual([...extra].reverse().slice(0, 5));
    const second = await list<AdminBrandRow>('marcas', { busca: 'paginacao teste', pagina: 2 });
    expect(second.itens.map((row) => row.ID)).toEqual([extra[0]]);
  });

  it('answers past the last page with no rows, and an empty search with one empty page', async () => {
    expect(await list('marcas', { busca: 'paginacao teste', pagina: 3 })).toMatchObject({
      itens: [],
      pagina: 3,
      totalPaginas: 2,
      total: 6,
    });
    expect(await list('marcas', { busca: 'ninguém tem este nome' })).toMatchObject({
      itens: [],
      pagina: 1,
      totalPaginas: 1,
      total: 0,
    });
  });

  it('sorts on the server by a whitelisted column, both ways', async () => {
    const asc = await list<AdminBrandRow>('marcas', { busca: 'paginacao teste', ordem: 'id', direcao: 'asc' });
    expect(asc.itens.map((row) => row.ID)).toEqual(extra.slice(0, 5));
    const byStatus = await list<AdminBrandRow>('marcas', { ordem: 'status', direcao: 'desc' });
    const statuses = byStatus.itens.map((row) => row.Status);
    expect(statuses).toEqual([...statuses].sort().reverse());
  });

  it('pages users five at a time in sign-up order', async () => {
    const page = await list<AdminHolder>('users', { busca: 'paginacao' });
    expect(page.itens.map((row) => row.fullName)).toEqual([0, 1, 2, 3, 4].map((index) => `Paginação Teste ${index}`));
    expect(page.totalPaginas).toBe(2);
  });

  it('counts a broad search up to 1.000 matches, says so, and still pages beyond them', async () => {
    // 1.004 accounts in one statement (the search trigger fills their busca as for any sign-up).
    await t.db.execute(sql`
      INSERT INTO users (full_name, email, cpf, phone, password_hash)
      SELECT 'Contagem Ampla ' || i, 'contagem.ampla.' || i || '@exemplo.com.br', 'CONTAGEM' || i, '', 'x' FROM generate_series(1, 1004) AS i`);
    const first = await list<AdminHolder>('users', { busca: 'contagem ampla' });
    expect(first).toMatchObject({ pagina: 1, total: 1000, totalExato: false, totalPaginas: 200 });
    expect(messages.admin.resultCount(first.total, first.totalExato)).toBe('mais de 1.000 resultados');
    expect(first.itens.map((row) => row.fullName)).toEqual([1, 2, 3, 4, 5].map((index) => `Contagem Ampla ${index}`));
    const lastCounted = await list<AdminHolder>('users', { busca: 'contagem ampla', pagina: 200 });
    expect(lastCounted.itens.map((row) => row.fullName)).toEqual(
      [996, 997, 998, 999, 1000].map((index) => `Contagem Ampla ${index}`),
    );
    expect(lastCounted.totalPaginas).toBe(201);
    const beyond = await list<AdminHolder>('users', { busca: 'contagem ampla', pagina: 201 });
    expect(beyond.itens.map((row) => row.fullName)).toEqual(
      [1001, 1002, 1003, 1004].map((index) => `Contagem Ampla ${index}`),
    );
    expect(beyond.totalPaginas).toBe(201);
  });

  it('refuses a page that is not a positive integer', async () => {
    const answer = await t.call('GET', '/api/admin/users?pagina=-2', { token: admin });
    expect(answer.status).toBe(400);
    expect(answer.body.erro).toBe(messages.admin.pageInvalid);
  });
});

describe('search indexes', () => {
  // PGlite always carries pg_trgm, so its test database must hold the indexes a real start makes (a snapshot made
  // without the extension once left them out); a PostgreSQL server may lack the extension, which the migration allows.
  it.skipIf(process.env.TEST_DB === 'postgres')('has the trigram indexes on the embedded database', async () => {
    const result = await t.db.execute(
      sql`SELECT indexname FROM pg_indexes WHERE indexname LIKE '%busca_trgm' ORDER BY indexname`,
    );
    const rows = (result as unknown as { rows: { indexname: string }[] }).rows;
    expect(rows.map((row) => row.indexname)).toEqual(['marcas_busca_trgm', 'servicos_busca_trgm', 'users_busca_trgm']);
  });
});
