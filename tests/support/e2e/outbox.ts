import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseMail, type ParsedMail } from './mime';

export interface OutboxMail extends ParsedMail {
  file: string;
  /** Every http(s) address in the plain-text body, in order. */
  links: string[];
}

const outboxDir = (dataDir: string) => join(dataDir, 'outbox');

function mailFiles(dataDir: string): string[] {
  try {
    // The mailer names files after the time they were written, so name order is age order.
    return readdirSync(outboxDir(dataDir))
      .filter((file) => file.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
}

export function readMail(dataDir: string, file: string): OutboxMail {
  const mail = parseMail(readFileSync(join(outboxDir(dataDir), file), 'utf8'));
  return { ...mail, file, links: mail.text.match(/https?:\/\/[^\s"'<>]+/g) ?? [] };
}

/** The newest e-mail the server wrote to DATA_DIR/outbox for this recipient, if any. */
export function latestMailTo(dataDir: string, recipient: string): OutboxMail | undefined {
  const wanted = recipient.toLowerCase();
  for (const file of mailFiles(dataDir).reverse()) {
    const mail = readMail(dataDir, file);
    if (mail.to.toLowerCase().includes(wanted)) return mail;
  }
  return undefined;
}

/** Every e-mail the server wrote for this recipient so far, oldest first. */
export function mailsTo(dataDir: string, recipient: string): OutboxMail[] {
  const wanted = recipient.toLowerCase();
  return mailFiles(dataDir)
    .map((file) => readMail(dataDir, file))
    .filter((mail) => mail.to.toLowerCase().includes(wanted));
}

/**
 * Waits for an e-mail to this recipient written after `since` (a file name from an earlier mail, or none);
 * the server sends mail without waiting for it, so it may land a moment after the answer.
 */
export async function waitForMailTo(
  dataDir: string,
  recipient: string,
  options: { since?: string; timeoutMs?: number } = {},
): Promise<OutboxMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const mail = latestMailTo(dataDir, recipient);
    if (mail && (!options.since || mail.file > options.since)) return mail;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${recipient} in ${outboxDir(dataDir)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
