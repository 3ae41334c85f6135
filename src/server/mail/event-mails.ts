import { brandClassesOf, classesFeeText, classLine } from '../../shared/brand-classes';
import { capitalized } from '../../shared/capitalized';
import { eq } from 'drizzle-orm';
import { TYPICAL_PROCESSING_MONTHS } from '../../shared/inpi-fees';
import { messages } from '../../shared/messages';
import { CUSTOMER_SERVICES_PATH, requestTimelinePath } from '../../shared/order-reference';
import type { PublicConfig } from '../../shared/public-config';
import type { Database } from '../db/client';
import { requestEvents, users } from '../db/schema';
import { owedSignatures } from '../requests/awaiting-signature';
import { mandateEvent, paymentEventStatus, type RequestEventRow } from '../requests/events';
import { type RequestIdentity, requestIdentity } from '../requests/request-names';
import type { MailMessage } from './mailer';
import { requestMail } from './templates';
import { isRejected, isReturned, SERVICE_CONCLUDED } from '../../../machines/request-status/request-status';
import { partsText } from '../../../machines/customer-rows/customer-rows';
import { rejectionMoneyText } from '../../shared/rejection-refund';
import { marcas, servicos } from '../db/schema';
import { moneyOnRejection } from '../requests/rejection-refund';
import { APPEAL_PLAN, OPPOSITION_PLAN, RENEWAL_PLAN, SEARCH_PLAN } from '../../shared/schemas/service-request';

const text = messages.requestMail;

type Content = { subject: string; intro: string; details: string[]; next: string; link?: LinkTo };

/** A return's or a rejection's own mail: what to correct (and where), or the reason and what happens to the money. */
async function returnOrRejection(
  db: Database,
  event: RequestEventRow,
  request: RequestIdentity,
): Promise<Omit<Content, 'link'> | null> {
  const status = event.statusTo ?? '';
  if (event.kind !== 'status' || !(isReturned(status) || isRejected(status))) return null;
  const table = request.kind === 'marca' ? marcas : servicos;
  const [row] = await db
    .select({ correcao: table.correcao, statusPagamento: table.statusPagamento })
    .from(table)
    .where(eq(table.id, request.id));
  if (!row) return null;
  const reason = event.message ? [event.message] : [];
  if (isReturned(status))
    return {
      ...text.returned,
      details: [
        ...reason.map((message) => `${text.returnReason}: ${message}`),
        ...(row.correcao.length > 0 ? [text.returnParts(partsText(row.correcao))] : []),
      ],
    };
  const money = rejectionMoneyText(
    moneyOnRejection(request.kind, { ...row, planoId: request.planId, protocolo: request.protocol }),
  );
  return {
    ...text.rejected,
    details: [...reason.map((message) => `${text.rejectionReason}: ${message}`), ...(money ? [money] : [])],
    next: text.nextAfterStatus,
  };
}

/** A brand sent to us: the mail repeats its classes and the INPI's fees for them, as the review showed them. */
async function classDetails(db: Database, event: RequestEventRow, request: RequestIdentity): Promise<string[]> {
  if (request.kind !== 'marca' || event.kind !== 'assistente') return [];
  const [row] = await db
    .select({ classes: marcas.classes, classeNice: marcas.classeNice, descricao: marcas.descricao })
    .from(marcas)
    .where(eq(marcas.id, request.id));
  const classes = row ? brandClassesOf(row) : [];
  return classes.length ? [...classes.map(classLine), classesFeeText(classes)] : [];
}

/** Where the mail's button leads: the request's history, or the page where a Busca's parecer is downloaded. */
type LinkTo = 'timeline' | 'services';

/** Each service's protocol mail: an Oposição, a Recurso and a Prorrogação follow their own course at the INPI, a Busca none. */
const PROTOCOL_TEXT: Record<number, FixedText> = {
  [SEARCH_PLAN]: { ...text.protocolSearch, next: text.nextAfterStatus },
  [OPPOSITION_PLAN]: { ...text.protocolOpposition, next: text.nextAfterProtocolOpposition },
  [APPEAL_PLAN]: { ...text.protocolAppeal, next: text.nextAfterProtocolAppeal },
  [RENEWAL_PLAN]: { ...text.protocolRenewal, next: text.nextAfterProtocolRenewal },
};

/** The fixed words of an event's mail (subject and intro), chosen by what happened alone. */
type FixedText = { subject: string; intro: string; next?: string };
const PAYMENT_TEXT: Record<string, FixedText> = {
  [paymentEventStatus.paid]: text.paid,
  [paymentEventStatus.refused]: text.refused,
  [paymentEventStatus.expired]: text.expired,
  [paymentEventStatus.refunded]: text.refunded,
  [paymentEventStatus.reversed]: text.reversed,
  [paymentEventStatus.refundedOnRejection]: text.refundedOnRejection,
};
const KIND_TEXT: Record<string, FixedText> = {
  assistente: text.completed,
  status: text.status,
  protocolo: text.protocol,
};
const MANDATE_TEXT: Record<string, FixedText> = {
  [mandateEvent.received]: text.signatureReceived,
  [mandateEvent.reminder]: text.signatureReminder,
};

type EventWords = Pick<RequestEventRow, 'kind' | 'statusTo'>;
const fixedTextOf = (event: EventWords) =>
  (event.kind === 'status' && isReturned(event.statusTo ?? '')
    ? text.returned
    : event.kind === 'status' && isRejected(event.statusTo ?? '')
      ? text.rejected
      : event.kind === 'pagamento'
        ? PAYMENT_TEXT[event.statusTo ?? '']
        : event.kind === 'assinatura'
          ? MANDATE_TEXT[event.statusTo ?? '']
          : KIND_TEXT[event.kind]) ?? null;

/** The subject an event's mail will carry, before the request is named in it: what staff see while it waits. */
export const eventMailSubject = (event: EventWords) => fixedTextOf(event)?.subject ?? null;

/** What a mail says of this request; a payment's own words carry their next step, except a paid one's. */
function detailsAndNext(
  event: RequestEventRow,
  request: RequestIdentity,
  owed: string[] | null,
): Pick<Content, 'details'> & { next?: string } {
  const brand = request.kind === 'marca';
  // Sent without every signature, or reminded of it: who still signs, and how, instead of the usual next step.
  if (owed && (event.kind === 'assistente' || event.statusTo === mandateEvent.reminder))
    return { details: owed.map(capitalized), next: text.nextAwaitingSignature };
  switch (event.kind) {
    case 'pagamento':
      return {
        details: event.message ? [event.message] : [],
        ...(event.statusTo === paymentEventStatus.paid && {
          next: brand ? text.nextAfterPaymentBrand : text.nextAfterPaymentService,
        }),
      };
    case 'assistente':
    case 'assinatura':
      return { details: [], next: brand ? text.nextAfterCompletionBrand : text.nextAfterCompletionService };
    case 'status':
      if (concludedSearch(event, request))
        return {
          details: event.message ? [`${text.staffMessage}: ${event.message}`] : [],
          next: text.nextAfterSearchConcluded,
        };
      return {
        details: [
          text.statusChange(event.statusFrom, event.statusTo ?? ''),
          ...(event.message ? [`${text.staffMessage}: ${event.message}`] : []),
        ],
        next: text.nextAfterStatus,
      };
    default: {
      const protocol = request.protocol ?? event.statusTo ?? event.message;
      return {
        details: protocol ? [text.protocolNumber(protocol)] : [],
        next: brand
          ? text.nextAfterProtocol(TYPICAL_PROCESSING_MONTHS.min, TYPICAL_PROCESSING_MONTHS.max)
          : (PROTOCOL_TEXT[request.planId]?.next ?? text.nextAfterStatus),
      };
    }
  }
}

/** A Busca is done when its parecer is: that mail says where to download it. */
const concludedSearch = (event: EventWords, request: RequestIdentity) =>
  event.kind === 'status' &&
  request.kind === 'servico' &&
  request.planId === SEARCH_PLAN &&
  event.statusTo === SERVICE_CONCLUDED;

/** The words chosen by what happened and to which service: a service's protocol and a Busca's conclusion have their own. */
function fixedTextFor(event: RequestEventRow, request: RequestIdentity, owed: string[] | null): FixedText | null {
  if (event.kind === 'assistente' && owed) return text.completedAwaitingSignature;
  if (concludedSearch(event, request)) return text.searchConcluded;
  if (event.kind === 'protocolo' && request.kind === 'servico') return PROTOCOL_TEXT[request.planId] ?? text.protocol;
  return fixedTextOf(event);
}

function contentOf(event: RequestEventRow, request: RequestIdentity, owed: string[] | null): Content | null {
  const fixed = fixedTextFor(event, request, owed);
  if (!fixed) return null;
  const link: LinkTo = concludedSearch(event, request) ? 'services' : 'timeline';
  return { next: '', ...fixed, ...detailsAndNext(event, request, owed), link };
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
  const owed =
    event.kind === 'assistente' || event.kind === 'assinatura'
      ? await owedSignatures(db, request.kind, request.id)
      : null;
  // A reminder for a procuração signed since it was queued says nothing.
  if (event.statusTo === mandateEvent.reminder && !owed) return null;
  const own = await returnOrRejection(db, event, request);
  const content: Content | null = own ? { ...own, link: 'timeline' } : contentOf(event, request, owed);
  if (!user || !content) return null;
  const { link, ...words } = content;
  const classes = await classDetails(db, event, request);
  return requestMail(config, user, {
    ...words,
    details: [...classes, ...words.details],
    request: describeRequest(request),
    ...(link === 'services'
      ? { link: `${config.publicUrl}${CUSTOMER_SERVICES_PATH}`, linkLabel: text.parecerLink }
      : { link: `${config.publicUrl}${requestTimelinePath(request.kind, request.id)}` }),
  });
}
