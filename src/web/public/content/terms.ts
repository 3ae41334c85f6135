import { formatDocument } from '../../../shared/documents';
import type { PublicConfig } from '../../../shared/public-config';

export interface TermsClause {
  title: string;
  paragraphs: string[];
}

type Operator = Pick<PublicConfig, 'appName' | 'companyName' | 'companyCnpj' | 'companyCity' | 'companyAddress'>;

export const termsUpdatedAt = '2026-11-21';

export function termsIntro(operator: Operator): string {
  const cnpj = operator.companyCnpj ? `, inscrita no CNPJ sob o nº ${formatDocument(operator.companyCnpj)}` : '';
  const seat = operator.companyAddress ? `, com sede em ${operator.companyAddress}` : '';
  return (
    `Estes termos regulam o uso do site ${operator.appName} e a contratação dos serviços de assessoria em registro de marcas ` +
    `prestados por ${operator.companyName}${cnpj}${seat}, doravante CONTRATADA, à pessoa física ou jurídica que contrata um plano ou ` +
    'serviço, doravante CLIENTE. Ao marcar a opção de aceite e concluir a contratação, o CLIENTE declara que leu e concorda com as cláusulas abaixo.'
  );
}

export function termsClauses(operator: Operator): TermsClause[] {
  return [
    {
      title: 'Do objeto',
      paragraphs: [
        'A CONTRATADA presta serviços de assessoria para o registro de marcas no Instituto Nacional da Propriedade Industrial (INPI): busca de viabilidade, preparo e protocolo do pedido, acompanhamento do processo e, conforme o plano ou serviço contratado, resposta a exigências, oposições e recursos.',
        'A CONTRATADA é uma empresa privada e não tem vínculo com o INPI. A decisão sobre a concessão do registro cabe exclusivamente ao INPI.',
      ],
    },
    {
      title: 'Do cadastro e das informações do cliente',
      paragraphs: [
        'O CLIENTE é responsável pela veracidade dos dados informados (titular, CPF ou CNPJ, endereço, marca, atividades e documentos) e deve mantê-los atualizados. Pedidos feitos com dados incorretos podem ser indeferidos ou exigir novas taxas oficiais, que correrão por conta do CLIENTE.',
        'O acesso à área do cliente é pessoal. O CLIENTE deve guardar sua senha em sigilo e avisar a CONTRATADA sobre qualquer uso indevido.',
      ],
    },
    {
      title: 'Da busca de viabilidade',
      paragraphs: [
        'Antes do depósito, a CONTRATADA realiza a busca de viabilidade na base do INPI e entrega um parecer com a sua avaliação sobre as chances do pedido.',
        'Como a base do INPI recebe novos pedidos continuamente, o parecer tem validade de 1 (uma) semana a partir da sua entrega. Passado esse prazo sem que o CLIENTE envie os documentos para o protocolo, a busca deverá ser atualizada.',
      ],
    },
    {
      title: 'Do prazo para o depósito',
      paragraphs: [
        'A CONTRATADA protocolará o pedido de registro no INPI em até 15 (quinze) dias úteis, contados do momento em que o pagamento estiver confirmado e todos os dados e documentos necessários, incluindo a procuração assinada, estiverem completos.',
        'Atrasos no envio de informações ou documentos pelo CLIENTE suspendem esse prazo.',
      ],
    },
    {
      title: 'Do preço, do pagamento e das taxas oficiais',
      paragraphs: [
        'Os valores, o número de parcelas e o conteúdo de cada plano ou serviço são os informados no site no momento da contratação. O pagamento pode ser feito pelos meios oferecidos na página de pagamento; parcelamentos no cartão seguem as condições ali exibidas.',
        'As retribuições oficiais devidas ao INPI seguem a tabela oficial vigente na data do pagamento da guia. Caso a marca precise ser protegida em mais de uma classe, cada classe adicional custará apenas a retribuição oficial extra do INPI, sem honorários adicionais da CONTRATADA.',
      ],
    },
    {
      title: 'Das obrigações da contratada',
      paragraphs: [
        'A CONTRATADA se compromete a executar os serviços com zelo e técnica, a manter o CLIENTE informado sobre cada andamento relevante do processo publicado na Revista da Propriedade Industrial e a acompanhar o pedido pelo período previsto no plano contratado.',
        'A CONTRATADA mantém sigilo sobre as informações e documentos recebidos e os utiliza apenas para a prestação dos serviços.',
      ],
    },
    {
      title: 'Das obrigações do cliente',
      paragraphs: [
        'O CLIENTE se compromete a enviar os dados e documentos solicitados, assinar a procuração que autoriza a CONTRATADA a representá-lo perante o INPI, responder às solicitações dentro dos prazos informados e seguir as orientações técnicas recebidas, especialmente o resultado da busca de viabilidade.',
      ],
    },
    {
      title: 'Da garantia de registro',
      paragraphs: [
        'A garantia de registro se aplica ao CLIENTE que seguiu todas as orientações da CONTRATADA, incluindo o parecer da busca de viabilidade, e cumpriu os prazos informados.',
        'Se, mesmo assim, o pedido não chegar ao registro, a CONTRATADA fará, sem novos honorários, o recurso cabível ou um novo pedido para uma marca considerada viável, cabendo ao CLIENTE apenas as retribuições oficiais do INPI. A garantia não cobre pedidos depositados contra a orientação da CONTRATADA nem informações falsas ou incompletas fornecidas pelo CLIENTE.',
      ],
    },
    {
      title: 'Do cancelamento e do reembolso',
      paragraphs: [
        'O CLIENTE pode desistir da contratação em até 7 (sete) dias após a compra, com reembolso integral, conforme o artigo 49 do Código de Defesa do Consumidor.',
        'Antes do protocolo, o cancelamento após esse prazo dá direito ao reembolso dos valores pagos, descontados os serviços já prestados, como a busca de viabilidade.',
        'Depois que o pedido é protocolado no INPI não há reembolso, pois o serviço principal já foi prestado e as retribuições oficiais já foram recolhidas.',
      ],
    },
    {
      title: 'Da proteção de dados pessoais',
      paragraphs: [
        'A CONTRATADA trata os dados pessoais do CLIENTE de acordo com a Lei Geral de Proteção de Dados (Lei nº 13.709/2018), apenas para prestar os serviços contratados, cumprir obrigações legais e manter contato sobre o processo. Os dados do titular e da marca são enviados ao INPI, que os torna públicos como parte do processo de registro.',
        'O CLIENTE pode solicitar a qualquer momento o acesso, a correção ou a exclusão de seus dados, respeitados os prazos legais de guarda.',
      ],
    },
    {
      title: 'Do foro',
      paragraphs: [
        `Fica eleito o foro da comarca de Maceió/AL para resolver qualquer questão oriunda destes termos, sem prejuízo do direito do CLIENTE consumidor de propor ação no foro do seu domicílio. ${operator.companyName} permanece à disposição para resolver qualquer divergência de forma amigável antes de qualquer medida judicial.`,
      ],
    },
  ];
}
