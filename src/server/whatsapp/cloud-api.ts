import type { WhatsappSettings } from '../config';
import type { WhatsappMessage } from './templates';

/** Meta refused the message for good (a template it does not know, a number not on WhatsApp…): retrying changes nothing. */
export class WhatsappRefused extends Error {}

const TIMEOUT_MS = 15_000;

/**
 * Sends one template message through the WhatsApp Cloud API and returns Meta's message id (wamid).
 * A 5xx, a 429 or no answer throws a plain Error (the outbox retries); any other 4xx throws WhatsappRefused.
 */
export async function sendWhatsappTemplate(
  settings: WhatsappSettings,
  to: string,
  message: WhatsappMessage,
): Promise<string> {
  const url = `${settings.apiUrl}/${settings.version}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to,
      type: 'template',
      template: {
        name: message.template,
        language: { code: settings.language },
        components: [{ type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) }],
      },
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => ({}))) as {
    messages?: { id?: string }[];
    error?: { message?: string; code?: number };
  };
  if (response.ok) return body.messages?.[0]?.id ?? '';
  const reason = `WhatsApp respondeu ${response.status}: ${body.error?.message ?? 'sem detalhes'}`;
  if (response.status >= 400 && response.status < 500 && response.status !== 429) throw new WhatsappRefused(reason);
  throw new Error(reason);
}
