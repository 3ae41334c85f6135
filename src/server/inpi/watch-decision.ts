import { and, eq } from 'drizzle-orm';
import { inpiMessages } from '../../shared/inpi-messages';
import type { AppDeps } from '../context';
import type { Database } from '../db/client';
import { watchHits } from '../db/schema';
import { ApiError } from '../http/errors';
import { enqueueMail } from '../mail/outbox';
import { recordRequestEvent } from '../requests/events';
import { formatDay } from './deadlines';
import { watchHitMail } from './inpi-mails';

/**
 * Staff's call on a watch hit, once: confirming writes it on the customer's timeline and e-mails them the
 * opposition deadline, in the transaction that settles the hit; dismissing only settles it.
 */
export async function decideWatchHit(
  deps: AppDeps,
  id: number,
  decision: 'confirmado' | 'descartado',
  actorUserId: number,
) {
  await deps.db.transaction(async (txAny) => {
    const tx = txAny as unknown as Database;
    const [hit] = await tx
      .update(watchHits)
      .set({ status: decision, decidedBy: actorUserId, decidedAt: new Date() })
      .where(and(eq(watchHits.id, id), eq(watchHits.status, 'pendente')))
      .returning();
    if (!hit) {
      const [exists] = await tx.select({ id: watchHits.id }).from(watchHits).where(eq(watchHits.id, id));
      throw exists ? new ApiError(409, inpiMessages.hitAlreadyDecided) : new ApiError(404, inpiMessages.hitNotFound);
    }
    if (decision === 'descartado') return;
    const mail = await watchHitMail(tx, deps.config.public, hit);
    await recordRequestEvent(tx, {
      requestKind: 'marca',
      requestId: hit.marcaId,
      kind: 'vigilancia',
      message: `${inpiMessages.mail.watchIntro(hit.nome, hit.processo, hit.rpiNumero, formatDay(hit.rpiData), hit.classes.join(', '))} ${inpiMessages.mail.watchNext(formatDay(hit.dueDate))}`,
      actorUserId,
    });
    if (mail) await enqueueMail(tx, mail);
  });
}
