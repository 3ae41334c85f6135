import { brandPlans, entryTitle, findEntry, servicePlans } from '../../../shared/catalogue';
import { maxInstalments } from '../../ui/price';
import {
  discountSentence,
  feeSourceNote,
  filingFeesSentence,
  firstDecenniumSentence,
  processingSentence,
  validitySentence,
} from './official-fees';

export interface FaqItem {
  question: string;
  answer: string[];
}

const premium = findEntry(2)!.title;

export const faq: FaqItem[] = [
  {
    question: 'O que é o registro de marca e quem concede?',
    answer: [
      'O registro é o título que garante ao titular o uso exclusivo da marca em todo o Brasil, no ramo de atividade em que ela foi registrada. Quem concede é o INPI (Instituto Nacional da Propriedade Industrial), autarquia federal. Nós somos uma assessoria privada: preparamos, protocolamos e acompanhamos o seu pedido junto ao INPI.',
    ],
  },
  {
    question: 'Quanto custam as taxas oficiais do INPI?',
    answer: [filingFeesSentence, firstDecenniumSentence, feeSourceNote],
  },
  {
    question: 'Quem tem direito ao desconto nas taxas do INPI?',
    answer: [
      discountSentence,
      'Na contratação, verificamos com você se o titular se enquadra e emitimos a guia com o valor correto.',
    ],
  },
  {
    question: 'Quanto tempo demora para a marca ser registrada?',
    answer: [
      processingSentence,
      'Desde o depósito, você já tem a data de prioridade: se outra pessoa pedir uma marca parecida depois, o seu pedido vem primeiro.',
    ],
  },
  {
    question: 'Por quanto tempo a marca fica protegida?',
    answer: [validitySentence],
  },
  {
    question: 'Preciso ter CNPJ para registrar uma marca?',
    answer: [
      'Não. Pessoas físicas também podem registrar marcas, desde que exerçam a atividade relacionada aos produtos ou serviços indicados no pedido, por exemplo como autônomas ou profissionais liberais. Se você ainda vai abrir a empresa, podemos orientar sobre a melhor opção de titular.',
    ],
  },
  {
    question: 'O que é a busca de viabilidade? Por que o parecer vale só uma semana?',
    answer: [
      'É a pesquisa que fazemos na base do INPI para encontrar marcas iguais ou parecidas com a sua no mesmo ramo, antes do depósito. Com ela dizemos se o pedido tem boas chances ou se vale ajustar o nome.',
      'Como novos pedidos são publicados toda semana, o parecer vale por 1 semana. Depois disso, a pesquisa precisa ser atualizada antes do protocolo.',
    ],
  },
  {
    question: 'O que são classes e quantas eu preciso?',
    answer: [
      'Classes são as áreas de atividade da Classificação Internacional de Nice, usada pelo INPI: são 45, entre produtos e serviços. A marca fica protegida nas classes em que foi registrada. Indicamos as classes certas para o seu negócio, e cada classe adicional custa apenas a taxa oficial extra do INPI.',
    ],
  },
  {
    question: 'Posso parcelar o pagamento?',
    answer: [
      `Sim. Os planos de registro podem ser pagos em até ${maxInstalments(brandPlans)}x sem juros no cartão de crédito, e os serviços avulsos em até ${maxInstalments(servicePlans)}x. Também aceitamos Pix e boleto.`,
    ],
  },
  {
    question: 'Em quanto tempo vocês protocolam o meu pedido?',
    answer: [
      'Em até 15 dias úteis depois que recebemos todos os dados e documentos, incluindo a procuração assinada. Você acompanha cada etapa pela sua área de cliente.',
    ],
  },
  {
    question: 'E se alguém se opuser ao meu pedido ou o INPI negar o registro?',
    answer: [
      `Avisamos você assim que houver uma oposição ou exigência. No plano ${premium}, a resposta a exigências e manifestações e o recurso em caso de indeferimento já estão incluídos. Nos demais casos, você pode contratar os serviços avulsos de ${entryTitle(5)} e ${entryTitle(6)}.`,
      'Seguindo as nossas orientações desde a busca de viabilidade, as chances de o pedido chegar ao registro aumentam muito.',
    ],
  },
];
