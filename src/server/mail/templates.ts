import type { PublicConfig } from '../../shared/public-config';
import { messages } from '../../shared/messages';
import type { MailMessage } from './mailer';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] || 'cliente';

export function passwordResetMail(config: PublicConfig, user: { email: string; fullName: string }, link: string): MailMessage {
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
