import { eq } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import { requestTimelinePath } from '../../shared/order-reference';
import type { PublicConfig } from '../../shared/public-config';
import type { Database } from '../db/client';
import { requestEvents } from '../db/schema';
import { describeRequest } from '../mail/event-mails';
import { paymentEventStatus, warrantsWhatsapp } from '../requests/events';
import { type RequestIdentity, requestIdentity } from '../requests/request-names';
import { WHATSAPP_TEMPLATES, whatsappMessage, type WhatsappMessage, type WhatsappTemplate } from './templates';

const linkTo = (config: PublicConfig, request: RequestIdentity) =>
  `${config.publicUrl}${requestTimelinePath(request.kind, request.id)}`;

/** The template an event's message uses: a status change, or a payment approved or refused. */
export function eventWhatsappTemplate(event: { kind: string; statusTo: string | null }): WhatsappTemplate {
  if (event.kind === 'status') return WHATSAPP_TEMPLATES.statusChanged;
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
  const about = describeRequest(request);
  const link = linkTo(config, request);
  if (eventWhatsappTemplate(event) === WHATSAPP_TEMPLATES.statusChanged)
    return whatsappMessage(WHATSAPP_TEMPLATES.statusChanged, [
      about,
      event.statusTo ?? '',
      event.message || messages.whatsapp.noStaffMessage,
      link,
    ]);
  if (eventWhatsappTemplate(event) === WHATSAPP_TEMPLATES.paymentApproved)
    return whatsappMessage(WHATSAPP_TEMPLATES.paymentApproved, [about, link]);
  return whatsappMessage(WHATSAPP_TEMPLATES.paymentRefused, [about, event.message || messages.whatsapp.noReason, link]);
}
