import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { isRejected, setStatus } from '../../../machines/request-status/request-status';
import { messages } from '../../shared/messages';
import type { brandUpdateSchema } from '../../shared/schemas/admin';
import type { Database } from '../db/client';
import { marcas } from '../db/schema';
import { ApiError } from '../http/errors';
import { recordRequestEvent } from '../requests/events';
import { markRejectionRefund, refundRejected } from '../requests/rejection-refund';
import type { AppDeps } from '../context';
import type { PaymentRow } from '../payments/payment-data';
import { checklistRow, filingPendencias } from './filing-checklist';
import { brandConcludeFacts } from './filing-readiness';

export type BrandUpdate = v.InferOutput<typeof brandUpdateSchema>;

/** How a staff status change is e-mailed: `mailGraceMs` holds the e-mail back so "Desfazer" can cancel it. */
export interface StatusChangeOptions {
  mailGraceMs?: number;
  now?: Date;
  /** After a rejection before filing is saved: asks the provider to refund the payments marked owed back. */
  refund?: (owed: PaymentRow[]) => Promise<void>;
}

/** The options of a staff change made through the API: the configured grace period, and the provider's refund. */
export const statusChangeOptions = (deps: AppDeps): StatusChangeOptions => ({
  mailGraceMs: deps.config.statusMailGraceMs,
  refund: (owed) => refundRejected(deps, deps.paymentProvider, owed),
});

/** When a status change's e-mail may leave: after the grace period, if any. */
export const mailNotBefore = (options: StatusChangeOptions): Date | undefined =>
  options.mailGraceMs ? new Date((options.now ?? new Date()).getTime() + options.mailGraceMs) : undefined;

/**
 * Staff set a brand request's status and, once filed, its INPI process number and protocol. The change and
 * its history rows are written in one transaction; a status set again unchanged adds no row. The status
 * machine's guards decide: a refused change answers 409 (cannot conclude yet) or 400 (no rejection reason).
 */
export async function updateBrand(
  db: Database,
  id: number,
  update: BrandUpdate,
  actorUserId: number,
  options: StatusChangeOptions = {},
) {
  let owed: PaymentRow[] = [];
  const saved = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(marcas).where(eq(marcas.id, id)).for('update');
    if (!current) throw new ApiError(404, messages.admin.brandNotFound);
    const changes: Partial<typeof marcas.$inferInsert> = {};

    const processoInpi = update.processoInpi === undefined ? current.processoInpi : update.processoInpi;
    const protocolo = update.protocolo === undefined ? current.protocolo : update.protocolo;
    if (processoInpi !== current.processoInpi || protocolo !== current.protocolo) {
      // "Protocolado" is recorded only once the filing checklist is complete and every outorgante signed the
      // procuração; clearing the numbers always may.
      const recording =
        (processoInpi !== null && processoInpi !== current.processoInpi) ||
        (protocolo !== null && protocolo !== current.protocolo);
      if (recording) {
        const missing = await filingPendencias(tx, id, await checklistRow(tx, id));
        if (missing.length > 0) throw new ApiError(409, messages.admin.protocolRefused(missing));
      }
      changes.processoInpi = processoInpi;
      changes.protocolo = protocolo;
      const parts = [processoInpi && `Processo INPI nº ${processoInpi}`, protocolo && `protocolo ${protocolo}`].filter(
        Boolean,
      );
      await recordRequestEvent(tx, {
        requestKind: 'marca',
        requestId: id,
        kind: 'protocolo',
        message: parts.length ? parts.join(', ') : 'Número do processo e protocolo removidos',
        actorUserId,
      });
    }

    if (update.status !== undefined && update.status !== current.status) {
      // The guards read the request as it will be saved: a protocol recorded in the same call counts.
      const facts = await brandConcludeFacts(tx, { ...current, processoInpi, protocolo });
      const outcome = setStatus('marca', current.status, update.status, update.mensagem, facts, update.partes);
      if (!outcome.ok) throw new ApiError(outcome.code, outcome.erro);
      changes.status = outcome.next.status;
      changes.correcao = outcome.next.partes;
      // Rejected before filing: the money goes back in full, once the grace period for an undo is over.
      if (isRejected(outcome.next.status))
        owed = await markRejectionRefund(tx, 'marca', id, { ...current, protocolo }, mailNotBefore(options));
      await recordRequestEvent(tx, {
        requestKind: 'marca',
        requestId: id,
        kind: 'status',
        statusFrom: current.status,
        statusTo: outcome.next.status,
        message: outcome.next.mensagem,
        actorUserId,
        mailNotBefore: mailNotBefore(options),
      });
    }

    if (Object.keys(changes).length === 0) return current;
    const [saved] = await tx
      .update(marcas)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(marcas.id, id))
      .returning();
    return saved!;
  });
  if (owed.length > 0) await options.refund?.(owed);
  return saved;
}
