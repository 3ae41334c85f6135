import { and, assign, initialTransition, setup, transition } from 'xstate';
import { foldAccents } from '../../src/shared/fold';
import { messages } from '../../src/shared/messages';
import type { OrderKind } from '../../src/shared/schemas/checkout';
import {
  brandStatuses,
  correctionParts,
  serviceStatuses,
  type ConcludeFacts,
  type CorrectionPart,
  type ServiceStatus,
} from '../../src/shared/request-statuses';

/**
 * The status staff give a request in the back office (spec section 4). Any offered status may follow any
 * other, with three guards: concluding needs a paid request the customer sent, with a procuração every outorgante
 * signed where one is needed (a brand also its INPI protocol); rejecting needs a reason the customer can read; and
 * returning for correction needs a paid request the customer sent, a reason and the parts to reopen. Only the
 * customer's resending (RESEND) leaves Devolvida/Devolvido, back to Pendente. A value outside the offered list is
 * refused. Each state says what the customer's row shows while in it.
 */
export {
  brandStatuses,
  correctionParts,
  serviceStatuses,
  type BrandStatus,
  type ConcludeFacts,
  type CorrectionPart,
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
  if (isReturned(status)) return 'orange';
  return 'gray';
}

/** A rejection's reason is e-mailed and shown to the customer: a word or two is not a reason. */
export const REJECTION_REASON_MIN = 10;

export const isConcluded = (status: string) => status === 'Concluida' || status === 'Concluído';
export const isRejected = (status: string) => status === 'Rejeitada' || status === 'Rejeitado';
/** Returned to the customer for correction: only their resending moves it on. */
export const isReturned = (status: string) => status === 'Devolvida' || status === 'Devolvido';
export const returnedStatusOf = (kind: OrderKind) => (kind === 'marca' ? 'Devolvida' : 'Devolvido');

/** Why a request cannot be returned for correction (empty when it can): only a paid request the customer sent. */
export function returnBlockers(facts: ConcludeFacts): string[] {
  const reasons = messages.admin.concludeBlockers;
  const checks: [boolean, string][] = [
    [facts.paid, reasons.notPaid],
    [facts.submitted, reasons.notSubmitted],
  ];
  return checks.filter(([met]) => !met).map(([, reason]) => reason);
}

/** At least one part to reopen, each one this request has. */
export const partsChosen = (partes: readonly string[] | null | undefined, facts: ConcludeFacts) =>
  (partes?.length ?? 0) > 0 &&
  partes!.every((part) => (facts.correctable ?? correctionParts).includes(part as CorrectionPart));

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
  /** While returned for correction: the parts the customer may change (empty otherwise). */
  partes: CorrectionPart[];
}

/** Why the machine refused the last status staff chose: the server reports it, the desk's button follows it. */
export type StatusRefusal =
  | 'notOffered'
  | 'reasonMissing'
  | 'notReadyToConclude'
  | 'returnReasonMissing'
  | 'partsMissing'
  | 'notReadyToReturn'
  | 'notReturned';

interface MachineContext extends StatusContext {
  facts: ConcludeFacts;
  refusal: StatusRefusal | null;
}

export type StatusEvent =
  | { type: 'SET'; status: string; mensagem?: string | null; partes?: readonly string[] | null }
  /** The customer sends a returned request again, corrected. */
  | { type: 'RESEND' };

type StatusInput = { status: string; mensagem?: string | null; facts?: ConcludeFacts };

type SetEvent = Extract<StatusEvent, { type: 'SET' }>;
const asSet = (event: StatusEvent): SetEvent =>
  event.type === 'SET' ? event : { type: 'SET', status: '', mensagem: null, partes: null };

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
      chosen: ({ event }, params: { status: string }) => asSet(event).status === params.status,
      /** Paid, sent by the customer, signed where a procuração is needed and, for a brand, filed. */
      readyToConclude: ({ context }) => concludeBlockers(kind, context.facts).length === 0,
      /** The rejection (or the return) carries a reason of at least REJECTION_REASON_MIN characters. */
      reasonGiven: ({ event }) => reasonGiven(asSet(event).mensagem),
      /** A return for correction: paid and sent, with a reason and at least one part of this request to reopen. */
      readyToReturn: ({ context, event }) =>
        returnBlockers(context.facts).length === 0 &&
        reasonGiven(asSet(event).mensagem) &&
        partsChosen(asSet(event).partes, context.facts),
      /** A status outside the offered list (an old value, a typo, another kind's). */
      notOffered: ({ event }) => !(offered as readonly string[]).includes(asSet(event).status),
      /** A rejection whose reason is missing or too short to tell the customer anything. */
      rejectionWithoutReason: ({ event }) => isRejected(asSet(event).status) && !reasonGiven(asSet(event).mensagem),
      /** A return the request is not ready for: not paid, or not sent by the customer. */
      returnNotReady: ({ context, event }) =>
        isReturned(asSet(event).status) && returnBlockers(context.facts).length > 0,
      /** A return without a reason the customer can act on. */
      returnWithoutReason: ({ event }) => isReturned(asSet(event).status) && !reasonGiven(asSet(event).mensagem),
      /** A return that names no part to reopen (or one this request does not have). */
      returnWithoutParts: ({ context, event }) =>
        isReturned(asSet(event).status) && !partsChosen(asSet(event).partes, context.facts),
    },
    actions: {
      record: assign(({ event }) => {
        const set = asSet(event);
        return {
          status: set.status,
          mensagem: set.mensagem?.trim() || null,
          partes: isReturned(set.status)
            ? correctionParts.filter((part) => set.partes?.includes(part))
            : ([] as CorrectionPart[]),
          refusal: null,
        };
      }),
      resent: assign({ status: 'Pendente', mensagem: null, partes: [] as CorrectionPart[], refusal: null }),
      refuse: assign((_, params: { refusal: StatusRefusal }) => ({ refusal: params.refusal })),
    },
  }).createMachine({
    id: kind === 'marca' ? 'brand-status' : 'service-status',
    description: `The status of a ${kind === 'marca' ? 'brand request' : 'service request'} as staff set it in the back office.`,
    context: ({ input }) => ({
      status: input.status,
      mensagem: input.mensagem ?? null,
      partes: [],
      facts: input.facts ?? unknownFacts,
      refusal: null,
    }),
    initial: 'stored',
    on: {
      // The offered statuses, each with its guard; then the refusals, which keep the state and say why.
      SET: [
        ...offered.map((status) => {
          const chosen = { type: 'chosen' as const, params: { status } };
          const extra = isConcluded(status)
            ? 'readyToConclude'
            : isRejected(status)
              ? 'reasonGiven'
              : isReturned(status)
                ? 'readyToReturn'
                : null;
          return {
            guard: extra ? and([chosen, extra]) : chosen,
            target: `.${stateOf(status)}`,
            actions: 'record' as const,
          };
        }),
        { guard: 'notOffered', actions: { type: 'refuse', params: { refusal: 'notOffered' } } },
        { guard: 'rejectionWithoutReason', actions: { type: 'refuse', params: { refusal: 'reasonMissing' } } },
        { guard: 'returnNotReady', actions: { type: 'refuse', params: { refusal: 'notReadyToReturn' } } },
        { guard: 'returnWithoutReason', actions: { type: 'refuse', params: { refusal: 'returnReasonMissing' } } },
        { guard: 'returnWithoutParts', actions: { type: 'refuse', params: { refusal: 'partsMissing' } } },
        // What is left is concluding a request that is not paid, sent, signed or (a brand) filed.
        { actions: { type: 'refuse', params: { refusal: 'notReadyToConclude' } } },
      ],
      // Only a returned request is sent again (its state handles RESEND); any other stays as it is.
      RESEND: { actions: { type: 'refuse', params: { refusal: 'notReturned' } } },
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
      ...Object.fromEntries(
        offered.map((status) => [
          stateOf(status),
          isReturned(status)
            ? {
                description: descriptions[status],
                on: { RESEND: { target: stateOf('Pendente'), actions: 'resent' as const } },
              }
            : { description: descriptions[status] },
        ]),
      ),
    },
  });
}

export const brandStatusMachine = statusMachine('marca', {
  Pendente: 'Pendente: paid and waiting for staff. The customer row shows the status Pendente.',
  Iniciada: 'Iniciada: staff are preparing the filing at the INPI. The customer row shows Iniciada.',
  Devolvida:
    'Devolvida: returned to the customer with a reason and the parts to reopen; the row reads "Devolvido para correção" and offers "Corrigir". Resending puts it back to Pendente.',
  Concluida:
    'Concluida: filed at the INPI; only for a paid request the customer sent, with the protocol recorded and a recognised signature. Shown green.',
  Rejeitada:
    'Rejeitada: final; staff give the reason, shown and e-mailed to the customer with what happens to the money (a full refund before filing, none after).',
});

export const serviceStatusMachine = statusMachine('servico', {
  Pendente: 'Pendente: paid and waiting for staff. The customer row follows payment and procuração (customer-rows.ts).',
  Análise: 'Análise: staff are working on it. The customer row reads "Solicitação em análise.".',
  Devolvido:
    'Devolvido: returned to the customer with a reason and the parts to reopen; the row reads "Devolvido para correção" and offers "Corrigir". Resending puts it back to Pendente.',
  Concluído:
    'Concluído: done, only for a paid request the customer sent (an Oposição or Recurso with its procuração signed). The customer row offers "Ver detalhes".',
  Rejeitado:
    'Rejeitado: final; refused with the reason staff gave; the customer row reads "Solicitação recusada" with it and what happens to the money.',
});

const machineOf = (kind: OrderKind) => (kind === 'marca' ? brandStatusMachine : serviceStatusMachine);

/** The machine's answer to `event` on a request now in `current`. */
function after(kind: OrderKind, current: string, event: StatusEvent, facts?: ConcludeFacts): MachineContext {
  const machine = machineOf(kind) as typeof brandStatusMachine;
  const [snapshot] = initialTransition(machine, { status: current, facts });
  const [next] = transition(machine, snapshot, event);
  return next.context;
}

/** Whether staff may set `status` on a request of this kind (whatever it is now), given what is known of it. */
export function canSetStatus(
  kind: OrderKind,
  current: string,
  status: string,
  facts?: ConcludeFacts,
  mensagem?: string | null,
  partes?: readonly string[] | null,
): boolean {
  return after(kind, current, { type: 'SET', status, mensagem, partes }, facts).refusal === null;
}

export type StatusOutcome =
  { ok: true; next: StatusContext } | { ok: false; code: 400 | 409; erro: string; motivos?: string[] };

function outcomeOf(kind: OrderKind, next: MachineContext): StatusOutcome {
  switch (next.refusal) {
    case null:
      return { ok: true, next: { status: next.status, mensagem: next.mensagem, partes: next.partes } };
    case 'notOffered':
      return { ok: false, code: 400, erro: messages.admin.statusInvalid(statusesOf(kind)) };
    case 'reasonMissing':
      return { ok: false, code: 400, erro: messages.admin.rejectionReasonRequired };
    case 'returnReasonMissing':
      return { ok: false, code: 400, erro: messages.admin.returnReasonRequired };
    case 'partsMissing':
      return { ok: false, code: 400, erro: messages.admin.returnPartsRequired };
    case 'notReadyToReturn': {
      const motivos = returnBlockers(next.facts);
      return { ok: false, code: 409, erro: messages.admin.returnRefused(motivos), motivos };
    }
    case 'notReturned':
      return { ok: false, code: 409, erro: messages.corrections.notReturned };
    case 'notReadyToConclude': {
      const motivos = concludeBlockers(kind, next.facts);
      return { ok: false, code: 409, erro: messages.admin.concludeRefused(motivos), motivos };
    }
  }
}

/** The status, message and reopened parts after staff set them, or the machine's refusal in the words staff read. */
export function setStatus(
  kind: OrderKind,
  current: string,
  status: string,
  mensagem?: string | null,
  facts?: ConcludeFacts,
  partes?: readonly string[] | null,
): StatusOutcome {
  return outcomeOf(kind, after(kind, current, { type: 'SET', status, mensagem, partes }, facts));
}

/** The customer sends a returned request again: back to Pendente, or refused when it was not returned. */
export function resendStatus(kind: OrderKind, current: string): StatusOutcome {
  return outcomeOf(kind, after(kind, current, { type: 'RESEND' }));
}
