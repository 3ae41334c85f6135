import { entryTitle, isBrandPlan } from '../../shared/catalogue';
import type { PublicConfig } from '../../shared/public-config';
import type { MailMessage } from './mailer';
import { requestMail } from './templates';

export const welcomeText = {
  subject: 'Bem-vindo',
  intro: (appName: string) =>
    `Sua conta no ${appName} foi criada. A partir de agora você acompanha tudo na sua área de cliente.`,
  steps: [
    '1. Pague o pedido pela área de cliente (Pix, boleto ou cartão). Avisamos por e-mail quando o pagamento for aprovado.',
    '2. Preencha os dados pedidos (titular, marca, documentos e procuração, conforme o caso).',
    '3. Nossa equipe confere tudo e dá andamento no INPI; cada movimentação chega por e-mail e fica no histórico do pedido.',
  ],
  nextBrand:
    'Se ainda não pagou, gere o pagamento em "Minhas marcas". Depois do pagamento, "Finalizar registro da marca" abre o preenchimento dos dados.',
  nextService:
    'Se ainda não pagou, gere o pagamento em "Meus serviços". Depois do pagamento, "Finalizar solicitação do serviço" abre o preenchimento dos dados.',
} as const;

/** The first e-mail after sign-up: the plan chosen, the three steps ahead and where to follow them. */
export function welcomeMail(
  config: PublicConfig,
  user: { email: string; fullName: string },
  order: { planoId: number },
): MailMessage {
  const brand = isBrandPlan(order.planoId);
  return requestMail(config, user, {
    subject: welcomeText.subject,
    intro: welcomeText.intro(config.appName),
    request: `plano ${entryTitle(order.planoId)}`,
    details: [...welcomeText.steps],
    next: brand ? welcomeText.nextBrand : welcomeText.nextService,
    link: `${config.publicUrl}${brand ? '/home' : '/servicos'}`,
  });
}
