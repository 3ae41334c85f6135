import { eq } from 'drizzle-orm';
import { toE164Phone } from '../../shared/documents';
import { messages } from '../../shared/messages';
import type { PublicConfig } from '../../shared/public-config';
import type { WhatsappSettings } from '../config';
import type { Database } from '../db/client';
import { type mailOutbox, users } from '../db/schema';
import { firstName } from '../mail/templates';
import { sendWhatsappTemplate } from './cloud-api';
import { renderEventWhatsapp } from './event-messages';
import { templateParam, type WhatsappTemplate } from './templates';

const skipped = messages.whatsapp.skipped;

/**
 * What an outbox row of the WhatsApp channel does now: a send (returning Meta's message id) or the reason it is
 * skipped. The opt-in and the phone are read when it is sent: a customer who withdrew in the meantime gets nothing.
 */
export async function whatsappDelivery(
  db: Pick<Database, 'select'>,
  config: { public: PublicConfig; whatsapp?: WhatsappSettings },
  row: typeof mailOutbox.$inferSelect,
): Promise<string | (() => Promise<string>)> {
  const settings = config.whatsapp;
  if (!settings) return skipped.notConfigured;
  const [user] = row.userId
    ? await db
        .select({
          fullName: users.fullName,
          phone: users.phone,
          accepts: users.aceitaWhatsapp,
          deletedAt: users.deletedAt,
        })
        .from(users)
        .where(eq(users.id, row.userId))
    : [];
  if (!user?.accepts || user.deletedAt) return skipped.optedOut;
  const to = toE164Phone(user.phone);
  if (!to) return skipped.noPhone;
  const body =
    row.eventId !== null
      ? await renderEventWhatsapp(db, config.public, row.eventId)
      : row.template && { template: row.template as WhatsappTemplate, params: row.templateParams ?? [] };
  if (!body) return skipped.nothingToSay;
  const message = { template: body.template, params: [templateParam(firstName(user.fullName)), ...body.params] };
  return () => sendWhatsappTemplate(settings, to, message);
}
