import { and, assign, initialTransition, setup, transition } from 'xstate';
import { foldAccents } from '../../src/shared/fold';
import { messages } from '../../src/shared/messages';
import type { OrderKind } from '../../src/shared/schemas/checkout';
import {
  brandStatuses,
  serviceStatuses,
  type ConcludeFacts,
  type ServiceStatus,
} from '../../src/shared/request-statuses';

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
} from '../../src/shared/request-statuses';

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

/** Why the machine refused the last status staff chose: the server reports it, the desk's button follows it. */
export type StatusRefusal = 'notOffered' | 'reasonMissing' | 'notReadyToConclude';

interface MachineContext extends StatusContext {
  facts: ConcludeFacts;
  refusal: StatusRefusal | null;
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
      /** A status outside the offered list (an old value, a typo, another kind's). */
      notOffered: ({ event }) => !(offered as readonly string[]).includes(event.status),
      /** A rejection whose reason is missing or too short to tell the customer anything. */
      rejectionWithoutReason: ({ event }) => isRejected(event.status) && !reasonGiven(event.mensagem),
    },
    actions: {
      record: assign(({ event }) => ({
        status: event.status,
        mensagem: event.mensagem?.trim() || null,
        refusal: null,
      })),
      refuse: assign((_, params: { refusal: StatusRefusal }) => ({ refusal: params.refusal })),
    },
  }).createMachine({
    id: kind === 'marca' ? 'brand-status' : 'service-status',
    description: `The status of a ${kind === 'marca' ? 'brand request' : 'service request'} as staff set it in the back office.`,
    context: ({ input }) => ({
      status: input.status,
      mensagem: input.mensagem ?? null,
      facts: input.facts ?? unknownFacts,
      refusal: null,
    }),
    initial: 'stored',
    on: {
      // The offered statuses, each with its guard; then the refusals, which keep the state and say why.
      SET: [
        ...offered.map((status) => {
          const chosen = { type: 'chosen' as const, params: { status } };
          const extra = isConcluded(status) ? 'readyToConclude' : isRejected(status) ? 'reasonGiven' : null;
          return {
            guard: extra ? and([chosen, extra]) : chosen,
            target: `.${stateOf(status)}`,
            actions: 'record' as const,
          };
        }),
        { guard: 'notOffered', actions: { type: 'refuse', params: { refusal: 'notOffered' } } },
        { guard: 'rejectionWithoutReason', actions: { type: 'refuse', params: { refusal: 'reasonMissing' } } },
        // What is left is concluding a request that is not paid, sent, signed or (a brand) filed.
        { actions: { type: 'refuse', params: { refusal: 'notReadyToConclude' } } },
      ],
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

/** The machine's answer to staff setting `status` (and `mensagem`) on a request now in `current`. */
function afterSet(
  kind: OrderKind,
  current: string,
  status: string,
  mensagem?: string | null,
  facts?: ConcludeFacts,
): MachineContext {
  const machine = machineOf(kind) as typeof brandStatusMachine;
  const [snapshot] = initialTransition(machine, { status: current, facts });
  const [next] = transition(machine, snapshot, { type: 'SET', status, mensagem });
  return next.context;
}

/** Whether staff may set `status` on a request of this kind (whatever it is now), given what is known of it. */
export function canSetStatus(
  kind: OrderKind,
  current: string,
  status: string,
  facts?: ConcludeFacts,
  mensagem?: string | null,
): boolean {
  return afterSet(kind, current, status, mensagem, facts).refusal === null;
}

export type StatusOutcome =
  { ok: true; next: StatusContext } | { ok: false; code: 400 | 409; erro: string; motivos?: string[] };

/** The status and message after staff set them, or the machine's refusal in the words staff read. */
export function setStatus(
  kind: OrderKind,
  current: string,
  status: string,
  mensagem?: string | null,
  facts?: ConcludeFacts,
): StatusOutcome {
  const next = afterSet(kind, current, status, mensagem, facts);
  switch (next.refusal) {
    case null:
      return { ok: true, next: { status: next.status, mensagem: next.mensagem } };
    case 'notOffered':
      return { ok: false, code: 400, erro: messages.admin.statusInvalid(statusesOf(kind)) };
    case 'reasonMissing':
      return { ok: false, code: 400, erro: messages.admin.rejectionReasonRequired };
    case 'notReadyToConclude': {
      const motivos = concludeBlockers(kind, next.facts);
      return { ok: false, code: 409, erro: messages.admin.concludeRefused(motivos), motivos };
    }
  }
}
