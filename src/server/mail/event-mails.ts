import { eq } from 'drizzle-orm';
import { TYPICAL_PROCESSING_MONTHS } from '../../shared/inpi-fees';
import { messages } from '../../shared/messages';
import { requestTimelinePath } from '../../shared/order-reference';
import type { PublicConfig } from '../../shared/public-config';
import type { Database } from '../db/client';
import { requestEvents, users } from '../db/schema';
import { paymentEventStatus, type RequestEventRow } from '../requests/events';
import { type RequestIdentity, requestIdentity } from '../requests/request-names';
import type { MailMessage } from './mailer';
import { requestMail } from './templates';

const text = messages.requestMail;

type Content = { subject: string; intro: string; details: string[]; next: string };

function paymentContent(event: RequestEventRow, request: RequestIdentity): Content | null {
  const details = event.message ? [event.message] : [];
  switch (event.statusTo) {
    case paymentEventStatus.paid:
      return {
        ...text.paid,
        details,
        next: request.kind === 'marca' ? text.nextAfterPaymentBrand : text.nextAfterPaymentService,
      };
    case paymentEventStatus.refused:
      return { ...text.refused, details };
    case paymentEventStatus.expired:
      return { ...text.expired, details };
    case paymentEventStatus.refunded:
      return { ...text.refunded, details };
    case paymentEventStatus.reversed:
      return { ...text.reversed, details };
    default:
      return null;
  }
}

function contentOf(event: RequestEventRow, request: RequestIdentity): Content | null {
  switch (event.kind) {
    case 'pagamento':
      return paymentContent(event, request);
    case 'assistente':
      return {
        ...text.completed,
        details: [],
        next: request.kind === 'marca' ? text.nextAfterCompletionBrand : text.nextAfterCompletionService,
      };
    case 'status':
      return {
        ...text.status,
        details: [
          text.statusChange(event.statusFrom, event.statusTo ?? ''),
          ...(event.message ? [`${text.staffMessage}: ${event.message}`] : []),
        ],
        next: text.nextAfterStatus,
      };
    case 'protocolo': {
      const protocol = request.protocol ?? event.statusTo ?? event.message;
      return {
        ...text.protocol,
        details: protocol ? [text.protocolNumber(protocol)] : [],
        next: text.nextAfterProtocol(TYPICAL_PROCESSING_MONTHS.min, TYPICAL_PROCESSING_MONTHS.max),
      };
    }
    default:
      return null;
  }
}

/** "Registro da marca “X” (plano Essencial), pedido M-0012, protocolo INPI 912345678". */
export function describeRequest(request: RequestIdentity): string {
  const protocol = request.protocol ? `, protocolo INPI nº ${request.protocol}` : '';
  return `${request.name}, pedido ${request.reference}${protocol}`;
}

/** The customer's e-mail about one event, written from the event and the request as they are now; null when there is no one to tell. */
export async function renderEventMail(
  db: Database,
  config: PublicConfig,
  eventId: number,
): Promise<MailMessage | null> {
  const [event] = await db.select().from(requestEvents).where(eq(requestEvents.id, eventId));
  if (!event) return null;
  const request = await requestIdentity(db, event.requestKind as RequestIdentity['kind'], event.requestId);
  if (!request) return null;
  const [user] = await db
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, request.userId));
  const content = contentOf(event, request);
  if (!user || !content) return null;
  return requestMail(config, user, {
    ...content,
    request: describeRequest(request),
    link: `${config.publicUrl}${requestTimelinePath(request.kind, request.id)}`,
  });
}
