import { requestTimelinePath } from '../../shared/order-reference';
import type { PublicConfig } from '../../shared/public-config';
import { describeRequest } from '../mail/event-mails';
import type { RequestIdentity } from '../requests/request-names';

/**
 * The WhatsApp templates the product sends, by the names they are registered under at Meta. Their texts, with the
 * body parameters in order, are in docs/whatsapp.md: a template is approved there, so the text lives at Meta and
 * only its name and parameters travel from here.
 */
export const WHATSAPP_TEMPLATES = {
  /** {{1}} first name, {{2}} the request, {{3}} the link to its history. */
  paymentApproved: 'pagamento_aprovado',
  /** {{1}} first name, {{2}} the request, {{3}} the reason, {{4}} the link. */
  paymentRefused: 'pagamento_recusado',
  /** {{1}} first name, {{2}} the request, {{3}} the new status, {{4}} the staff's message, {{5}} the link. */
  statusChanged: 'status_pedido',
  /** {{1}} first name, {{2}} the request, {{3}} the despacho and its RPI, {{4}} the deadline or "nothing to do", {{5}} the link. */
  inpiDespacho: 'despacho_inpi',
  /** {{1}} first name, {{2}} the request, {{3}} the term, {{4}} its last day, {{5}} days left, {{6}} the link. */
  deadlineReminder: 'prazo_inpi',
  /** {{1}} first name, {{2}} the request, {{3}} who still has to sign, {{4}} the link. */
  signatureReminder: 'assinatura_procuracao',
} as const;

export type WhatsappTemplate = (typeof WHATSAPP_TEMPLATES)[keyof typeof WHATSAPP_TEMPLATES];

export interface WhatsappMessage {
  template: WhatsappTemplate;
  params: string[];
}

/**
 * Meta refuses a body parameter that is empty or holds line breaks, tabs or more than four spaces in a row: the
 * text is kept on one line, and an empty one becomes a dash.
 */
export const templateParam = (value: string | number): string =>
  String(value).replace(/\s+/g, ' ').trim().slice(0, 1000) || '—';

export const whatsappMessage = (template: WhatsappTemplate, params: (string | number)[]): WhatsappMessage => ({
  template,
  params: params.map(templateParam),
});

/**
 * A template message about one request: every template names the request first (after the first name the outbox
 * adds) and ends with the link to its history; `details` are the parameters in between.
 */
export const requestWhatsapp = (
  config: PublicConfig,
  template: WhatsappTemplate,
  request: RequestIdentity,
  details: (string | number)[],
): WhatsappMessage =>
  whatsappMessage(template, [
    describeRequest(request),
    ...details,
    `${config.publicUrl}${requestTimelinePath(request.kind, request.id)}`,
  ]);
