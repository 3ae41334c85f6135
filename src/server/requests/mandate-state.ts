import { eq } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import type { OrderKind } from '../../shared/schemas/checkout';
import type { Tx } from '../db/client';
import { type SignedMandate, signedMandate } from '../documents/signatures/owner-signatures';
import { awaitsSignature, mandateColumns, requestTable } from './awaiting-signature';
import { mandateEvent, recordRequestEvent } from './events';

/**
 * Judges the request's mandate again (after an upload, the confirmation or a re-verification) and keeps
 * `procuracao_assinada` in step. When a request that was waiting gets every signature, its history says so and the
 * customer hears; when one is sent without them, its history says it waits and for whom.
 */
export async function refreshMandate(
  tx: Tx,
  kind: OrderKind,
  id: number,
  /**
   * justConfirmed: the request was sent in this transaction. silent: a re-verification after an upgrade, which
   * brings the column up to date without telling anyone (nothing happened to the request).
   */
  options: { justConfirmed?: boolean; silent?: boolean } = {},
): Promise<SignedMandate> {
  const table = requestTable(kind);
  const [row] = await tx.select(mandateColumns(kind)).from(table).where(eq(table.id, id)).for('update');
  const mandate = await signedMandate(tx, kind, id);
  if (!row) return mandate;
  if (row.procuracaoAssinada !== mandate.completa)
    await tx.update(table).set({ procuracaoAssinada: mandate.completa }).where(eq(table.id, id));
  if (options.silent) return mandate;
  const waited = awaitsSignature(kind, row) && !options.justConfirmed;
  if (mandate.completa && waited)
    await recordRequestEvent(tx, {
      requestKind: kind,
      requestId: id,
      kind: 'assinatura',
      statusTo: mandateEvent.received,
      message: messages.timeline.signatureReceived,
    });
  if (options.justConfirmed && awaitsSignature(kind, { ...row, procuracaoAssinada: mandate.completa }))
    await recordRequestEvent(tx, {
      requestKind: kind,
      requestId: id,
      kind: 'assinatura',
      statusTo: mandateEvent.awaiting,
      message: messages.timeline.awaitingSignature(mandate.pendencias),
    });
  return mandate;
}
