import type { ProviderPaymentStatus } from '../schemas/checkout';

/**
 * Where a payment may go from each status. A status never moves back: a late "pending" after
 * "approved" is ignored. Pending states may repeat (with a newer detail); final ones may not.
 */
const nextStatuses: Record<ProviderPaymentStatus, readonly ProviderPaymentStatus[]> = {
  pending: ['pending', 'in_process', 'approved', 'rejected', 'cancelled'],
  in_process: ['in_process', 'approved', 'rejected', 'cancelled'],
  approved: ['refunded'],
  rejected: [],
  cancelled: [],
  refunded: [],
};

export const paymentStatuses = Object.keys(nextStatuses) as ProviderPaymentStatus[];

/**
 * An attempt's own statuses before the provider's word on it is stored: `creating` while the provider is asked,
 * `uncertain` ("incerta") when the call ended without an answer we can trust (it may have charged), `failed` when the
 * provider, asked afterwards by our reference, had made nothing. Any word of the provider moves them on.
 */
export const unansweredStatuses = ['creating', 'uncertain', 'failed'] as const;
export type UnansweredStatus = (typeof unansweredStatuses)[number];
export type AttemptStatus = ProviderPaymentStatus | UnansweredStatus;

export const isUnanswered = (status: string): status is UnansweredStatus =>
  (unansweredStatuses as readonly string[]).includes(status);

export function canMoveTo(from: AttemptStatus, to: ProviderPaymentStatus): boolean {
  if (isUnanswered(from)) return true;
  return nextStatuses[from]?.includes(to) ?? false;
}

/** The statuses from which `to` may be reached. */
export function statusesBefore(to: ProviderPaymentStatus): AttemptStatus[] {
  return [...paymentStatuses, ...unansweredStatuses].filter((from) => canMoveTo(from, to));
}

/** A provider status as staff read it (a status outside the list is shown as the provider wrote it). */
const statusLabels: Record<string, string> = {
  pending: 'Aguardando pagamento',
  in_process: 'Em análise',
  authorized: 'Autorizado',
  approved: 'Aprovado',
  rejected: 'Recusado',
  cancelled: 'Cancelado',
  refunded: 'Devolvido',
  charged_back: 'Contestado',
  in_mediation: 'Em disputa',
};
export const providerStatusLabel = (status: string) => statusLabels[status] ?? status;

export function isAwaitingPayment(status: string): boolean {
  return status === 'pending' || status === 'in_process';
}

/**
 * Mercado Pago's status in our terms, or null for one that says nothing about the money
 * (a dispute keeps the payment as it was).
 */
export function normalizeProviderStatus(raw: string | undefined | null): ProviderPaymentStatus | null {
  switch (raw) {
    case 'pending':
    case 'in_process':
    case 'approved':
    case 'rejected':
    case 'cancelled':
    case 'refunded':
      return raw;
    case 'authorized':
      return 'in_process';
    case 'charged_back':
      return 'refunded';
    default:
      return null;
  }
}
