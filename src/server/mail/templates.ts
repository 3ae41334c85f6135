import { CHARGE_CHECK_PATH, companyIdentityLine } from '../../shared/company-identity';
import type { PublicConfig } from '../../shared/public-config';
import { messages } from '../../shared/messages';
import type { MailMessage } from './mailer';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] || 'cliente';

export function passwordResetMail(
  config: PublicConfig,
  user: { email: string; fullName: string },
  link: string,
): MailMessage {
  const name = firstName(user.fullName);
  return {
    to: user.email,
    subject: `${messages.reset.mailSubject} - ${config.appName}`,
    text: [
      `Olá, ${name}!`,
      '',
      'Recebemos um pedido para redefinir a senha da sua conta. Para criar uma nova senha, abra o link abaixo:',
      link,
      '',
      'O link vale por 1 hora e só pode ser usado uma vez. Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.',
      '',
      `Equipe ${config.appName}`,
    ].join('\n'),
    html: `<p>Olá, ${escapeHtml(name)}!</p>
<p>Recebemos um pedido para redefinir a senha da sua conta. Para criar uma nova senha, clique no botão abaixo:</p>
<p><a href="${escapeHtml(link)}" style="background:#1c7ed6;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">Redefinir minha senha</a></p>
<p>Ou copie este endereço no navegador: ${escapeHtml(link)}</p>
<p>O link vale por 1 hora e só pode ser usado uma vez. Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.</p>
<p>Equipe ${escapeHtml(config.appName)}</p>`,
  };
}

/** One e-mail about a request: greeting, what happened, the request, what comes next, its link, and the anti-fraud line. */
export function requestMail(
  config: PublicConfig,
  user: { email: string; fullName: string },
  content: {
    subject: string;
    intro: string;
    request: string;
    details: string[];
    next: string;
    link: string;
    /** The button's words; "Acompanhe o pedido" when absent. */
    linkLabel?: string;
  },
): MailMessage {
  const text = messages.requestMail;
  const name = firstName(user.fullName);
  const paragraphs = [content.intro, content.request, ...content.details];
  return {
    to: user.email,
    subject: `${content.subject}: ${content.request} - ${config.appName}`,
    text: [
      text.greeting(name),
      '',
      ...paragraphs,
      '',
      `${text.nextLabel}: ${content.next}`,
      '',
      `${content.linkLabel ?? text.followLink}: ${content.link}`,
      '',
      text.inpiNeverBills,
      '',
      text.signature(config.appName),
    ].join('\n'),
    html: `<p>${escapeHtml(text.greeting(name))}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><strong>${escapeHtml(text.nextLabel)}:</strong> ${escapeHtml(content.next)}</p>
<p><a href="${escapeHtml(content.link)}" style="background:#1c7ed6;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(content.linkLabel ?? text.followLink)}</a></p>
<p>Ou copie este endereço no navegador: ${escapeHtml(content.link)}</p>
<p style="color:#555;font-size:13px">${escapeHtml(text.inpiNeverBills)}</p>
<p>${escapeHtml(text.signature(config.appName))}</p>`,
  };
}

/** "Recebeu uma cobrança em nosso nome? …": the anti-fraud check every e-mail points to. */
export const chargeCheckInvitation = (config: PublicConfig) =>
  `Recebeu um boleto ou Pix em nosso nome ou em nome do INPI? Confira se fomos nós que emitimos: ${config.publicUrl}${CHARGE_CHECK_PATH}`;

/**
 * Every e-mail ends with who sent it (razão social, CNPJ, address) and where to check a charge. Added when the
 * outbox sends, so no template can forget it and a change of address reaches mail already queued.
 */
export function withCompanyFooter(config: PublicConfig, mail: MailMessage): MailMessage {
  const identity = companyIdentityLine(config);
  const invitation = chargeCheckInvitation(config);
  const link = `${config.publicUrl}${CHARGE_CHECK_PATH}`;
  return {
    ...mail,
    text: `${mail.text}\n\n--\n${identity}\n${invitation}`,
    html: `${mail.html}
<hr style="border:0;border-top:1px solid #ddd;margin-top:24px">
<p style="color:#555;font-size:12px">${escapeHtml(identity)}<br>
Recebeu um boleto ou Pix em nosso nome ou em nome do INPI? <a href="${escapeHtml(link)}">Confira uma cobrança</a>.</p>`,
  };
}
