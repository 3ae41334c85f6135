import { eq } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import type { PublicConfig } from '../../shared/public-config';
import type { Database } from '../db/client';
import { requestEvents } from '../db/schema';
import { owedSignatures } from '../requests/awaiting-signature';
import { paymentEventStatus, warrantsWhatsapp } from '../requests/events';
import { type RequestIdentity, requestIdentity } from '../requests/request-names';
import { requestWhatsapp, WHATSAPP_TEMPLATES, type WhatsappMessage, type WhatsappTemplate } from './templates';

/** The template an event's message uses: a status change, or a payment approved or refused. */
export function eventWhatsappTemplate(event: { kind: string; statusTo: string | null }): WhatsappTemplate {
  if (event.kind === 'status') return WHATSAPP_TEMPLATES.statusChanged;
  if (event.kind === 'assinatura') return WHATSAPP_TEMPLATES.signatureReminder;
  return event.statusTo === paymentEventStatus.paid
    ? WHATSAPP_TEMPLATES.paymentApproved
    : WHATSAPP_TEMPLATES.paymentRefused;
}

/**
 * The template message about one event, written from the event and the request as they are now, without the
 * customer's name (the outbox puts it first when it sends); null when the event says nothing to the customer.
 */
export async function renderEventWhatsapp(
  db: Pick<Database, 'select'>,
  config: PublicConfig,
  eventId: number,
): Promise<WhatsappMessage | null> {
  const [event] = await db.select().from(requestEvents).where(eq(requestEvents.id, eventId));
  if (!event || !warrantsWhatsapp(event)) return null;
  const request = await requestIdentity(db, event.requestKind as RequestIdentity['kind'], event.requestId);
  if (!request) return null;
  const template = eventWhatsappTemplate(event);
  if (template === WHATSAPP_TEMPLATES.signatureReminder) {
    const owed = await owedSignatures(db, request.kind, request.id);
    return owed && requestWhatsapp(config, template, request, [owed.join('; ')]);
  }
  if (template === WHATSAPP_TEMPLATES.statusChanged)
    return requestWhatsapp(config, template, request, [
      event.statusTo ?? '',
      event.message || messages.whatsapp.noStaffMessage,
    ]);
  if (template === WHATSAPP_TEMPLATES.paymentApproved) return requestWhatsapp(config, template, request, []);
  return requestWhatsapp(config, template, request, [event.message || messages.whatsapp.noReason]);
}
