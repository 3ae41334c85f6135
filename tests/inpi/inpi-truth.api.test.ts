import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inpiDespachos } from '../../src/server/db/schema';
import { addCalendarDays, dueDate, formatDay, todayInBrazil } from '../../src/server/inpi/deadlines';
import { runDeadlineReminders } from '../../src/server/inpi/deadline-reminders';
import type { DeadlineRow, UnknownCodeRow, WatchHitRow } from '../../src/shared/schemas/inpi';
import { smallRpi, type FixtureProcess } from '../support/rpi-fixture';
import { filedBrand, rpiDate, uploadRpi } from '../support/api/inpi';
import { useRpiTestApp, type StaffSession } from '../support/api/rpi-test-app';
import type { TestApp } from '../support/api/test-app';

let t: TestApp;
let admin: StaffSession;
const dir = useRpiTestApp('rpi-truth-', (app, staff) => ((t = app), (admin = staff)));
const today = todayInBrazil(new Date());
const day = formatDay(today);

async function importIssue(numero: number, processes: FixtureProcess[]) {
  const answer = await uploadRpi(t, await smallRpi(dir, numero, rpiDate(today), processes), admin.token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}
const timeline = async (marcaId: number, token: string) =>
  ((await t.call('GET', `/api/marcas/${marcaId}/historico`, { token })).body.eventos as { mensagem: string | null }[])
    .map((event) => event.mensagem)
    .filter((text): text is string => Boolean(text?.includes('RPI nº')));
const queue = async () =>
  (await t.call<{ itens: DeadlineRow[] }>('GET', '/api/admin/inpi/prazos', { token: admin.token })).body.itens;
const home = async (token: string) => (await t.call('GET', '/api/marcas/', { token })).body.marcas[0].inpi;
const reminderSubjects = async (nome: string) =>
  (await t.outboxRows()).filter((row) => row.subject?.startsWith('Faltam') && row.subject.includes(nome));

describe('what the customer reads about a despacho', () => {
  it('reads an IPAS237 as won, an IPAS238 as won in part and an IPAS235 as lost', async () => {
    const won = await filedBrand(t, admin.token, { nome: 'Vitória Régia', classe: 3, processo: '930000001' });
    const lost = await filedBrand(t, admin.token, { nome: 'Pedra Lisa', classe: 19, processo: '930000002' });
    const partly = await filedBrand(t, admin.token, { nome: 'Maré Cheia', classe: 43, processo: '930000008' });
    await importIssue(2900, [
      { numero: '930000001', despachos: [{ codigo: 'IPAS237' }] },
      { numero: '930000002', despachos: [{ codigo: 'IPAS235' }] },
      { numero: '930000008', despachos: [{ codigo: 'IPAS238' }] },
    ]);
    expect(await timeline(partly.marcaID, partly.token)).toEqual([
      `Você ganhou o recurso em parte: o INPI reformou a decisão e deferiu o pedido para parte dos produtos ou serviços. O registro será concedido automaticamente, sem taxa a pagar (RPI nº 2900, de ${day}).`,
    ]);
    expect(await timeline(won.marcaID, won.token)).toEqual([
      `Você ganhou o recurso: o INPI reformou a decisão e deferiu o pedido. O registro será concedido automaticamente, sem taxa a pagar (RPI nº 2900, de ${day}).`,
    ]);
    expect(await timeline(lost.marcaID, lost.token)).toEqual([
      `O recurso não foi aceito: o INPI manteve a decisão (RPI nº 2900, de ${day}).`,
    ]);
  });

  it('asks for nothing after a deferimento from RPI nº 2842 on, and for the fee in 60 + 30 days before it', async () => {
    const free = await filedBrand(t, admin.token, { nome: 'Ipê Amarelo', classe: 20, processo: '930000003' });
    await importIssue(2901, [{ numero: '930000003', despachos: [{ codigo: 'IPAS029' }] }]);
    expect(await timeline(free.marcaID, free.token)).toEqual([
      `Marca deferida: o registro será concedido automaticamente, sem taxa a pagar (RPI nº 2901, de ${day}).`,
    ]);
    expect((await queue()).filter((row) => row.marcaId === free.marcaID)).toEqual([]);
    expect((await home(free.token)).proximoPrazo).toBeNull();
    await runDeadlineReminders(t.deps, { now: new Date(`${addCalendarDays(today, 55)}T15:00:00Z`) });
    expect(await reminderSubjects('Ipê Amarelo')).toEqual([]);

    // An older issue, read late: the concession fee was still due then.
    const fee = await filedBrand(t, admin.token, { nome: 'Jatobá Forte', classe: 20, processo: '930000004' });
    await importIssue(2841, [{ numero: '930000004', despachos: [{ codigo: 'IPAS029' }] }]);
    const ordinary = dueDate(today, 60);
    const extraordinary = dueDate(today, 90);
    expect(await timeline(fee.marcaID, fee.token)).toEqual([
      `Marca deferida: falta pagar a taxa de concessão (RPI nº 2841, de ${day}). Prazo (taxa de concessão): até ${formatDay(ordinary)}. Depois, só no prazo extraordinário, com acréscimo: até ${formatDay(extraordinary)}.`,
    ]);
    expect((await queue()).filter((row) => row.marcaId === fee.marcaID)).toMatchObject([
      { prazo: 'Taxa de concessão', vencimento: ordinary, vencimentoExtraordinario: extraordinary, clienteAge: true },
    ]);
  });

  it('closes the exigência when an arquivamento follows: off the queue, no reminder, no deadline on /home', async () => {
    const customer = await filedBrand(t, admin.token, { nome: 'Sabiá Laranjeira', classe: 41, processo: '930000005' });
    await importIssue(2902, [{ numero: '930000005', despachos: [{ codigo: 'IPAS136' }] }]);
    expect((await queue()).filter((row) => row.marcaId === customer.marcaID)).toHaveLength(1);
    expect((await home(customer.token)).proximoPrazo).toEqual({
      nome: 'Exigência de mérito',
      data: dueDate(today, 60),
    });

    await importIssue(2903, [{ numero: '930000005', despachos: [{ codigo: 'IPAS139' }] }]);
    expect((await queue()).filter((row) => row.marcaId === customer.marcaID)).toEqual([]);
    expect(await home(customer.token)).toMatchObject({
      ultimoDespacho: { texto: 'O pedido foi arquivado porque a exigência do INPI não foi cumprida', rpi: 2903 },
      proximoPrazo: null,
    });
    for (const before of [15, 5]) {
      await runDeadlineReminders(t.deps, {
        now: new Date(`${addCalendarDays(dueDate(today, 60), -before)}T15:00:00Z`),
      });
      expect(await reminderSubjects('Sabiá Laranjeira')).toEqual([]);
    }
    const rows = await t.db.select().from(inpiDespachos).where(eq(inpiDespachos.marcaId, customer.marcaID));
    const exigencia = rows.find((row) => row.codigo === 'IPAS136')!;
    expect(exigencia.closedBy).toBe(rows.find((row) => row.codigo === 'IPAS139')!.id);
  });

  it("opens the holder's term on a nullity or lapse notice and closes it with the decision", async () => {
    const nullity = await filedBrand(t, admin.token, { nome: 'Cacimba Nova', classe: 32, processo: '930000009' });
    const lapse = await filedBrand(t, admin.token, { nome: 'Tapera Velha', classe: 33, processo: '930000010' });
    await importIssue(2910, [
      { numero: '930000009', despachos: [{ codigo: 'IPAS400' }] },
      { numero: '930000010', despachos: [{ codigo: 'IPAS338' }] },
    ]);
    const open = async (marcaId: number) =>
      (await queue()).filter((row) => row.marcaId === marcaId).map((row) => [row.prazo, row.vencimento]);
    expect(await open(nullity.marcaID)).toEqual([['Manifestação no processo de nulidade', dueDate(today, 60)]]);
    expect(await open(lapse.marcaID)).toEqual([['Manifestação no pedido de caducidade', dueDate(today, 60)]]);

    await importIssue(2911, [
      { numero: '930000009', despachos: [{ codigo: 'IPAS532' }] },
      { numero: '930000010', despachos: [{ codigo: 'IPAS669' }] },
    ]);
    expect(await open(nullity.marcaID)).toEqual([]);
    expect(await timeline(nullity.marcaID, nullity.token)).toContain(
      `O INPI negou o pedido de nulidade: o registro continua valendo (RPI nº 2911, de ${day}).`,
    );
    // The lapse declared: the answer term is over, the appeal term opens.
    expect(await open(lapse.marcaID)).toEqual([['Recurso', dueDate(today, 60)]]);
  });

  it('opens a term for a demand in a petition and in the appeal, and closes each when it is decided', async () => {
    const petition = await filedBrand(t, admin.token, { nome: 'Juriti Mansa', classe: 29, processo: '930000011' });
    const appeal = await filedBrand(t, admin.token, { nome: 'Arara Azul', classe: 28, processo: '930000012' });
    await importIssue(2912, [
      { numero: '930000011', despachos: [{ codigo: 'IPAS267' }] },
      { numero: '930000012', despachos: [{ codigo: 'IPAS236' }] },
    ]);
    const open = async (marcaId: number) =>
      (await queue()).filter((row) => row.marcaId === marcaId).map((row) => [row.prazo, row.vencimento]);
    expect(await open(petition.marcaID)).toEqual([['Exigência em petição', dueDate(today, 60)]]);
    expect(await open(appeal.marcaID)).toEqual([['Manifestação no recurso', dueDate(today, 60)]]);
    expect((await home(petition.token)).proximoPrazo).toEqual({
      nome: 'Exigência em petição',
      data: dueDate(today, 60),
    });

    await importIssue(2913, [
      { numero: '930000011', despachos: [{ codigo: 'IPAS270' }] },
      { numero: '930000012', despachos: [{ codigo: 'IPAS237' }] },
    ]);
    expect(await open(petition.marcaID)).toEqual([]);
    expect(await open(appeal.marcaID)).toEqual([]);
    expect((await home(petition.token)).proximoPrazo).toBeNull();
  });
});

describe('nothing in the file is lost', () => {
  it('shows two IPAS136 of one issue twice and keeps texto-sobrestamento with the blocking process', async () => {
    const customer = await filedBrand(t, admin.token, { nome: 'Jabuti Prata', classe: 14, processo: '930000006' });
    await importIssue(2904, [
      {
        numero: '930000006',
        despachos: [
          { codigo: 'IPAS136', complemento: 'Apresentar nova especificação.' },
          { codigo: 'IPAS136', complemento: 'Apresentar procuração.' },
          {
            codigo: 'IPAS142',
            xml: '<texto-sobrestamento>Processo: 823129900 (MÓDULO E-SECURITY)</texto-sobrestamento>',
          },
        ],
        xml: '<sobrestadores><sobrestador marca="MÓDULO E-SECURITY" processo="823129900"/></sobrestadores>',
      },
    ]);
    const lines = await timeline(customer.marcaID, customer.token);
    expect(lines.filter((line) => line.startsWith('O INPI fez uma exigência (RPI nº 2904'))).toHaveLength(2);
    expect(lines).toContain(
      `O exame do seu pedido foi suspenso (sobrestamento) até outro processo ser decidido (RPI nº 2904, de ${day}). Processo que o INPI vai decidir antes do seu: 823129900 (MÓDULO E-SECURITY).`,
    );
    const rows = await t.db.select().from(inpiDespachos).where(eq(inpiDespachos.marcaId, customer.marcaID));
    expect(rows.map((row) => [row.codigo, row.ordem, row.textoComplementar])).toEqual(
      expect.arrayContaining([
        ['IPAS136', 0, 'Apresentar nova especificação.'],
        ['IPAS136', 1, 'Apresentar procuração.'],
      ]),
    );
    expect(rows.find((row) => row.codigo === 'IPAS142')!.elementos).toEqual({
      textoSobrestamento: 'Processo: 823129900 (MÓDULO E-SECURITY)',
      processosBloqueantes: ['823129900'],
      sobrestadores: [{ processo: '823129900', marca: 'MÓDULO E-SECURITY' }],
    });
  });

  it('keeps the protocolo, cedente and prioridade of real RPI excerpts on the customer process', async () => {
    const petition = await filedBrand(t, admin.token, { nome: 'I-Park', classe: 9, processo: '829142282' });
    const toys = await filedBrand(t, admin.token, { nome: 'Mc Farlane Toys', classe: 35, processo: '829825584' });
    const real = join(import.meta.dirname, '../fixtures/rpi/RM2240-combined.zip');
    const answer = await uploadRpi(t, real, admin.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ numero: 2240, processos: 10, despachos: 2 });
    const [row] = await t.db.select().from(inpiDespachos).where(eq(inpiDespachos.marcaId, petition.marcaID));
    expect(row).toMatchObject({ codigo: 'IPAS270', nome: 'Deferimento de petição' });
    expect(row!.elementos.protocolo).toMatchObject({
      numero: '810110405339',
      cedente: { nome: 'K.V.M. COMÉRCIO E CONFECÇÕES LTDA-EPP', pais: 'BR', uf: 'SP' },
      procurador: 'PICOSSE E CALABRESE ADVOGADOS ASSOCIADOS',
    });
    const [republished] = await t.db.select().from(inpiDespachos).where(eq(inpiDespachos.marcaId, toys.marcaID));
    expect(republished!.elementos).toMatchObject({
      prioridades: [{ numero: 'CTM 010645091', data: '15/02/2012', pais: 'IT' }],
      apostila: 'SEM DIREITO AO USO EXCLUSIVO DA EXPRESSÃO "TOYS".',
    });
    expect(await timeline(toys.marcaID, toys.token)).toEqual([
      expect.stringMatching(
        /^Seu pedido foi republicado para oposição: o prazo de oposição recomeça \(RPI nº 2240, de 10\/12\/2013\)/,
      ),
    ]);
  });

  it("tells a code the table does not know with the INPI's own name, and lists it for staff", async () => {
    const customer = await filedBrand(t, admin.token, { nome: 'Tucano Real', classe: 16, processo: '930000007' });
    await importIssue(2905, [
      { numero: '930000007', despachos: [{ codigo: 'IPAS9999', nome: 'Despacho novo publicado pelo INPI' }] },
    ]);
    expect(await timeline(customer.marcaID, customer.token)).toEqual([
      `Despacho novo publicado pelo INPI (RPI nº 2905, de ${day}).`,
    ]);
    const codes = await t.call<{ itens: UnknownCodeRow[] }>('GET', '/api/admin/inpi/codigos', { token: admin.token });
    expect(codes.body.itens).toContainEqual({
      codigo: 'IPAS9999',
      nome: 'Despacho novo publicado pelo INPI',
      vezes: 1,
      primeiraRpi: 2905,
      ultimaRpi: 2905,
      exemploProcesso: '930000007',
    });
  });
});

describe('the watch', () => {
  it('compares every publication for opposition and says why, in class 30 and not in class 9', async () => {
    const customer = await filedBrand(t, admin.token, { nome: 'Doce Sertão', classe: 30 });
    await importIssue(2906, [
      { numero: '930000101', despachos: [{ codigo: 'IPAS009' }], marca: 'DOCE SERTÃO DELÍCIAS', classes: [30] },
      { numero: '930000102', despachos: [{ codigo: 'IPAS756' }], marca: 'Doce Sertão', classes: [30] },
      { numero: '930000103', despachos: [{ codigo: 'IPAS135' }], marca: 'Dosse Certão', classes: [30] },
      { numero: '930000104', despachos: [{ codigo: 'IPAS009' }], marca: 'Doce Sertão', classes: [9] },
      { numero: '930000105', despachos: [{ codigo: 'IPAS009' }], marca: 'Casa Sertaneja', classes: [30] },
    ]);
    const hits = (await t.call<{ itens: WatchHitRow[] }>('GET', '/api/admin/inpi/vigilancia', { token: admin.token }))
      .body.itens;
    const mine = hits.filter((hit) => hit.marcaId === customer.marcaID && hit.rpi === 2906);
    expect(mine.map((hit) => [hit.processo, hit.riscoTexto, hit.motivo]).sort()).toEqual([
      ['930000101', 'Risco alto', 'contém sua marca'],
      ['930000102', 'Risco alto', 'mesmo nome'],
      ['930000103', 'Risco alto', 'soa igual'],
    ]);
  });
});
