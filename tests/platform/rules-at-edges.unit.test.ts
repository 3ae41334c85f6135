import * as v from 'valibot';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { brandDocumentsMachine, type ChosenDocuments } from '../../machines/brand-wizard/brand-documents';
import { brandWizardGuards } from '../../machines/brand-wizard/brand-wizard-guards';
import { addressComplete } from '../../machines/brand-wizard/brand-wizard-steps';
import { checkoutMachine } from '../../machines/checkout/checkout';
import {
  brandRowAction,
  serviceRowAction,
  type BrandRow,
  type ServiceRow,
} from '../../machines/customer-rows/customer-rows';
import { ApiError } from '../../src/server/http/errors';
import { checkPaymentRequest } from '../../src/server/payments/payment-rules';
import type { CheckedSubmission } from '../../src/server/payments/submission';
import { findEntry, PLAN } from '../../src/shared/catalogue';
import { messages } from '../../src/shared/messages';
import { ownerAddressSchema, ownerSchema, requiredDocuments } from '../../src/shared/schemas/brand-wizard';
import { passwordField } from '../../src/shared/schemas/fields';

// Each rule is tried at its edge: the last value refused, the first accepted and (where there is one) the first
// refused again. A one-character change to a rule fails one of these rows.

const guardArgs = (event: object) => ({ context: {} as never, event: event as never });

describe('CEP: eight digits, no fewer, no more', () => {
  const ceps = [
    { cep: '0131010', ok: false },
    { cep: '01310100', ok: true },
    { cep: '01310-100', ok: true },
    { cep: '013101000', ok: false },
  ];
  const address = { logradouro: 'Avenida Paulista', numero: '1000', cidade: 'São Paulo', estado: 'SP' };

  it.each(ceps)("an owner's address with CEP $cep is accepted: $ok", ({ cep, ok }) => {
    const result = v.safeParse(ownerAddressSchema, { ...address, cep });
    expect(result.success).toBe(ok);
    if (!ok) expect(result.issues?.[0].message).toBe(messages.cep.invalid);
  });

  it.each(ceps)("the wizard's CEP lookup starts for $cep: $ok", ({ cep, ok }) => {
    expect(brandWizardGuards.cepComplete(guardArgs({ type: 'LOOKUP_CEP', cep }))).toBe(ok);
  });

  it.each(ceps)("the holder's address on /titular with CEP $cep is complete: $ok", ({ cep, ok }) => {
    const input = {
      CEP: cep,
      Endereco: 'Avenida Paulista',
      Numero: '1000',
      Complemento: '',
      Bairro: 'Bela Vista',
      Cidade: 'SP',
      Estado: 'SP',
    };
    expect(addressComplete(input)).toBe(ok);
  });
});

describe('password: eight characters at least', () => {
  it.each([
    { password: 'a'.repeat(7), ok: false },
    { password: 'a'.repeat(8), ok: true },
  ])('$password.length characters are accepted by the schema: $ok', ({ password, ok }) => {
    const result = v.safeParse(passwordField, password);
    expect(result.success).toBe(ok);
    if (!ok) expect(result.issues?.[0].message).toBe(messages.register.passwordShort);
  });

  it.each([
    { password: 'a'.repeat(7), sent: false },
    { password: 'a'.repeat(8), sent: true },
  ])('the sign-up button sends $password.length characters: $sent', ({ password, sent }) => {
    const actor = createActor(checkoutMachine, { input: { at: 'confirmplan', planId: PLAN.essencial } }).start();
    const holder = {
      fullName: 'Ana',
      email: 'a@b.com',
      cpf: '',
      phone: '',
      password,
      confirmation: password,
      terms: true,
    };
    actor.send({ type: 'SUBMIT', holder });
    expect(actor.getSnapshot().matches({ signUp: 'registering' })).toBe(sent);
    actor.stop();
  });
});

describe('instalments: up to the plan’s limit on a card', () => {
  const entry = findEntry(PLAN.essencial)!;
  const request = (installments: number) =>
    ({ metodo: 'credit_card', installments, payer: {} }) as unknown as CheckedSubmission;
  const refusal = (installments: number) => {
    try {
      checkPaymentRequest(request(installments), entry, 'sandbox');
      return null;
    } catch (error) {
      return error instanceof ApiError ? `${error.status} ${error.message}` : String(error);
    }
  };

  it('accepts the limit and refuses one above it, in the spec’s words', () => {
    expect(refusal(entry.instalments)).toBeNull();
    expect(refusal(entry.instalments + 1)).toBe(`400 ${messages.payments.instalmentsAboveLimit(entry.instalments)}`);
  });
});

describe("an owner's document must match the type chosen", () => {
  const owner = (tipo_doc: 'cpf' | 'cnpj', doc_num: string) => ({
    nome: 'Maria da Silva',
    email: 'maria@exemplo.com.br',
    tipo_doc,
    doc_num,
    nacionalidade: tipo_doc === 'cpf' ? 'brasileira' : '',
    endereco: {
      cep: '01310100',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      complemento: '',
      cidade: 'São Paulo',
      estado: 'SP',
    },
    representante:
      tipo_doc === 'cnpj' ? { nome: 'Bia Souza', cpf: '11144477735', nacionalidade: 'brasileira' } : undefined,
  });

  it.each([
    { tipo: 'cpf' as const, doc: '529.982.247-25', message: null },
    { tipo: 'cnpj' as const, doc: '11.222.333/0001-81', message: null },
    { tipo: 'cpf' as const, doc: '11.222.333/0001-81', message: messages.owners.cpfInvalid },
    { tipo: 'cnpj' as const, doc: '529.982.247-25', message: messages.owners.cnpjInvalid },
  ])('$tipo with $doc: $message', ({ tipo, doc, message }) => {
    const result = v.safeParse(ownerSchema, owner(tipo, doc));
    expect(result.success ? null : result.issues[0].message).toBe(message);
  });
});

describe("the brand's name and presentation are both required", () => {
  it.each([
    { nome: '', tipo: '', ok: false },
    { nome: 'Aurora', tipo: '', ok: false },
    { nome: '  ', tipo: 'Nominativa', ok: false },
    { nome: 'Aurora', tipo: 'Nominativa', ok: true },
  ])('nome "$nome" and tipo "$tipo" go on: $ok', ({ nome, tipo, ok }) => {
    const brand = { nome, tipo } as never;
    expect(brandWizardGuards.nameAndType(guardArgs({ type: 'SUBMIT_BRAND', brand }))).toBe(ok);
  });
});

describe('/arquivos sends only with every file the type needs: all three, or no logo for a Nominativa', () => {
  const file = new File(['x'], 'x.png', { type: 'image/png' });
  it.each([
    { tipo: 'Mista', files: {}, sends: false },
    { tipo: 'Mista', files: { logo: file, comprovanteRes: file }, sends: false },
    { tipo: 'Figurativa', files: { logo: file, docFoto: file }, sends: false },
    { tipo: 'Mista', files: { comprovanteRes: file, docFoto: file }, sends: false },
    { tipo: 'Mista', files: { logo: file, comprovanteRes: file, docFoto: file }, sends: true },
    { tipo: 'Nominativa', files: { comprovanteRes: file, docFoto: file }, sends: true },
    { tipo: 'Nominativa', files: { comprovanteRes: file }, sends: false },
  ])('$tipo $files: sends $sends', ({ tipo, files, sends }) => {
    const actor = createActor(brandDocumentsMachine, {
      input: { marcaId: 1, kept: {}, required: requiredDocuments(tipo) },
    }).start();
    actor.send({ type: 'SUBMIT_FILES', files: files as ChosenDocuments });
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.error).toBe(sends ? null : messages.uploads.allFilesRequired);
    actor.stop();
  });
});

describe('rows whose conditions conflict: the spec’s order decides', () => {
  const brand = (row: Partial<BrandRow>): BrandRow => ({
    id: 7,
    nome: 'Aurora',
    statusPagamento: 'Pago',
    concluido: false,
    ...row,
  });
  it('a brand confirmed but not paid asks for payment first', () => {
    expect(brandRowAction(brand({ statusPagamento: 'Pendente', concluido: true })).kind).toBe('pay');
    expect(brandRowAction(brand({ statusPagamento: 'Pago', concluido: true }))).toEqual({
      kind: 'text',
      text: messages.rows.brandRegistered,
    });
    expect(brandRowAction(brand({ statusPagamento: 'Pago', concluido: false })).kind).toBe('finishBrand');
  });

  const service = (row: Partial<ServiceRow>): ServiceRow => ({
    id: 9,
    planId: PLAN.oposicao,
    status: 'Pendente',
    statusPagamento: 'Pago',
    procuracaoAssinada: true,
    dados: { nomeMarca: 'Aurora' },
    concluido: true,
    ...row,
  });
  it.each([
    // Concluído wins over everything, even an unpaid row without its power of attorney.
    { row: { status: 'Concluído', statusPagamento: 'Pendente', procuracaoAssinada: false }, kind: 'details' },
    // Unpaid wins over a missing power of attorney and an unsent request.
    { row: { statusPagamento: 'Pendente', procuracaoAssinada: false, concluido: false }, kind: 'pay' },
    // A Busca needs no power of attorney, but needs its brand name.
    { row: { planId: PLAN.busca, procuracaoAssinada: false, dados: {} }, kind: 'finishService' },
    { row: { planId: PLAN.busca, procuracaoAssinada: false }, kind: 'text' },
    // Paid, signed and with data, but not sent from its review.
    { row: { concluido: false }, kind: 'finishService' },
  ])('$row → $kind', ({ row, kind }) => {
    expect(serviceRowAction(service(row as Partial<ServiceRow>)).kind).toBe(kind);
  });
});
