import type { PublicConfig } from '../../../shared/public-config';

export const privacyUpdatedAt = '2026-11-23';

export interface PrivacySection {
  title: string;
  paragraphs: string[];
}

/** The privacy notice (LGPD arts. 9 and 18): what we keep, why, for how long, and how the customer exercises their rights. */
export function privacySections(config: PublicConfig): PrivacySection[] {
  return [
    {
      title: 'O que guardamos',
      paragraphs: [
        'Da sua conta: nome, e-mail, CPF ou CNPJ, telefone e endereço. A senha é guardada apenas como um resumo criptográfico (argon2id), que não permite recuperá-la.',
        'Dos seus pedidos: o plano escolhido, os dados da marca, os titulares (nome, e-mail, CPF ou CNPJ), os arquivos que você envia (procuração, logotipo, comprovante de residência, documento com foto) e o histórico de cada pedido.',
        'Dos pagamentos: valor, forma de pagamento, parcelas, situação e a referência do Mercado Pago. Não guardamos o número do cartão: ele vai direto ao Mercado Pago.',
      ],
    },
    {
      title: 'Para que usamos',
      paragraphs: [
        'Para executar o contrato que você fez conosco: preparar, protocolar e acompanhar o pedido de registro da sua marca no INPI e os serviços adicionais, e falar com você sobre eles (LGPD, art. 7º, V).',
        'Para cumprir obrigações legais e fiscais, como a guarda dos registros de vendas (LGPD, art. 7º, II).',
        'Para proteger sua conta: contamos tentativas de login e pedidos de senha por endereço de rede para barrar quem tenta adivinhar senhas. Esses registros não guardam seu e-mail e são apagados em até um dia.',
      ],
    },
    {
      title: 'Por quanto tempo',
      paragraphs: [
        'Enquanto sua conta existir. Quando você a exclui, apagamos na hora seus dados pessoais, os pedidos não pagos, os titulares e todos os arquivos enviados.',
        'Pedidos pagos e seus pagamentos ficam guardados por 5 anos, como exige a lei fiscal, mas sem seus dados pessoais: só o plano, o valor, as datas e a situação.',
        'Links de redefinição de senha valem 1 hora e os de confirmação de e-mail, 24 horas.',
      ],
    },
    {
      title: 'Com quem compartilhamos',
      paragraphs: [
        'Com o INPI, ao protocolar o seu pedido; com o Mercado Pago, para processar o pagamento; e com o serviço de envio de e-mails. Não vendemos nem cedemos seus dados para publicidade.',
      ],
    },
    {
      title: 'Seus direitos',
      paragraphs: [
        'Em "Editar perfil", na área do cliente, você pode corrigir seus dados, baixar uma cópia de tudo o que guardamos sobre você ("Baixar meus dados") e excluir sua conta ("Excluir minha conta").',
        `Para qualquer outro pedido sobre seus dados, escreva para ${config.contactEmail}. Responsável: ${config.companyName}${config.companyCnpj ? `, CNPJ ${config.companyCnpj}` : ''}.`,
      ],
    },
  ];
}
