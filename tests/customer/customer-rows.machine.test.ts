import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import {
  brandRowAction,
  brandRowMachine,
  serviceRowAction,
  serviceRowMachine,
  type BrandRow,
  type ServiceRow,
} from '../../machines/customer-rows/customer-rows';
import type { WalkPath, WalkStep } from '../../machines/tooling/walk';
import { describeModel } from '../support/machines/model';

const brand = (overrides: Partial<BrandRow>): BrandRow => ({
  id: 7,
  nome: null,
  statusPagamento: 'Pago',
  concluido: false,
  ...overrides,
});
const service = (overrides: Partial<ServiceRow>): ServiceRow => ({
  id: 9,
  planId: 5,
  status: 'Pendente',
  statusPagamento: 'Pago',
  procuracaoAssinada: true,
  dados: { nomeMarca: 'Café Serra Azul' },
  concluido: true,
  ...overrides,
});

const brandRows: Record<string, BrandRow> = {
  'unpaid, unnamed': brand({ statusPagamento: 'Pendente' }),
  'unpaid, named': brand({ statusPagamento: 'Pendente', nome: 'Café Serra Azul' }),
  'unpaid, card in analysis': brand({ statusPagamento: 'Pendente', pagamentoEmAnalise: true }),
  'paid, unnamed': brand({}),
  'paid, named at /marca but not confirmed': brand({ nome: 'Café Serra Azul' }),
  'paid, confirmed': brand({ nome: 'Café Serra Azul', concluido: true }),
  'paid, confirmed without every signature': brand({
    nome: 'Café Serra Azul',
    concluido: true,
    aguardandoAssinatura: ['falta a assinatura de MARIA DA SILVA SOUZA'],
  }),
  'rejected with a reason': brand({
    nome: 'Café Serra Azul',
    concluido: true,
    status: 'Rejeitada',
    mensagem: 'A logomarca enviada está ilegível.',
    reembolso: 'refund',
  }),
  'returned for correction': brand({
    nome: 'Café Serra Azul',
    concluido: true,
    status: 'Devolvida',
    mensagem: 'O comprovante de residência está vencido.',
    correcao: ['documentos', 'procuracao'],
  }),
};

const brandOutcome: Record<
  string,
  'rejected' | 'returned' | 'paymentInAnalysis' | 'awaitingPayment' | 'awaitingSignature' | 'registered' | 'unfinished'
> = {
  'rejected with a reason': 'rejected',
  'returned for correction': 'returned',
  'unpaid, card in analysis': 'paymentInAnalysis',
  'unpaid, unnamed': 'awaitingPayment',
  'unpaid, named': 'awaitingPayment',
  'paid, unnamed': 'unfinished',
  'paid, named at /marca but not confirmed': 'unfinished',
  'paid, confirmed': 'registered',
  'paid, confirmed without every signature': 'awaitingSignature',
};

const serviceRows: Record<string, ServiceRow> = {
  'concluded, unpaid': service({ status: 'Concluído', statusPagamento: 'Pendente' }),
  'rejected with a reason': service({
    status: 'Rejeitado',
    mensagem: 'O processo informado já foi arquivado.',
    reembolso: 'noRefundAfterFiling',
  }),
  'returned for correction': service({
    status: 'Devolvido',
    mensagem: 'O número do processo contestado está incompleto.',
    correcao: ['dados'],
  }),
  'pending payment': service({ statusPagamento: 'Pendente', procuracaoAssinada: false }),
  'card in analysis': service({ statusPagamento: 'Pendente', pagamentoEmAnalise: true }),
  'opposition without power of attorney': service({ procuracaoAssinada: false }),
  'search without power of attorney, with data': service({ planId: 4, procuracaoAssinada: false }),
  'search without brand name': service({ planId: 4, procuracaoAssinada: false, dados: {} }),
  'appeal, power of attorney signed': service({ planId: 6 }),
  'opposition sent without a recognised signature': service({
    procuracaoAssinada: false,
    aguardandoAssinatura: ['falta a assinatura de JOAO PEREIRA LIMA'],
  }),
  'appeal, power of attorney signed, not sent from the review': service({ planId: 6, concluido: false }),
};

const inputsOf = <T>(rows: Record<string, T>) => Object.entries(rows).map(([name, input]) => ({ name, input }));
const rowOf = <T>(path: WalkPath) => path.input.input as T;

describeModel('brand row on /home', {
  machine: brandRowMachine,
  inputs: inputsOf(brandRows),
  expectAfter: {
    'xstate.init': (step: WalkStep, path: WalkPath) => {
      const row = rowOf<BrandRow>(path);
      const action = brandRowAction(row);
      expect(step.snapshot.status).toBe('done');
      const outcome = brandOutcome[path.input.name];
      expect(step.snapshot.value).toBe(outcome);
      if (outcome === 'rejected') {
        return expect(action).toEqual({
          kind: 'rejected',
          title: 'Pedido recusado',
          reason: 'A logomarca enviada está ilegível.',
          money:
            'Como o pedido ainda não foi protocolado no INPI, devolvemos o valor pago integralmente, no mesmo meio de pagamento: no cartão, em até 2 faturas; no Pix ou boleto, na conta de origem em até 10 dias úteis.',
          next: messages.rows.rejectedNext,
          protocolo: 'M-0007',
        });
      }
      if (outcome === 'returned') {
        // "Corrigir" opens the wizard at the first reopened part, in the wizard's order: the procuração before the files.
        return expect(action).toEqual({
          kind: 'returned',
          text: 'Devolvido para correção: O comprovante de residência está vencido.',
          parts: 'O que corrigir: os documentos e a procuração.',
          label: 'Corrigir',
          to: '/procuracao',
          search: { marcaId: 7 },
        });
      }
      if (outcome === 'paymentInAnalysis') {
        return expect(action).toEqual({
          kind: 'inAnalysis',
          text: 'Pagamento em análise',
          note: messages.rows.paymentInAnalysisNote,
        });
      }
      if (outcome === 'awaitingPayment') {
        return expect(action).toEqual({
          kind: 'pay',
          note: 'Aguardando Pagamento',
          label: 'Gerar novo pagamento',
          to: '/payment',
          order: { tipo: 'marca', id: 7 },
        });
      }
      if (outcome === 'registered') {
        return expect(action).toEqual({ kind: 'text', text: 'Você concluiu o registro da marca!' });
      }
      if (outcome === 'awaitingSignature') {
        return expect(action).toEqual({
          kind: 'awaitingSignature',
          text: 'Aguardando assinatura da procuração',
          pending: ['falta a assinatura de MARIA DA SILVA SOUZA'],
          how: messages.rows.awaitingSignatureHow,
          label: 'Enviar procuração assinada',
          to: '/assinatura',
          search: { tipo: 'marca', id: 7 },
        });
      }
      expect(action).toEqual({
        kind: 'finishBrand',
        label: 'Finalizar registro da marca',
        to: '/titular',
        search: { marcaId: 7 },
      });
    },
  },
});

describeModel('service row on /servicos', {
  machine: serviceRowMachine,
  inputs: inputsOf(serviceRows),
  expectAfter: {
    'xstate.init': (step: WalkStep, path: WalkPath) => {
      const name = path.input.name;
      const action = serviceRowAction(rowOf<ServiceRow>(path));
      expect(step.snapshot.status).toBe('done');
      const expected = {
        'concluded, unpaid': [
          'concluded',
          { kind: 'details', label: 'Ver detalhes', mensagem: null, protocolo: 'S-0009' },
        ],
        'rejected with a reason': [
          'rejected',
          {
            kind: 'rejected',
            title: 'Solicitação recusada',
            reason: 'O processo informado já foi arquivado.',
            money:
              'Como o pedido já foi protocolado no INPI, não há reembolso. Pelos termos de uso: "Depois que o pedido é protocolado no INPI não há reembolso, pois o serviço principal já foi prestado e as retribuições oficiais já foram recolhidas."',
            next: messages.rows.rejectedNext,
            protocolo: 'S-0009',
          },
        ],
        'returned for correction': [
          'returned',
          {
            kind: 'returned',
            text: 'Devolvido para correção: O número do processo contestado está incompleto.',
            parts: 'O que corrigir: os dados.',
            label: 'Corrigir',
            to: '/novo-servico',
            search: { marcaId: 9, tipo: 5 },
          },
        ],
        'opposition sent without a recognised signature': [
          'awaitingSignature',
          {
            kind: 'awaitingSignature',
            text: 'Aguardando assinatura da procuração',
            pending: ['falta a assinatura de JOAO PEREIRA LIMA'],
            how: messages.rows.awaitingSignatureHow,
            label: 'Enviar procuração assinada',
            to: '/assinatura',
            search: { tipo: 'servico', id: 9 },
          },
        ],
        'card in analysis': [
          'paymentInAnalysis',
          { kind: 'inAnalysis', text: 'Pagamento em análise', note: messages.rows.paymentInAnalysisNote },
        ],
        'pending payment': [
          'awaitingPayment',
          {
            kind: 'pay',
            note: 'Aguardando Pagamento',
            label: 'Gerar novo pagamento',
            to: '/payment',
            order: { tipo: 'servico', id: 9 },
          },
        ],
        'opposition without power of attorney': [
          'unfinished',
          {
            kind: 'finishService',
            label: 'Finalizar solicitação do serviço',
            to: '/novo-servico',
            search: { marcaId: 9, tipo: 5 },
          },
        ],
        'search without power of attorney, with data': [
          'inAnalysis',
          { kind: 'text', text: 'Solicitação em análise.' },
        ],
        'search without brand name': [
          'unfinished',
          {
            kind: 'finishService',
            label: 'Finalizar solicitação do serviço',
            to: '/novo-servico',
            search: { marcaId: 9, tipo: 4 },
          },
        ],
        'appeal, power of attorney signed': ['inAnalysis', { kind: 'text', text: 'Solicitação em análise.' }],
        'appeal, power of attorney signed, not sent from the review': [
          'unfinished',
          {
            kind: 'finishService',
            label: 'Finalizar solicitação do serviço',
            to: '/novo-servico',
            search: { marcaId: 9, tipo: 6 },
          },
        ],
      }[name]!;
      expect(step.snapshot.value).toBe(expected[0]);
      expect(action).toEqual(expected[1]);
    },
  },
});

describe('row rules, in the spec order', () => {
  it('a concluded service shows its details even before the payment shows as paid', () => {
    expect(serviceRowAction(service({ status: 'Concluído', statusPagamento: 'Pendente' })).kind).toBe('details');
  });

  it('an unpaid service asks for payment before anything else is missing', () => {
    expect(serviceRowAction(service({ statusPagamento: 'Pendente', procuracaoAssinada: false, dados: {} })).kind).toBe(
      'pay',
    );
  });

  it('an unpaid brand asks for payment even when it already has a name', () => {
    expect(brandRowAction(brand({ statusPagamento: 'Pendente', nome: 'Marca' })).kind).toBe('pay');
  });
});
