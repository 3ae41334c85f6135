import { describe, expect, it } from 'vitest';
import {
  brandStatuses,
  brandStatusMachine,
  canSetStatus,
  serviceStatuses,
  serviceStatusMachine,
  setStatus,
  statusColor,
} from '../../machines/request-status';
import { serviceRowAction } from '../../machines/customer-rows';
import type { WalkPath, WalkStep } from '../../machines/tooling/walk';
import { describeModel } from './support/model';

const fold = (status: string) =>
  status
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function modelOf(statuses: readonly string[]) {
  return {
    inputs: [...statuses, 'Valor antigo'].map((status) => ({ name: `stored ${status}`, input: { status } })),
    events: {
      SET: [
        ...statuses.map((status) => ({ type: 'SET' as const, status, mensagem: '  Protocolo enviado.  ' })),
        { type: 'SET' as const, status: 'Arquivada' },
      ],
    },
    expectAfter: {
      'xstate.init': (step: WalkStep, path: WalkPath) => {
        const stored = (path.input.input as { status: string }).status;
        expect(step.snapshot.value).toBe(statuses.includes(stored) ? fold(stored) : 'pendente');
      },
      SET: (step: WalkStep) => {
        const { status } = step.event as unknown as { status: string };
        if (!statuses.includes(status)) {
          // Not offered: nothing changes.
          expect(step.snapshot.value).toBe(step.previous!.value);
          expect(step.snapshot.context).toEqual(step.previous!.context);
          return;
        }
        expect(step.snapshot.value).toBe(fold(status));
        expect(step.snapshot.context).toEqual({ status, mensagem: 'Protocolo enviado.' });
      },
    },
  };
}

describeModel('brand request status', { machine: brandStatusMachine, ...modelOf(brandStatuses) });
describeModel('service request status', { machine: serviceStatusMachine, ...modelOf(serviceStatuses) });

describe('status rules the server and the screens use', () => {
  it('offers the spec statuses, any one after any other', () => {
    for (const from of brandStatuses)
      for (const to of brandStatuses) expect(canSetStatus('marca', from, to)).toBe(true);
    for (const from of serviceStatuses)
      for (const to of serviceStatuses) expect(canSetStatus('servico', from, to)).toBe(true);
  });

  it('refuses a status of the other kind or outside the list', () => {
    expect(canSetStatus('marca', 'Pendente', 'Concluído')).toBe(false);
    expect(canSetStatus('servico', 'Pendente', 'Concluida')).toBe(false);
    expect(setStatus('marca', 'Pendente', 'concluida')).toBeNull();
  });

  it('keeps the message trimmed, and none when it is blank', () => {
    expect(setStatus('servico', 'Análise', 'Concluído', '  Pronto!  ')).toEqual({
      status: 'Concluído',
      mensagem: 'Pronto!',
    });
    expect(setStatus('servico', 'Análise', 'Rejeitado', '   ')).toEqual({ status: 'Rejeitado', mensagem: null });
  });

  it('a concluded service is what makes the customer row offer "Ver detalhes"', () => {
    const after = setStatus('servico', 'Análise', 'Concluído', 'Pronto')!;
    const row = {
      id: 1,
      plano_id: 5,
      status: after.status,
      status_pagamento: 'Pago' as const,
      procuracao_assinada: true,
      dados: {},
      concluido: true,
    };
    expect(serviceRowAction(row)).toEqual({
      kind: 'details',
      label: 'Ver detalhes',
      mensagem: null,
      protocolo: 'S-0001',
    });
  });

  it('shows Concluida green', () => {
    expect(statusColor('Concluida')).toBe('green');
    expect(statusColor('Concluído')).toBe('green');
  });
});
