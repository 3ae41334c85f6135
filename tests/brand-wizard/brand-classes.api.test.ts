import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandConfirmations, marcas, requestEvents } from '../../src/server/db/schema';
import { renderEventMail } from '../../src/server/mail/event-mails';
import { messages } from '../../src/shared/messages';
import type { AdminBrandDetail, AdminPage, AdminBrandRow } from '../../src/shared/schemas/admin';
import { expectRefusal } from '../support/api/accounts';
import { adminSession } from '../support/api/admin';
import {
  completeAddress,
  download,
  paidCustomer,
  personOwner,
  upload,
  uploadBrandFiles,
} from '../support/api/brand-wizard';
import { generateCpf } from '../support/api/people';
import { signedProcuracao } from '../support/api/signed-procuracao';
import { pdfText } from '../support/documents/pdf-text';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp({
    COMPANY_NAME: 'Agência de Marcas Ltda.',
    COMPANY_CNPJ: '11222333000181',
    COMPANY_ADDRESS: 'Rua do Sol, 50, Maceió/AL',
  });
  admin = await adminSession(t);
}, 60_000);
afterAll(() => t.close(), 30_000);

const put = (marcaId: number, body: unknown, token: string) => t.call('PUT', `/api/marcas/${marcaId}`, { token, body });
const brand = { nome: 'Padaria Aurora', tipo: 'Nominativa' };

/** A bakery that sells online and runs a café: bread and cakes (pre-approved), its shop (free text), its café. */
const bakery = [
  { classeNice: 30, itens: ['Pão', 'Bolos'], livre: null },
  { classeNice: 35, itens: [], livre: 'Comércio eletrônico de pães e bolos' },
  { classeNice: 43, itens: ['Serviços de restaurante'], livre: null },
];
// Two pre-approved classes at R$ 880,00 and one free-text at R$ 1.720,00; half with the discount.
const BAKERY_GRU = { full: 'R$ 3.480,00', discounted: 'R$ 1.740,00' };

async function sentBrand(classes: unknown[]) {
  const customer = await paidCustomer(t);
  const { token, marcaID } = customer;
  expect((await t.call('PATCH', '/api/profile/', { token, body: completeAddress })).status).toBe(200);
  const owners = await t.call('POST', `/api/marcas/${marcaID}/proprietarios`, {
    token,
    body: [personOwner(generateCpf(), { nome: 'Rita Aurora' })],
  });
  expect(owners.status).toBe(200);
  const data = await put(marcaID, { ...brand, classes }, token);
  expect(data.status, JSON.stringify(data.body)).toBe(200);
  const signed = await signedProcuracao(t, `/api/procuracao/${marcaID}`, token);
  const sentProcuracao = await upload(
    t,
    `/api/${marcaID}/procuracao`,
    { procuracao: { bytes: signed, name: 'procuracao.pdf' } },
    token,
  );
  expect(sentProcuracao.status).toBe(200);
  await uploadBrandFiles(t, marcaID, token);
  return customer;
}

describe('a brand request in several Nice classes', () => {
  it('saves one, two or five classes with their items and free text, and answers them in the customer’s order', async () => {
    const { token, marcaID } = await paidCustomer(t);
    for (const classes of [bakery.slice(0, 1), bakery.slice(0, 2), [...bakery, ...fiveMore]]) {
      const answer = await put(marcaID, { ...brand, classes }, token);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.marca.classes).toEqual(classes);
      expect(answer.body.marca.classeNice).toBe(30);
      const wizard = await t.call('GET', `/api/marcas/${marcaID}/assistente`, { token });
      expect(wizard.body.marca.classes).toEqual(classes);
    }
    const detail = await t.call<AdminBrandDetail>('GET', `/api/admin/marcas/${marcaID}`, { token: admin.token });
    expect(detail.body.classes.map((entry) => entry.classeNice)).toEqual([30, 35, 43, 29, 32]);
    expect(detail.body.ClasseNice).toBe(30);
  });

  it('refuses, in pt-BR with a 400, a repeated class, a class outside 1–45, a bad item, too many items, an unknown key', async () => {
    const { token, marcaID } = await paidCustomer(t);
    expect((await put(marcaID, { ...brand, classes: bakery }, token)).status).toBe(200);
    const refused: [unknown[], string][] = [
      [[bakery[0], bakery[0]], messages.brandData.classRepeated],
      [[{ classeNice: 46, itens: ['Pão'], livre: null }], messages.brandData.niceClassInvalid],
      [[{ classeNice: 30, itens: [''], livre: null }], messages.brandData.itemInvalid],
      [[{ classeNice: 30, itens: ['x'.repeat(301)], livre: null }], messages.brandData.itemInvalid],
      [
        [{ classeNice: 30, itens: Array.from({ length: 61 }, (_, i) => `Item ${i}`), livre: null }],
        messages.brandData.tooManyItems(60),
      ],
      [[{ classeNice: 30, itens: ['Pão'], preco: 1 }], `${messages.profile.unknownField}preco`],
      ['trinta' as unknown as unknown[], messages.brandData.classesInvalid],
    ];
    for (const [classes, message] of refused)
      expectRefusal(await put(marcaID, { ...brand, classes }, token), 400, message);
    // What was saved stays.
    const wizard = await t.call('GET', `/api/marcas/${marcaID}/assistente`, { token });
    expect(wizard.body.marca.classes).toEqual(bakery);
  });

  it('still reads the single-class shape, sent now or saved before classes: the listed items apart from the free text', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const answer = await put(
      marcaID,
      { ...brand, classeNice: 30, descricao: 'pão; Bolos; pão de queijo da casa' },
      token,
    );
    expect(answer.body.marca.classes).toEqual([
      { classeNice: 30, itens: ['Pão', 'Bolos'], livre: 'pão de queijo da casa' },
    ]);
    // A row written before the classes column: read as one class from its class and description.
    await t.db
      .update(marcas)
      .set({ classes: null, classeNice: 43, descricao: 'Serviços de restaurante' })
      .where(eq(marcas.id, marcaID));
    const wizard = await t.call('GET', `/api/marcas/${marcaID}/assistente`, { token });
    expect(wizard.body.marca.classes).toEqual([{ classeNice: 43, itens: ['Serviços de restaurante'], livre: null }]);
    expect(wizard.body.marca.classeNice).toBe(43);
  });

  it('reads a request confirmed before classes (its frozen copy has one class and a description) as that class', async () => {
    const { token, marcaID } = await sentBrand([{ classeNice: 30, itens: ['Pão'], livre: null }]);
    expect((await t.call('POST', `/api/marcas/${marcaID}/confirmar`, { token })).status).toBe(200);
    const [frozen] = await t.db.select().from(brandConfirmations).where(eq(brandConfirmations.marcaId, marcaID));
    const snapshot = frozen!.snapshot as { marca: Record<string, unknown> };
    const { classes: _classes, ...before } = snapshot.marca;
    await t.db
      .update(brandConfirmations)
      .set({ snapshot: { ...snapshot, marca: { ...before, classeNice: 30, descricao: 'Bolos; broas de milho' } } })
      .where(eq(brandConfirmations.marcaId, marcaID));
    const wizard = await t.call('GET', `/api/marcas/${marcaID}/assistente`, { token });
    expect(wizard.body.marca.classes).toEqual([{ classeNice: 30, itens: ['Bolos'], livre: 'broas de milho' }]);
  });

  it('refuses to send a request without a class, or with a class that says nothing it protects', async () => {
    for (const classes of [[], [...bakery, { classeNice: 41, itens: [], livre: '  ' }]]) {
      const { token, marcaID } = await sentBrand(classes);
      const wizard = await t.call('GET', `/api/marcas/${marcaID}/assistente`, { token });
      expect(wizard.body.etapasConcluidas.marca).toBe(false);
      expectRefusal(
        await t.call('POST', `/api/marcas/${marcaID}/confirmar`, { token }),
        409,
        messages.brandData.classesRequired,
      );
    }
  });

  it('names every class in the procuração, the confirmation mail, the e-Marcas data, the CSV and the staff search', async () => {
    const { token, marcaID } = await sentBrand(bakery);
    const confirmed = await t.call('POST', `/api/marcas/${marcaID}/confirmar`, { token });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);

    const procuracao = (await pdfText((await download(t, `/api/procuracao/${marcaID}`, token)).bytes)).text;
    expect(procuracao.replace(/\s+/g, ' ')).toContain(
      'ao pedido de registro da marca "Padaria Aurora" nas classes 30, 35 e 43 da Classificação Internacional de Nice',
    );

    const [event] = await t.db
      .select({ id: requestEvents.id })
      .from(requestEvents)
      .where(and(eq(requestEvents.requestId, marcaID), eq(requestEvents.kind, 'assistente')));
    const mail = await renderEventMail(t.db, t.config.public, event!.id);
    expect(mail!.text).toContain('Classe 30: Café, cereais, doces e temperos: Pão; Bolos');
    expect(mail!.text).toContain('Classe 35');
    expect(mail!.text).toContain('Comércio eletrônico de pães e bolos');
    expect(mail!.text).toContain(
      `Taxas do INPI (GRU, pagas à parte) para 3 classes: ${BAKERY_GRU.full} (${BAKERY_GRU.discounted} com desconto).`,
    );

    const csv = new TextDecoder().decode(
      (await download(t, `/api/admin/marcas.csv?busca=${encodeURIComponent('Padaria Aurora')}`, admin.token)).bytes,
    );
    expect(csv.split('\n')[0]).toContain('Classes');
    expect(csv).toContain('30, 35 e 43');

    const found = await t.call<AdminPage<AdminBrandRow>>(
      'GET',
      `/api/admin/marcas?busca=${encodeURIComponent('classe 43 aurora')}`,
      { token: admin.token },
    );
    expect(found.body.itens.map((row) => row.ID)).toContain(marcaID);
  });
});

const fiveMore = [
  { classeNice: 29, itens: [], livre: 'Geleias de frutas' },
  { classeNice: 32, itens: [], livre: 'Sucos de frutas' },
];
