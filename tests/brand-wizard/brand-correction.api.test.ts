import { describe, expect, it } from 'vitest';
import { brandDocumentsForStaff } from '../../src/server/documents/staff-view';
import { messages } from '../../src/shared/messages';
import type { AdminBrandDetail } from '../../src/shared/schemas/admin';
import type { BrandWizard } from '../../src/shared/schemas/brand-wizard';
import { expectRefusal } from '../support/api/accounts';
import { paidBrandWithFiles, useAdminTestApp } from '../support/api/admin';
import { attemptsOf } from '../support/api/checkout';
import { brandRow, completeAddress, personOwner, upload, brandData as brand } from '../support/api/brand-wizard';
import { generateCpf } from '../support/api/people';
import { signedProcuracao } from '../support/api/signed-procuracao';
import type { TestApp } from '../support/api/test-app';
import { PNG } from '../support/documents/samples';
import { TEST_SIGNER } from '../support/documents/signed-pdfs';

let t: TestApp;
let admin: { email: string; token: string };
useAdminTestApp((app, staff) => ((t = app), (admin = staff)));

const reason = 'O nome da marca foi digitado errado; confira a grafia e envie de novo.';

// The owner who signs the test procuração: her signature is recognised, so the request is not left waiting for it.
const signingOwner = personOwner(TEST_SIGNER.cpf, { nome: TEST_SIGNER.name });

type Customer = Awaited<ReturnType<typeof paidBrandWithFiles>>;
const wizard = (customer: Customer) =>
  t.call<BrandWizard>('GET', `/api/marcas/${customer.marcaID}/assistente`, { token: customer.token });
const putBrand = (customer: Customer, body: unknown) =>
  t.call('PUT', `/api/marcas/${customer.marcaID}`, { token: customer.token, body });
const putOwners = (customer: Customer, body: unknown) =>
  t.call('POST', `/api/marcas/${customer.marcaID}/proprietarios`, { token: customer.token, body });
const confirm = (customer: Customer) =>
  t.call('POST', `/api/marcas/${customer.marcaID}/confirmar`, { token: customer.token });
const staffDetail = async (id: number) =>
  (await t.call<AdminBrandDetail>('GET', `/api/admin/marcas/${id}`, { token: admin.token })).body;
const giveBack = (id: number, partes: string[]) =>
  t.call('PATCH', `/api/admin/marcas/${id}`, {
    token: admin.token,
    body: { status: 'Devolvida', mensagem: reason, partes },
  });
/** The request's procuração as generated now, signed by the test signer, sent through the customer's upload. */
const sendProcuracao = async (customer: Customer) =>
  upload(
    t,
    `/api/${customer.marcaID}/procuracao`,
    {
      procuracao: {
        bytes: await signedProcuracao(t, `/api/procuracao/${customer.marcaID}`, customer.token),
        name: 'procuracao.pdf',
      },
    },
    customer.token,
  );

/** A paid brand request its customer filled in and sent through the wizard, with a procuração its owner signed. */
async function sentBrand(): Promise<Customer> {
  const customer = await paidBrandWithFiles(t);
  expect((await t.call('PATCH', '/api/profile/', { token: customer.token, body: completeAddress })).status).toBe(200);
  expect((await putOwners(customer, [signingOwner])).status).toBe(200);
  expect((await putBrand(customer, brand)).status).toBe(200);
  expect((await sendProcuracao(customer)).status).toBe(200);
  const sent = await confirm(customer);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  expect(await brandRow(t, customer.marcaID)).toMatchObject({ procuracaoAssinada: true, status: 'Pendente' });
  return customer;
}

/**
 * The procuração the correction reopened: not resent without it, then resent with the one generated now (naming
 * what the request names now), signed and uploaded.
 */
async function resendWithNewProcuracao(customer: Customer) {
  expectRefusal(await confirm(customer), 409, messages.corrections.resendWithoutPowerOfAttorney);
  expect(await brandRow(t, customer.marcaID)).toMatchObject({ status: 'Devolvida' });
  const signed = await sendProcuracao(customer);
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  const resent = await confirm(customer);
  expect(resent.status, JSON.stringify(resent.body)).toBe(200);
}

describe('correcting a brand returned with its data reopened', () => {
  it('lets the customer change the brand data the procuração does not name, refuses the files and the procuração, and resends to Pendente without paying again', async () => {
    const customer = await sentBrand();
    // Sent and not returned: the data are frozen.
    expectRefusal(
      await putBrand(customer, { ...brand, nome: 'Açaí da Praça Nova' }),
      409,
      messages.wizard.alreadyConfirmed,
    );

    const returned = await giveBack(customer.marcaID, ['dados']);
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect((await wizard(customer)).body).toMatchObject({ confirmadoEm: null, correcao: ['dados'] });

    // The data step is open again; the description is not in the procuração, which still holds.
    const corrected = { ...brand, descricao: 'Açaí na tigela com granola' };
    const saved = await putBrand(customer, corrected);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      mensagem: messages.brandData.saved,
      marca: { descricao: 'Açaí na tigela com granola' },
    });

    // The files and the procuração, not reopened, stay closed, in words that say so.
    const files = await upload(
      t,
      `/api/${customer.marcaID}/documentos`,
      { logo: { bytes: PNG, name: 'logo.png' } },
      customer.token,
    );
    expectRefusal(files, 409, messages.corrections.partClosed);
    expectRefusal(await sendProcuracao(customer), 409, messages.corrections.partClosed);

    const attemptsBefore = (await attemptsOf(t, { tipo: 'marca', id: customer.marcaID })).length;
    const resent = await confirm(customer);
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    const row = await brandRow(t, customer.marcaID);
    expect(row).toMatchObject({
      status: 'Pendente',
      statusPagamento: 'Pago',
      correcao: [],
      descricao: 'Açaí na tigela com granola',
    });
    expect(row.reenviadoEm).toBeInstanceOf(Date);
    expect((await attemptsOf(t, { tipo: 'marca', id: customer.marcaID })).length).toBe(attemptsBefore);

    // Staff see it back in the queue, and the frozen copy of the confirmation is the corrected one.
    expect(await staffDetail(customer.marcaID)).toMatchObject({ Status: 'Pendente' });
    const staff = await brandDocumentsForStaff(t.db, customer.marcaID);
    expect(staff.confirmado?.marca.descricao).toBe('Açaí na tigela com granola');
    expect((await wizard(customer)).body).toMatchObject({ marca: { descricao: 'Açaí na tigela com granola' } });

    // Closed again once sent.
    expectRefusal(await putBrand(customer, brand), 409, messages.wizard.alreadyConfirmed);
  });
});

describe('renaming a brand returned with its data reopened', () => {
  it('drops the procuração that named the old brand, reopens it, and resends only with one naming the new', async () => {
    const customer = await sentBrand();
    await giveBack(customer.marcaID, ['dados']);

    const renamed = await putBrand(customer, { ...brand, nome: 'Açaí da Praçinha' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({
      mensagem: messages.corrections.newBrandPowerOfAttorney,
      marca: { nome: 'Açaí da Praçinha' },
    });
    expect((await wizard(customer)).body).toMatchObject({
      correcao: ['dados', 'procuracao'],
      etapasConcluidas: { procuracao: false },
    });
    await resendWithNewProcuracao(customer);
    expect(await brandRow(t, customer.marcaID)).toMatchObject({
      status: 'Pendente',
      nome: 'Açaí da Praçinha',
      correcao: [],
      procuracaoAssinada: true,
    });
    expect(await staffDetail(customer.marcaID)).toMatchObject({ Nome: 'Açaí da Praçinha' });
  });
});

describe('changing the owners of a brand returned with its data reopened', () => {
  it('drops the procuração that named other owners, reopens it, and resends only with one for the new owners', async () => {
    const customer = await sentBrand();
    await giveBack(customer.marcaID, ['dados']);

    // The same owners again (as the wizard sends them on its way through): the procuração still names them.
    const same = await putOwners(customer, [signingOwner]);
    expect(same.body).toMatchObject({ mensagem: messages.owners.saved });
    expect((await wizard(customer)).body).toMatchObject({
      correcao: ['dados'],
      etapasConcluidas: { procuracao: true },
    });

    // A new owner: the signed procuração no longer names everyone who grants it.
    const newOwners = [
      signingOwner,
      personOwner(generateCpf(), { nome: 'Bruno Costa', email: 'bruno@exemplo.com.br' }),
    ];
    const changed = await putOwners(customer, newOwners);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ mensagem: messages.corrections.newOwnersPowerOfAttorney });
    expect((await wizard(customer)).body).toMatchObject({
      correcao: ['dados', 'procuracao'],
      etapasConcluidas: { proprietarios: true, procuracao: false },
    });

    // The procuração to sign now names the new owners: the one downloaded now is the one the upload accepts.
    await resendWithNewProcuracao(customer);
    // Only one of the two owners signed: sent, it waits for the other's signature, and staff cannot file it yet.
    expect(await brandRow(t, customer.marcaID)).toMatchObject({
      status: 'Pendente',
      correcao: [],
      procuracaoAssinada: false,
    });
    const detail = await staffDetail(customer.marcaID);
    expect(detail.proprietarios.map((owner) => owner.nome)).toEqual([TEST_SIGNER.name, 'Bruno Costa']);
    const procuracao = detail.documentos.find((file) => file.tipo === 'procuracao');
    expect(JSON.stringify(procuracao?.assinatura)).toContain(messages.signature.missingSignature('Bruno Costa'));
    const staff = await brandDocumentsForStaff(t.db, customer.marcaID);
    expect(staff.confirmado?.proprietarios.map((owner) => owner.nome)).toEqual([TEST_SIGNER.name, 'Bruno Costa']);
  });
});
