import { describe, expect, it } from 'vitest';
import type { CustomerService } from '../../machines/customer-rows/customer-rows';
import type { CustomerBrand } from '../../src/shared/schemas/checkout';
import {
  brandName,
  brandRowAction,
  protocolOf,
  serviceName,
  serviceRowAction,
} from '../../src/web/customer/order-rows';

const brand = (overrides: Partial<CustomerBrand>): CustomerBrand => ({
  id: 4,
  plano: 'Essencial',
  planoID: 1,
  nome: null,
  statusPagamento: 'Pendente',
  status: 'Pendente',
  concluido: false,
  ...overrides,
});

const service = (overrides: Partial<CustomerService>): CustomerService => ({
  id: 9,
  numProtocolo: null,
  nome: '',
  planId: 5,
  status: 'Pendente',
  statusPagamento: 'Pago',
  mensagem: null,
  procuracaoAssinada: true,
  dados: { nomeMarca: 'Café Serra Azul' },
  concluido: true,
  ...overrides,
});

describe('brand rows on /home', () => {
  it('offers a new payment while unpaid, leading to /payment for that order', () => {
    expect(brandRowAction(brand({}))).toEqual({
      kind: 'pay',
      note: 'Aguardando Pagamento',
      label: 'Gerar novo pagamento',
      to: '/payment',
      order: { tipo: 'marca', id: 4 },
    });
  });

  it('congratulates once the paid registration is confirmed, and offers to finish it until then', () => {
    expect(brandRowAction(brand({ statusPagamento: 'Pago', nome: 'Vértice', concluido: true }))).toEqual({
      kind: 'text',
      text: 'Você concluiu o registro da marca!',
    });
    expect(brandRowAction(brand({ statusPagamento: 'Pago', nome: 'Vértice' }))).toMatchObject({
      kind: 'finishBrand',
      label: 'Finalizar registro da marca',
      to: '/titular',
      search: { marcaId: 4 },
    });
    expect(brandRowAction(brand({ statusPagamento: 'Pago' }))).toMatchObject({
      kind: 'finishBrand',
      label: 'Finalizar registro da marca',
      to: '/titular',
      search: { marcaId: 4 },
    });
  });

  it('shows "Incompleto" for a brand without a name', () => {
    expect(brandName(brand({}))).toBe('Incompleto');
    expect(brandName(brand({ nome: '  ' }))).toBe('Incompleto');
    expect(brandName(brand({ nome: 'Vértice' }))).toBe('Vértice');
  });
});

describe('service rows on /servicos, in the order of the spec', () => {
  it('offers the details of a concluded service first, even if unpaid', () => {
    expect(
      serviceRowAction(
        service({
          status: 'Concluído',
          statusPagamento: 'Pendente',
          mensagem: 'Busca concluída: marca viável.',
          numProtocolo: '928374650',
        }),
      ),
    ).toEqual({
      kind: 'details',
      label: 'Ver detalhes',
      mensagem: 'Busca concluída: marca viável.',
      protocolo: '928374650',
    });
  });

  it("offers a concluded Busca's parecer in its details, and no other service's", () => {
    expect(serviceRowAction(service({ planId: 4, status: 'Concluído' }))).toMatchObject({
      kind: 'details',
      parecerDe: 9,
    });
    expect(serviceRowAction(service({ planId: 5, status: 'Concluído' }))).not.toHaveProperty('parecerDe');
  });

  it('offers a new payment while unpaid', () => {
    expect(serviceRowAction(service({ statusPagamento: 'Pendente' }))).toMatchObject({
      kind: 'pay',
      order: { tipo: 'servico', id: 9 },
    });
  });

  it('asks to finish when the power of attorney is missing (not for Busca) or Busca has no brand name', () => {
    expect(serviceRowAction(service({ procuracaoAssinada: false }))).toMatchObject({
      kind: 'finishService',
      label: 'Finalizar solicitação do serviço',
    });
    expect(serviceRowAction(service({ planId: 4, procuracaoAssinada: false }))).toEqual({
      kind: 'text',
      text: 'Solicitação em análise.',
    });
    expect(serviceRowAction(service({ planId: 4, dados: {} }))).toEqual({
      kind: 'finishService',
      label: 'Finalizar solicitação do serviço',
      to: '/novo-servico',
      search: { marcaId: 9, tipo: 4 },
    });
    // Saved but not sent from the review yet: still to be finished.
    expect(serviceRowAction(service({ concluido: false }))).toMatchObject({
      kind: 'finishService',
      label: 'Finalizar solicitação do serviço',
      to: '/novo-servico',
    });
  });

  it('is in analysis otherwise', () => {
    expect(serviceRowAction(service({}))).toEqual({ kind: 'text', text: 'Solicitação em análise.' });
  });

  it('names the service by its plan when the request has no name, and shows its reference until there is a protocol', () => {
    expect(serviceName(service({}))).toBe('Oposição');
    expect(serviceName(service({ nome: 'Recurso contra indeferimento' }))).toBe('Recurso contra indeferimento');
    expect(protocolOf(service({}))).toBe('S-0009');
    expect(protocolOf(service({ numProtocolo: '928374650' }))).toBe('928374650');
  });
});
