import { describe, expect, it } from 'vitest';
import {
  brandStatuses,
  concludeBlockers,
  isConcluded,
  isRejected,
  isReturned,
  brandStatusMachine,
  resendStatus,
  canSetStatus,
  serviceStatuses,
  serviceStatusMachine,
  setStatus,
  statusColor,
} from '../../machines/request-status/request-status';
import { serviceRowAction } from '../../machines/customer-rows/customer-rows';
import type { WalkPath, WalkStep } from '../../machines/tooling/walk';
import { foldAccents } from '../../src/shared/fold';
import { describeModel } from '../support/machines/model';

const fold = foldAccents;

const ready = { paid: true, submitted: true, protocolRecorded: true, signatureRecognised: true };
const unpaid = { paid: false, submitted: true, protocolRecorded: true, signatureRecognised: true };
const unsent = { paid: true, submitted: false, protocolRecorded: false, signatureRecognised: true };

function modelOf(statuses: readonly string[]) {
  const rejected = statuses.find(isRejected)!;
  const returned = statuses.find(isReturned)!;
  return {
    inputs: [
      ...[...statuses, 'Valor antigo'].map((status) => ({ name: `stored ${status}`, input: { status, facts: ready } })),
      { name: 'stored Pendente, unpaid', input: { status: 'Pendente', facts: unpaid } },
      { name: 'stored Pendente, not sent by the customer', input: { status: 'Pendente', facts: unsent } },
    ],
    events: {
      SET: [
        ...statuses.map((status) => ({
          type: 'SET' as const,
          status,
          mensagem: '  Protocolo enviado.  ',
          partes: ['dados'],
        })),
        { type: 'SET' as const, status: rejected, mensagem: 'curto' },
        { type: 'SET' as const, status: returned, mensagem: 'curto', partes: ['dados'] },
        { type: 'SET' as const, status: returned, mensagem: 'Falta o comprovante.', partes: [] },
        { type: 'SET' as const, status: 'Arquivada' },
      ],
      RESEND: [{ type: 'RESEND' as const }],
    },
    expectAfter: {
      'xstate.init': (step: WalkStep, path: WalkPath) => {
        const stored = (path.input.input as { status: string }).status;
        expect(step.snapshot.value).toBe(statuses.includes(stored) ? fold(stored) : 'pendente');
      },
      SET: (step: WalkStep, path: WalkPath) => {
        const { status, mensagem, partes } = step.event as unknown as {
          status: string;
          mensagem?: string;
          partes?: string[];
        };
        const { facts } = path.input.input as { facts: typeof ready };
        const short = (mensagem ?? '').trim().length < 10;
        // What the spec refuses, and the reason staff are given: not offered, a rejection without its reason,
        // returning what was not paid and sent, or without a reason or a part to reopen, concluding what is not
        // ready. The state and the request's data stay as they were.
        const refusal = !statuses.includes(status)
          ? 'notOffered'
          : isRejected(status) && short
            ? 'reasonMissing'
            : isReturned(status) && !(facts.paid && facts.submitted)
              ? 'notReadyToReturn'
              : isReturned(status) && short
                ? 'returnReasonMissing'
                : isReturned(status) && !partes?.length
                  ? 'partsMissing'
                  : isConcluded(status) && !(facts.paid && facts.submitted)
                    ? 'notReadyToConclude'
                    : null;
        if (refusal) {
          expect(step.snapshot.value).toBe(step.previous!.value);
          expect(step.snapshot.context).toEqual({ ...step.previous!.context, refusal });
          return;
        }
        expect(step.snapshot.value).toBe(fold(status));
        expect(step.snapshot.context).toEqual({
          status,
          mensagem: 'Protocolo enviado.',
          // Only a return keeps the parts it reopens.
          partes: isReturned(status) ? ['dados'] : [],
          facts,
          refusal: null,
        });
      },
      // Only the customer's resending leaves a return: back to Pendente, the parts closed; anything else stays.
      RESEND: (step: WalkStep, path: WalkPath) => {
        const { facts } = path.input.input as { facts: typeof ready };
        if (step.previous!.value === fold(returned)) {
          expect(step.snapshot.value).toBe('pendente');
          expect(step.snapshot.context).toEqual({
            status: 'Pendente',
            mensagem: null,
            partes: [],
            facts,
            refusal: null,
          });
          return;
        }
        expect(step.snapshot.value).toBe(step.previous!.value);
        expect(step.snapshot.context).toEqual({ ...step.previous!.context, refusal: 'notReturned' });
      },
    },
  };
}

describeModel('brand request status', { machine: brandStatusMachine, ...modelOf(brandStatuses) });
describeModel('service request status', { machine: serviceStatusMachine, ...modelOf(serviceStatuses) });

describe('status rules the server and the screens use', () => {
  const reason = 'Documento ilegível, envie de novo.';

  it('offers the spec statuses, any one after any other, once the request is ready and a rejection has a reason', () => {
    for (const from of brandStatuses)
      for (const to of brandStatuses) expect(canSetStatus('marca', from, to, ready, reason, ['dados'])).toBe(true);
    for (const from of serviceStatuses)
      for (const to of serviceStatuses) expect(canSetStatus('servico', from, to, ready, reason, ['dados'])).toBe(true);
  });

  it('refuses a status of the other kind or outside the list', () => {
    expect(canSetStatus('marca', 'Pendente', 'Concluído', ready)).toBe(false);
    expect(canSetStatus('servico', 'Pendente', 'Concluida', ready)).toBe(false);
    expect(setStatus('marca', 'Pendente', 'concluida')).toMatchObject({ ok: false, code: 400 });
  });

  it('concludes only a paid request the customer sent, signed where a procuração is needed; a brand also needs its protocol', () => {
    const services = { paid: true, submitted: true, signatureRecognised: true };
    expect(setStatus('servico', 'Análise', 'Concluído', null, { ...services, signatureRecognised: false })).toEqual({
      ok: false,
      code: 409,
      erro: 'Não é possível concluir: a procuração não tem assinatura reconhecida.',
      motivos: ['a procuração não tem assinatura reconhecida'],
    });
    expect(canSetStatus('servico', 'Análise', 'Concluído', services)).toBe(true);
    expect(canSetStatus('servico', 'Análise', 'Concluído', { ...services, paid: false })).toBe(false);
    expect(canSetStatus('marca', 'Iniciada', 'Concluida', services)).toBe(false);
    expect(canSetStatus('marca', 'Iniciada', 'Concluida')).toBe(false);
    expect(setStatus('marca', 'Iniciada', 'Concluida', null, { ...ready, signatureRecognised: false })).toEqual({
      ok: false,
      code: 409,
      erro: 'Não é possível concluir: a procuração não tem assinatura reconhecida.',
      motivos: ['a procuração não tem assinatura reconhecida'],
    });
    expect(concludeBlockers('servico', { paid: false, submitted: false, signatureRecognised: true })).toEqual([
      'o pagamento ainda não foi confirmado',
      'o cliente ainda não enviou o pedido',
    ]);
  });

  it('rejects only with a reason of ten characters or more', () => {
    expect(setStatus('servico', 'Análise', 'Rejeitado', '   curto  ')).toEqual({
      ok: false,
      code: 400,
      erro: 'Informe o motivo da rejeição (ao menos 10 caracteres): ele é enviado ao cliente.',
    });
    expect(setStatus('marca', 'Pendente', 'Rejeitada', reason)).toEqual({
      ok: true,
      next: { status: 'Rejeitada', mensagem: reason, partes: [] },
    });
  });

  it('keeps the message trimmed, and none when it is blank', () => {
    expect(setStatus('servico', 'Análise', 'Concluído', '  Pronto!  ', ready)).toEqual({
      ok: true,
      next: { status: 'Concluído', mensagem: 'Pronto!', partes: [] },
    });
    expect(setStatus('servico', 'Pendente', 'Análise', '   ')).toEqual({
      ok: true,
      next: { status: 'Análise', mensagem: null, partes: [] },
    });
  });

  it('returns for correction only a paid request the customer sent, with a reason and the parts to reopen', () => {
    expect(setStatus('marca', 'Pendente', 'Devolvida', reason, unsent, ['documentos'])).toEqual({
      ok: false,
      code: 409,
      erro: 'Não é possível devolver para correção: o cliente ainda não enviou o pedido.',
      motivos: ['o cliente ainda não enviou o pedido'],
    });
    expect(setStatus('servico', 'Pendente', 'Devolvido', reason, unpaid, ['dados'])).toMatchObject({
      ok: false,
      code: 409,
      motivos: ['o pagamento ainda não foi confirmado'],
    });
    expect(setStatus('marca', 'Pendente', 'Devolvida', 'curto', ready, ['dados'])).toEqual({
      ok: false,
      code: 400,
      erro: 'Informe o que o cliente precisa corrigir (ao menos 10 caracteres): a mensagem é enviada a ele.',
    });
    expect(setStatus('marca', 'Pendente', 'Devolvida', reason, ready, [])).toEqual({
      ok: false,
      code: 400,
      erro: 'Escolha ao menos uma parte para o cliente corrigir: dados, documentos ou procuração.',
    });
    // A Busca has no procuração to reopen.
    const search = { paid: true, submitted: true, signatureRecognised: true, correctable: ['dados'] as const };
    expect(canSetStatus('servico', 'Pendente', 'Devolvido', search, reason, ['procuracao'])).toBe(false);
    expect(setStatus('marca', 'Iniciada', 'Devolvida', `  ${reason} `, ready, ['procuracao', 'dados'])).toEqual({
      ok: true,
      next: { status: 'Devolvida', mensagem: reason, partes: ['dados', 'procuracao'] },
    });
  });

  it('puts a resent request back to Pendente, and refuses to resend one that was not returned', () => {
    expect(resendStatus('servico', 'Devolvido')).toEqual({
      ok: true,
      next: { status: 'Pendente', mensagem: null, partes: [] },
    });
    expect(resendStatus('marca', 'Iniciada')).toEqual({
      ok: false,
      code: 409,
      erro: 'Este pedido não foi devolvido para correção.',
    });
  });

  it('a concluded service is what makes the customer row offer "Ver detalhes"', () => {
    const outcome = setStatus('servico', 'Análise', 'Concluído', 'Pronto', ready);
    if (!outcome.ok) throw new Error(outcome.erro);
    const after = outcome.next;
    const row = {
      id: 1,
      planId: 5,
      status: after.status,
      statusPagamento: 'Pago' as const,
      procuracaoAssinada: true,
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
