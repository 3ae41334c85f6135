import { and, assign, initialTransition, setup, transition } from 'xstate';
import { foldAccents } from '../src/shared/fold';
import { messages } from '../src/shared/messages';
import type { OrderKind } from '../src/shared/schemas/checkout';
import { brandStatuses, serviceStatuses, type ConcludeFacts, type ServiceStatus } from '../src/shared/request-statuses';

/**
 * The status staff give a request in the back office (spec section 4). Any offered status may follow any
 * other, with two guards: concluding needs a paid request the customer sent, with a procuração every outorgante
 * signed where one is needed (a brand also its INPI protocol), and rejecting needs a reason the customer can read. A value
 * outside the offered list is refused. Each state says what the customer's row shows while in it.
 */
export {
  brandStatuses,
  serviceStatuses,
  type BrandStatus,
  type ConcludeFacts,
  type ServiceStatus,
} from '../src/shared/request-statuses';

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

/** A rejection's reason is e-mailed and shown to the customer: a word or two is not a reason. */
export const REJECTION_REASON_MIN = 10;

export const isConcluded = (status: string) => status === 'Concluida' || status === 'Concluído';
export const isRejected = (status: string) => status === 'Rejeitada' || status === 'Rejeitado';

/** Why a request cannot be concluded yet, in the words staff read (empty when it can). */
export function concludeBlockers(kind: OrderKind, facts: ConcludeFacts): string[] {
  const reasons = messages.admin.concludeBlockers;
  const checks: [boolean, string][] = [
    [facts.paid, reasons.notPaid],
    [facts.submitted, reasons.notSubmitted],
    [kind !== 'marca' || Boolean(facts.protocolRecorded), reasons.noProtocol],
    [Boolean(facts.signatureRecognised), reasons.noSignature],
  ];
  return checks.filter(([met]) => !met).map(([, reason]) => reason);
}

export const reasonGiven = (mensagem: string | null | undefined) =>
  (mensagem?.trim().length ?? 0) >= REJECTION_REASON_MIN;

export interface StatusContext {
  status: string;
  mensagem: string | null;
}

interface MachineContext extends StatusContext {
  facts: ConcludeFacts;
}

export type StatusEvent = { type: 'SET'; status: string; mensagem?: string | null };

type StatusInput = { status: string; mensagem?: string | null; facts?: ConcludeFacts };

/** Nothing known: a request is not concluded on facts nobody checked. */
const unknownFacts: ConcludeFacts = {
  paid: false,
  submitted: false,
  protocolRecorded: false,
  signatureRecognised: false,
};

const states = (kind: OrderKind) => (kind === 'marca' ? brandStatuses : serviceStatuses);

function statusMachine(kind: OrderKind, descriptions: Record<string, string>) {
  const offered = states(kind);
  const stateOf = foldAccents;
  return setup({
    types: {
      context: {} as MachineContext,
      events: {} as StatusEvent,
      input: {} as StatusInput,
    },
    guards: {
      /** The request is in this status now (used once, to start in the stored status). */
      storedIs: ({ context }, params: { status: string }) => context.status === params.status,
      /** Staff chose this offered status. */
      chosen: ({ event }, params: { status: string }) => event.status === params.status,
      /** Paid, sent by the customer, signed where a procuração is needed and, for a brand, filed. */
      readyToConclude: ({ context }) => concludeBlockers(kind, context.facts).length === 0,
      /** The rejection carries a reason of at least REJECTION_REASON_MIN characters. */
      reasonGiven: ({ event }) => reasonGiven(event.mensagem),
    },
    actions: {
      record: assign(({ event }) => ({ status: event.status, mensagem: event.mensagem?.trim() || null })),
    },
  }).createMachine({
    id: kind === 'marca' ? 'brand-status' : 'service-status',
    description: `The status of a ${kind === 'marca' ? 'brand request' : 'service request'} as staff set it in the back office.`,
    context: ({ input }) => ({
      status: input.status,
      mensagem: input.mensagem ?? null,
      facts: input.facts ?? unknownFacts,
    }),
    initial: 'stored',
    on: {
      SET: offered.map((status) => {
        const chosen = { type: 'chosen' as const, params: { status } };
        const extra = isConcluded(status) ? 'readyToConclude' : isRejected(status) ? 'reasonGiven' : null;
        return {
          guard: extra ? and([chosen, extra]) : chosen,
          target: `.${stateOf(status)}`,
          actions: 'record' as const,
        };
      }),
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
  Concluida:
    'Concluida: filed at the INPI; only for a paid request the customer sent, with the protocol recorded and a recognised signature. Shown green.',
  Rejeitada:
    'Rejeitada: the request cannot go ahead as sent; staff give the reason, shown and e-mailed to the customer.',
});

export const serviceStatusMachine = statusMachine('servico', {
  Pendente: 'Pendente: paid and waiting for staff. The customer row follows payment and procuração (customer-rows.ts).',
  Análise: 'Análise: staff are working on it. The customer row reads "Solicitação em análise.".',
  Concluído:
    'Concluído: done, only for a paid request the customer sent (an Oposição or Recurso with its procuração signed). The customer row offers "Ver detalhes".',
  Rejeitado:
    'Rejeitado: refused with the reason staff gave; the customer row reads "Solicitação recusada" with it and a next step.',
});

const machineOf = (kind: OrderKind) => (kind === 'marca' ? brandStatusMachine : serviceStatusMachine);

/** Whether staff may set `status` on a request of this kind (whatever it is now), given what is known of it. */
export function canSetStatus(
  kind: OrderKind,
  current: string,
  status: string,
  facts?: ConcludeFacts,
  mensagem?: string | null,
): boolean {
  const [snapshot] = initialTransition(machineOf(kind) as typeof brandStatusMachine, { status: current, facts });
  return snapshot.can({ type: 'SET', status, mensagem });
}

export type StatusOutcome =
  { ok: true; next: StatusContext } | { ok: false; code: 400 | 409; erro: string; motivos?: string[] };

/** The status and message after staff set them, or why the machine refused (the guard that failed, in pt-BR). */
export function setStatus(
  kind: OrderKind,
  current: string,
  status: string,
  mensagem?: string | null,
  facts?: ConcludeFacts,
): StatusOutcome {
  const machine = machineOf(kind) as typeof brandStatusMachine;
  const [snapshot] = initialTransition(machine, { status: current, facts });
  const event = { type: 'SET' as const, status, mensagem };
  if (snapshot.can(event)) {
    const [next] = transition(machine, snapshot, event);
    return { ok: true, next: { status: next.context.status, mensagem: next.context.mensagem } };
  }
  if (!statusesOf(kind).includes(status)) {
    return { ok: false, code: 400, erro: messages.admin.statusInvalid(statusesOf(kind)) };
  }
  if (isRejected(status)) return { ok: false, code: 400, erro: messages.admin.rejectionReasonRequired };
  const motivos = concludeBlockers(kind, facts ?? unknownFacts);
  return { ok: false, code: 409, erro: messages.admin.concludeRefused(motivos), motivos };
}
