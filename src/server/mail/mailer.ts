import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** "<…@…>": the same on every send of one outbox row, so a repeat after a crash is recognisably the same mail. */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The outbox worker's transport: SMTP when a URL is given; otherwise each message becomes a readable .eml file in the outbox folder. */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string }): Mailer {
  // Short timeouts: a hanging mail server must give the row back (to retry) well before the outbox lease ends.
  const settings = options.smtpUrl
    ? { url: options.smtpUrl, connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 }
    : { streamTransport: true, buffer: true, newline: 'unix' as const };
  // nodemailer (~0.15 s to load) comes in with the first mail, not at start.
  let made: Promise<Transporter> | undefined;
  const transport = () =>
    (made ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(settings)));
  if (options.smtpUrl) {
    return {
      async send(message) {
        await (await transport()).sendMail({ from: options.from, ...message });
      },
    };
  }
  // Two mails to one address in the same millisecond must not overwrite each other; names still sort by time.
  let sequence = 0;
  return {
    async send(message) {
      const info = await (await transport()).sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(++sequence).padStart(6, '0')}`;
      // Neither the name nor the log line carries the address: logs hold no customer e-mail.
      const file = join(options.outboxDir, `${stamp}.eml`);
      await writeFile(file, info.message as Buffer);
      console.log(`[e-mail] "${message.subject}" gravado em ${file}`);
    },
  };
}
