import { resendStatus } from '../../../machines/request-status/request-status';
import type { CorrectionPart } from '../../shared/request-statuses';
import type { OrderKind } from '../../shared/schemas/checkout';
import { ApiError } from '../http/errors';

/**
 * What the customer's resending of a returned request changes, as the status machine decides it: back to Pendente
 * in the staff queue (no new payment: the order stays paid), the reopened parts closed, and when it came back.
 */
export function resentChanges(kind: OrderKind, current: string, now: Date) {
  const outcome = resendStatus(kind, current);
  if (!outcome.ok) throw new ApiError(outcome.code, outcome.erro);
  return {
    status: outcome.next.status,
    correcao: [] as CorrectionPart[],
    reenviadoEm: now,
    updatedAt: now,
  };
}
