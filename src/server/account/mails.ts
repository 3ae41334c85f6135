import { messages } from '../../shared/messages';
import type { PublicConfig } from '../../shared/public-config';
import { escapeHtml, firstName } from '../mail/templates';
import type { MailMessage } from '../mail/mailer';

/** To the new address: the link that makes the change. */
export function emailChangeConfirmMail(
  config: PublicConfig,
  user: { fullName: string },
  newEmail: string,
  link: string,
): MailMessage {
  const name = firstName(user.fullName);
  const lines = [
    `Olá, ${name}!`,
    '',
    `Recebemos um pedido para usar este endereço (${newEmail}) como o e-mail da sua conta. Para confirmar, abra o link abaixo:`,
    link,
    '',
    'O link vale por 24 horas. Se você não pediu a troca, ignore este e-mail: nada muda.',
    '',
    `Equipe ${config.appName}`,
  ];
  return {
    to: newEmail,
    subject: `${messages.account.emailChangeSubject} - ${config.appName}`,
    text: lines.join('\n'),
    html: `<p>Olá, ${escapeHtml(name)}!</p>
<p>Recebemos um pedido para usar este endereço (${escapeHtml(newEmail)}) como o e-mail da sua conta. Para confirmar, clique no botão abaixo:</p>
<p><a href="${escapeHtml(link)}" style="background:#1c7ed6;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">Confirmar meu novo e-mail</a></p>
<p>Ou copie este endereço no navegador: ${escapeHtml(link)}</p>
<p>O link vale por 24 horas. Se você não pediu a troca, ignore este e-mail: nada muda.</p>
<p>Equipe ${escapeHtml(config.appName)}</p>`,
  };
}

/** To the current address: someone asked to move the account elsewhere; it is not done until confirmed. */
export function emailChangeNoticeMail(config: PublicConfig, user: { fullName: string; email: string }): MailMessage {
  const name = firstName(user.fullName);
  const text = [
    `Olá, ${name}!`,
    '',
    'Recebemos um pedido para trocar o e-mail da sua conta. A troca só vale depois de confirmada pelo link enviado ao novo endereço.',
    `Se não foi você, troque sua senha agora em ${config.publicUrl}/login e fale conosco: ${config.contactEmail}.`,
    '',
    `Equipe ${config.appName}`,
  ];
  return {
    to: user.email,
    subject: `${messages.account.emailChangeNoticeSubject} - ${config.appName}`,
    text: text.join('\n'),
    html: text.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('\n'),
  };
}
