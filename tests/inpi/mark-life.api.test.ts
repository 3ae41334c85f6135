import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inpiDespachos } from '../../src/server/db/schema';
import {
  addCalendarDays,
  addMonths,
  dueDate,
  formatDay,
  nextBusinessDay,
  todayInBrazil,
} from '../../src/server/inpi/deadlines';
import { runRenewalReminders } from '../../src/server/inpi/renewal-reminders';
import type { DeadlineRow } from '../../src/shared/schemas/inpi';
import { processStages, type ProcessStage, type RequestTimeline } from '../../src/shared/schemas/timeline';
import { petitionDespacho, smallRpi, type FixtureProcess } from '../support/rpi-fixture';
import { filedBrand, rpiDate, uploadRpi } from '../support/api/inpi';
import { useRpiTestApp, type StaffSession } from '../support/api/rpi-test-app';
import type { TestApp } from '../support/api/test-app';

let t: TestApp;
let admin: StaffSession;
const dir = useRpiTestApp('mark-life-', (app, staff) => ((t = app), (admin = staff)));
const today = todayInBrazil(new Date());
const day = formatDay(today);
const validityEnd = addMonths(today, 120);
const extraEnd = nextBusinessDay(addMonths(validityEnd, 6));

async function importIssue(numero: number, processes: FixtureProcess[]) {
  const answer = await uploadRpi(t, await smallRpi(dir, numero, rpiDate(today), processes), admin.token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}
const timeline = async (marcaId: number, token: string) =>
  ((await t.call('GET', `/api/marcas/${marcaId}/historico`, { token })).body.eventos as { mensagem: string | null }[])
    .map((event) => event.mensagem)
    .filter((text): text is string => Boolean(text?.includes('RPI nº')));
const queue = async (marcaId: number) =>
  (await t.call<{ itens: DeadlineRow[] }>('GET', '/api/admin/inpi/prazos', { token: admin.token })).body.itens.filter(
    (row) => row.marcaId === marcaId,
  );
const home = async (token: string) => (await t.call('GET', '/api/marcas/', { token })).body.marcas[0].inpi;
const path = async (marcaId: number, token: string) =>
  (await t.call<RequestTimeline>('GET', `/api/marcas/${marcaId}/historico`, { token })).body.percurso;
const stagesUpTo = (current: ProcessStage) =>
  processStages.map((etapa, index) => ({
    etapa,
    situacao: index < processStages.indexOf(current) ? 'concluida' : etapa === current ? 'atual' : 'futura',
  }));
const mailsTo = async (nome: string) =>
  (await t.outboxRows()).filter((row) => row.text?.includes(nome) || row.html?.includes(nome));
const at = (iso: string) => new Date(`${iso}T15:00:00Z`);

const petition = petitionDespacho;

describe('a registered mark', () => {
  it('tells the validity end and the renewal windows on concession, and staff and /home see the renewal', async () => {
    const mark = await filedBrand(t, admin.token, { nome: 'Cajuína Serena', classe: 32, processo: '940000001' });
    await importIssue(2950, [{ numero: '940000001', despachos: [{ codigo: 'IPAS158' }] }]);
    expect(await timeline(mark.marcaID, mark.token)).toEqual([
      `Marca concedida: o registro está em vigor por 10 anos (RPI nº 2950, de ${day}). O registro vale até ${formatDay(validityEnd)}. A prorrogação pode ser pedida a partir de ${formatDay(addMonths(validityEnd, -12))}. Depois, só no prazo extraordinário, com acréscimo: até ${formatDay(extraEnd)}.`,
    ]);
    expect(await queue(mark.marcaID)).toMatchObject([
      {
        prazo: 'Prorrogação do registro',
        vencimento: validityEnd,
        vencimentoExtraordinario: extraEnd,
        clienteAge: true,
      },
    ]);
    expect(await home(mark.token)).toMatchObject({
      proximoPrazo: { nome: 'Prorrogação do registro', data: validityEnd },
      vigencia: {
        ate: validityEnd,
        prorrogarDesde: addMonths(validityEnd, -12),
        extraordinarioAte: extraEnd,
      },
    });
    expect(await path(mark.marcaID, mark.token)).toEqual({
      etapas: stagesUpTo('vigencia'),
      desvios: [],
      fim: null,
      proximoPrazo: { nome: 'Prorrogação do registro', data: validityEnd },
    });
  });

  it('draws the path: publication, the opposition term, an exigência on the way, a refusal as the end', async () => {
    const mark = await filedBrand(t, admin.token, { nome: 'Graviola Alta', classe: 29, processo: '940000009' });
    expect((await path(mark.marcaID, mark.token))!.etapas).toEqual(stagesUpTo('publicacao'));
    await importIssue(2956, [{ numero: '940000009', despachos: [{ codigo: 'IPAS009' }] }]);
    expect(await path(mark.marcaID, mark.token)).toMatchObject({
      etapas: stagesUpTo('oposicao'),
      proximoPrazo: { nome: 'Oposição de terceiros', data: dueDate(today, 60) },
    });
    await importIssue(2957, [{ numero: '940000009', despachos: [{ codigo: 'IPAS136' }] }]);
    expect(await path(mark.marcaID, mark.token)).toMatchObject({ desvios: ['exigencia'] });
    await importIssue(2958, [{ numero: '940000009', despachos: [{ codigo: 'IPAS024' }] }]);
    // Refused: the appeal term opens, but no appeal was taken.
    expect(await path(mark.marcaID, mark.token)).toMatchObject({
      etapas: stagesUpTo('decisao'),
      desvios: ['exigencia'],
      fim: 'indeferido',
    });
    await importIssue(2959, [{ numero: '940000009', despachos: [{ codigo: 'IPAS235' }] }]);
    expect(await path(mark.marcaID, mark.token)).toMatchObject({
      desvios: ['exigencia', 'recurso'],
      fim: 'indeferido',
    });
  });

  it('reminds the customer 12, 6, 3 and 1 months before the end and on the first extraordinary day, each once', async () => {
    await filedBrand(t, admin.token, { nome: 'Umbuzeiro Doce', classe: 30, processo: '940000002' });
    await importIssue(2951, [{ numero: '940000002', despachos: [{ codigo: 'IPAS158' }] }]);
    const subjects = async () => (await mailsTo('Umbuzeiro Doce')).map((row) => row.subject ?? '');
    const renewalSubject = `Renove o registro da sua marca: a vigência termina em ${formatDay(validityEnd)}`;

    await runRenewalReminders(t.deps, { now: at(addMonths(validityEnd, -13)) });
    expect((await subjects()).filter((subject) => subject.startsWith(renewalSubject))).toEqual([]);
    for (const months of [12, 6, 3, 1]) {
      await runRenewalReminders(t.deps, { now: at(addMonths(validityEnd, -months)) });
      await runRenewalReminders(t.deps, { now: at(addMonths(validityEnd, -months)) });
    }
    const reminders = (await mailsTo('Umbuzeiro Doce')).filter((row) => row.subject?.startsWith(renewalSubject));
    expect(reminders.map((row) => /faltam? (\d+) (?:meses|mês)/.exec(row.text ?? '')?.[1])).toEqual([
      '12',
      '6',
      '3',
      '1',
    ]);
    expect(reminders[0]!.text).toContain('Contrate o nosso serviço de Prorrogação');
    expect(reminders[0]!.text).toContain('Taxa do INPI por classe: R$ 1.065,00 até o fim da vigência');

    await runRenewalReminders(t.deps, { now: at(addMonths(validityEnd, 0)) });
    const late = `Último prazo para prorrogar o registro da sua marca: até ${formatDay(extraEnd)}`;
    expect((await subjects()).filter((subject) => subject.startsWith(late))).toEqual([]);
    await runRenewalReminders(t.deps, { now: at(addCalendarDays(validityEnd, 1)) });
    await runRenewalReminders(t.deps, { now: at(addCalendarDays(validityEnd, 2)) });
    expect((await subjects()).filter((subject) => subject.startsWith(late))).toHaveLength(1);
  });

  it('a granted renewal sets the new validity end, closes the old renewal and opens the next', async () => {
    const mark = await filedBrand(t, admin.token, { nome: 'Mandacaru Firme', classe: 25, processo: '940000003' });
    await importIssue(2952, [{ numero: '940000003', despachos: [{ codigo: 'IPAS158' }] }]);
    await importIssue(2953, [
      {
        numero: '940000003',
        despachos: [petition('IPAS270', '3741', 'Prorrogação de registro de marca no prazo ordinário')],
      },
    ]);
    const renewed = addMonths(validityEnd, 120);
    const line = (await timeline(mark.marcaID, mark.token)).find((text) => text.includes('RPI nº 2953'));
    expect(line).toContain(
      `O INPI prorrogou o registro: ele vale agora até ${formatDay(renewed)} (RPI nº 2953, de ${day}).`,
    );
    expect(line).toContain('Petição nº 850240000001 (serviço 3741).');
    expect((await queue(mark.marcaID)).map((row) => row.vencimento)).toEqual([renewed]);
  });
});

describe('petitions told by what they are', () => {
  it('a transfer names the new holder; a change of name and a withdrawal say so; an unknown one keeps the INPI words', async () => {
    const transfer = await filedBrand(t, admin.token, { nome: 'Xique Xique', classe: 3, processo: '940000004' });
    const change = await filedBrand(t, admin.token, { nome: 'Carnaúba Real', classe: 4, processo: '940000005' });
    const withdrawal = await filedBrand(t, admin.token, { nome: 'Bacuri Azul', classe: 29, processo: '940000006' });
    const other = await filedBrand(t, admin.token, { nome: 'Pequi Bravo', classe: 31, processo: '940000007' });
    await importIssue(2954, [
      {
        numero: '940000004',
        despachos: [
          petition(
            'IPAS270',
            '3491',
            'Anotação de transferência de titularidade decorrente de cessão',
            '<cedente nome-razao-social="Antiga Dona Ltda" pais="BR" uf="CE"/><cessionario nome-razao-social="Nova Dona S.A." pais="BR" uf="CE"/>',
          ),
        ],
      },
      {
        numero: '940000005',
        despachos: [petition('IPAS270', '3481', 'Anotação de alteração de nome, sede ou endereço')],
      },
      { numero: '940000006', despachos: [petition('IPAS270', '3441', 'Desistência de pedido de registro')] },
      { numero: '940000007', despachos: [petition('IPAS271', '3801', 'Pedido de retificação de erro de publicação')] },
    ]);
    expect((await timeline(transfer.marcaID, transfer.token))[0]).toMatch(
      /^O INPI anotou a transferência da marca: o novo titular é Nova Dona S\.A\. \(antes, Antiga Dona Ltda\) \(RPI nº 2954/,
    );
    expect((await timeline(change.marcaID, change.token))[0]).toMatch(
      /^O INPI anotou a alteração de nome, sede ou endereço do titular \(RPI nº 2954/,
    );
    expect((await timeline(withdrawal.marcaID, withdrawal.token))[0]).toMatch(
      /^O INPI aceitou a desistência do pedido \(ou a renúncia ao registro\) \(RPI nº 2954/,
    );
    expect((await timeline(other.marcaID, other.token))[0]).toMatch(
      /^O INPI indeferiu uma petição deste processo: Pedido de retificação de erro de publicação \(RPI nº 2954/,
    );
    const [row] = await t.db.select().from(inpiDespachos).where(eq(inpiDespachos.marcaId, transfer.marcaID));
    expect(row!.elementos.protocolo).toMatchObject({
      numero: '850240000001',
      codigoServico: '3491',
      cessionario: { nome: 'Nova Dona S.A.' },
    });
  });
});

describe('exigências', () => {
  it("keeps each of two exigências of one issue open, with the INPI's text on the timeline", async () => {
    const mark = await filedBrand(t, admin.token, { nome: 'Siriguela Mansa', classe: 43, processo: '940000008' });
    await importIssue(2955, [
      {
        numero: '940000008',
        despachos: [
          { codigo: 'IPAS136', complemento: 'Apresentar nova especificação da classe 43.' },
          { codigo: 'IPAS136', complemento: 'Esclarecer o elemento figurativo.' },
        ],
      },
    ]);
    const lines = await timeline(mark.marcaID, mark.token);
    expect(lines.filter((line) => line.startsWith('O INPI fez uma exigência (RPI nº 2955'))).toHaveLength(2);
    expect(
      lines.some((line) => line.endsWith('Complemento do INPI: Apresentar nova especificação da classe 43.')),
    ).toBe(true);
    expect(lines.some((line) => line.endsWith('Complemento do INPI: Esclarecer o elemento figurativo.'))).toBe(true);
    expect(await queue(mark.marcaID)).toHaveLength(2);
  });
});
