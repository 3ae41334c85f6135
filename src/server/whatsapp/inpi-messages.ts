import { inpiMessages } from '../../shared/inpi-messages';
import { requestTimelinePath } from '../../shared/order-reference';
import type { PublicConfig } from '../../shared/public-config';
import { formatDay } from '../inpi/deadlines';
import type { Term } from '../inpi/despacho-codes';
import { describeRequest } from '../mail/event-mails';
import { requestIdentity } from '../requests/request-names';
import { enqueueWhatsapp, type WhatsappWriter } from './queue';
import { WHATSAPP_TEMPLATES, whatsappMessage } from './templates';

/** "Prazo (cumprimento de exigência): até 10/12/2026. <what to do>" or "Nada a fazer por enquanto…". */
function deadlineText(term: Term | undefined, due: string | null): string {
  if (!term || !due) return inpiMessages.mail.nextNoAction;
  return `${inpiMessages.deadlineLine(term.nome, formatDay(due))} ${term.acao}`;
}

/** Queues, next to the despacho's e-mail, its WhatsApp message with the deadline it opens (opted-in customers only). */
export async function enqueueDespachoWhatsapp(
  tx: WhatsappWriter,
  config: PublicConfig,
  input: { marcaId: number; frase: string; rpi: number; rpiDate: string; term: Term | undefined; due: string | null },
): Promise<void> {
  const request = await requestIdentity(tx, 'marca', input.marcaId);
  if (!request) return;
  await enqueueWhatsapp(
    tx,
    request,
    whatsappMessage(WHATSAPP_TEMPLATES.inpiDespacho, [
      describeRequest(request),
      inpiMessages.despachoEvent(input.frase, input.rpi, formatDay(input.rpiDate)),
      deadlineText(input.term, input.due),
      `${config.publicUrl}${requestTimelinePath('marca', input.marcaId)}`,
    ]),
  );
}

/** Queues, next to the reminder's e-mail, the WhatsApp reminder 15 or 5 days before a term ends. */
export async function enqueueReminderWhatsapp(
  tx: WhatsappWriter,
  config: PublicConfig,
  input: { marcaId: number; term: Term; due: string; daysLeft: number },
): Promise<void> {
  const request = await requestIdentity(tx, 'marca', input.marcaId);
  if (!request) return;
  await enqueueWhatsapp(
    tx,
    request,
    whatsappMessage(WHATSAPP_TEMPLATES.deadlineReminder, [
      describeRequest(request),
      input.term.nome,
      formatDay(input.due),
      input.daysLeft,
      `${config.publicUrl}${requestTimelinePath('marca', input.marcaId)}`,
    ]),
  );
}
