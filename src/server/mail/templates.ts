import { formatCents } from '../../shared/money';
import type { PublicConfig } from '../../shared/public-config';
import { messages } from '../../shared/messages';
import type { OrderKind, PaymentMethodChoice } from '../../shared/schemas/checkout';
import type { MailMessage } from './mailer';

export const escapeHtml = (text: string) =>
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

const methodNames: Record<PaymentMethodChoice, string> = {
  pix: 'Pix',
  boleto: 'boleto',
  credit_card: 'cartão de crédito',
  debit_card: 'cartão de débito',
};

export interface PaidOrder {
  tipo: OrderKind;
  id: number;
  titulo: string;
  valorCents: number;
  metodo: PaymentMethodChoice;
  parcelas: number;
}

export function paidOrderMail(config: PublicConfig, user: { email: string; fullName: string }, order: PaidOrder): MailMessage {
  const name = firstName(user.fullName);
  const what = order.tipo === 'marca' ? `plano ${order.titulo} de registro de marca` : `serviço ${order.titulo}`;
  const how = order.parcelas > 1 ? `${methodNames[order.metodo]}, em ${order.parcelas}x` : methodNames[order.metodo];
  const link = `${config.publicUrl}${order.tipo === 'marca' ? '/home' : '/servicos'}`;
  const next =
    order.tipo === 'marca'
      ? 'O próximo passo é completar os dados do titular e da marca na sua área de cliente, em "Finalizar registro da marca".'
      : 'O próximo passo é completar os dados do serviço na sua área de cliente, em "Finalizar solicitação do serviço".';
  const summary = `Pedido nº ${order.id}: ${what}, ${formatCents(order.valorCents)} pagos com ${how}.`;
  return {
    to: user.email,
    subject: `${messages.payments.mailSubject} - ${config.appName}`,
    text: [`Olá, ${name}!`, '', 'Recebemos o seu pagamento. Obrigado!', summary, '', next, link, '', `Equipe ${config.appName}`].join('\n'),
    html: `<p>Olá, ${escapeHtml(name)}!</p>
<p>Recebemos o seu pagamento. Obrigado!</p>
<p>${escapeHtml(summary)}</p>
<p>${escapeHtml(next)}</p>
<p><a href="${escapeHtml(link)}" style="background:#1c7ed6;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">Ir para a minha área</a></p>
<p>Equipe ${escapeHtml(config.appName)}</p>`,
  };
}
