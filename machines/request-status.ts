import { assign, initialTransition, setup, transition } from 'xstate';
import type { OrderKind } from '../src/shared/schemas/checkout';

/**
 * The status staff give a request in the back office (spec section 4). Any offered status may follow any
 * other (the spec puts no restriction on transitions); a value outside the offered list is refused. Each
 * state says what the customer's row shows while the request is in it.
 */
export const brandStatuses = ['Pendente', 'Iniciada', 'Concluida', 'Rejeitada'] as const;
export const serviceStatuses = ['Pendente', 'Análise', 'Concluído', 'Rejeitado'] as const;

export type BrandStatus = (typeof brandStatuses)[number];
export type ServiceStatus = (typeof serviceStatuses)[number];

/** The status whose service row offers "Ver detalhes" with the staff's message (customer-rows.ts). */
export const SERVICE_CONCLUDED: ServiceStatus = 'Concluído';

export const statusesOf = (kind: OrderKind): readonly string[] => (kind === 'marca' ? brandStatuses : serviceStatuses);

/** Concluida is shown green (spec); the rest follow the same reading on both lists. */
export function statusColor(status: string): string {
  if (status === 'Concluida' || status === 'Concluído') return 'green';
  if (status === 'Rejeitada' || status === 'Rejeitado') return 'red';
  if (status === 'Iniciada' || status === 'Análise') return 'blue';
  return 'gray';
}

export interface StatusContext {
  status: string;
  mensagem: string | null;
}

export type StatusEvent = { type: 'SET'; status: string; mensagem?: string | null };

const states = (kind: OrderKind) => (kind === 'marca' ? brandStatuses : serviceStatuses);

function statusMachine(kind: OrderKind, descriptions: Record<string, string>) {
  const offered = states(kind);
  const stateOf = (status: string) =>
    status
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  return setup({
    types: {
      context: {} as StatusContext,
      events: {} as StatusEvent,
      input: {} as { status: string; mensagem?: string | null },
    },
    guards: {
      /** The request is in this status now (used once, to start in the stored status). */
      storedIs: ({ context }, params: { status: string }) => context.status === params.status,
      /** Staff chose this offered status. */
      chosen: ({ event }, params: { status: string }) => event.status === params.status,
    },
    actions: {
      record: assign(({ event }) => ({ status: event.status, mensagem: event.mensagem?.trim() || null })),
    },
  }).createMachine({
    id: kind === 'marca' ? 'brand-status' : 'service-status',
    description: `The status of a ${kind === 'marca' ? 'brand request' : 'service request'} as staff set it in the back office.`,
    context: ({ input }) => ({ status: input.status, mensagem: input.mensagem ?? null }),
    initial: 'stored',
    on: {
      SET: offered.map((status) => ({
        guard: { type: 'chosen' as const, params: { status } },
        target: `.${stateOf(status)}`,
        actions: 'record' as const,
      })),
    },
    states: {
      stored: {
        description: 'Reading the status saved on the request; an unknown stored value is treated as Pendente.',
        always: [
          ...offered.map((status) => ({
            guard: { type: 'storedIs' as const, params: { status } },
            target: stateOf(status),
          })),
          { target: stateOf('Pendente') },
        ],
      },
      ...Object.fromEntries(offered.map((status) => [stateOf(status), { description: descriptions[status] }])),
    },
  });
}

export const brandStatusMachine = statusMachine('marca', {
  Pendente: 'Pendente: paid and waiting for staff. The customer row shows the status Pendente.',
  Iniciada: 'Iniciada: staff are preparing the filing at the INPI. The customer row shows Iniciada.',
  Concluida: 'Concluida: filed at the INPI (process number and protocol recorded). Shown green to staff and customer.',
  Rejeitada: 'Rejeitada: the request cannot go ahead as sent. The customer row shows Rejeitada; staff explain why.',
});

export const serviceStatusMachine = statusMachine('servico', {
  Pendente: 'Pendente: paid and waiting for staff. The customer row follows payment and procuração (customer-rows.ts).',
  Análise: 'Análise: staff are working on it. The customer row reads "Solicitação em análise.".',
  Concluído: 'Concluído: done. The customer row offers "Ver detalhes" with the staff message.',
  Rejeitado: 'Rejeitado: refused. The customer row shows the status; the message says why.',
});

const machineOf = (kind: OrderKind) => (kind === 'marca' ? brandStatusMachine : serviceStatusMachine);

/** Whether staff may set `status` on a request of this kind (whatever it is now). */
export function canSetStatus(kind: OrderKind, current: string, status: string): boolean {
  const [snapshot] = initialTransition(machineOf(kind) as typeof brandStatusMachine, { status: current });
  return snapshot.can({ type: 'SET', status });
}

/** The status and message after staff set them, or null when the status is not offered. */
export function setStatus(
  kind: OrderKind,
  current: string,
  status: string,
  mensagem?: string | null,
): StatusContext | null {
  const machine = machineOf(kind) as typeof brandStatusMachine;
  const [snapshot] = initialTransition(machine, { status: current });
  if (!snapshot.can({ type: 'SET', status })) return null;
  const [next] = transition(machine, snapshot, { type: 'SET', status, mensagem });
  return next.context;
}
