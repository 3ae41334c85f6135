import { inpiMessages } from '../../shared/inpi-messages';
import type { PublicConfig } from '../../shared/public-config';
import { formatDay } from '../inpi/deadlines';
import type { Term } from '../inpi/despacho-codes';
import { requestIdentity } from '../requests/request-names';
import { enqueueWhatsapp, type WhatsappWriter } from './queue';
import { requestWhatsapp, WHATSAPP_TEMPLATES, type WhatsappTemplate } from './templates';

/** "Prazo (cumprimento de exigência): até 10/12/2026. <what to do>" or "Nada a fazer por enquanto…". */
function deadlineText(term: Term | undefined, due: string | null): string {
  if (!term || !due) return inpiMessages.mail.nextNoAction;
  return `${inpiMessages.deadlineLine(term.nome, formatDay(due))} ${term.acao}`;
}

/** Queues a template about a brand request to its owner, when they accept WhatsApp messages. */
async function enqueueBrandWhatsapp(
  tx: WhatsappWriter,
  config: PublicConfig,
  marcaId: number,
  template: WhatsappTemplate,
  details: (string | number)[],
): Promise<void> {
  const request = await requestIdentity(tx, 'marca', marcaId);
  if (request) await enqueueWhatsapp(tx, request, requestWhatsapp(config, template, request, details));
}

/** Queues, next to the despacho's e-mail, its WhatsApp message with the deadline it opens (opted-in customers only). */
export async function enqueueDespachoWhatsapp(
  tx: WhatsappWriter,
  config: PublicConfig,
  input: { marcaId: number; frase: string; rpi: number; rpiDate: string; term: Term | undefined; due: string | null },
): Promise<void> {
  await enqueueBrandWhatsapp(tx, config, input.marcaId, WHATSAPP_TEMPLATES.inpiDespacho, [
    inpiMessages.despachoEvent(input.frase, input.rpi, formatDay(input.rpiDate)),
    deadlineText(input.term, input.due),
  ]);
}

/** Queues, next to the reminder's e-mail, the WhatsApp reminder 15 or 5 days before a term ends. */
export async function enqueueReminderWhatsapp(
  tx: WhatsappWriter,
  config: PublicConfig,
  input: { marcaId: number; term: Term; due: string; daysLeft: number },
): Promise<void> {
  await enqueueBrandWhatsapp(tx, config, input.marcaId, WHATSAPP_TEMPLATES.deadlineReminder, [
    input.term.nome,
    formatDay(input.due),
    input.daysLeft,
  ]);
}
