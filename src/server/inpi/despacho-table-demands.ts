import {
  TABELA,
  appealObjection,
  markDocuments,
  petitionFormal,
  petitionMerit,
  petitionPayment,
  type DespachoCode,
  type Term,
} from './despacho-terms';

/**
 * The codes of the INPI's table that ask something of the holder outside the application itself: demands in a
 * petition, a new impediment found in the appeal, the documents of a collective or certification mark in a Madrid
 * designation. The table names them (see TABELA) but prints no term; the term each opens, and where it comes from,
 * is in its `fonte` (decision 018). None changes where the process stands.
 */
const demand = (nomeOficial: string, frase: string, term: Term, basis: string): DespachoCode => ({
  nomeOficial,
  fonte: `${TABELA} ${basis}`,
  frase,
  term,
  fecha: [],
  situacao: null,
});

const SAME_ACT = 'A tabela não dá o prazo; vale o do mesmo ato no pedido (decisão 018):';

export const demandCodes: Record<string, DespachoCode> = {
  // Despachos em petições
  IPAS089: demand(
    'Exigência de pagamento (em petição)',
    'O INPI pediu a complementação de um pagamento numa petição deste processo',
    petitionPayment,
    `${SAME_ACT} 5 dias, como a exigência de pagamento no pedido (IPAS395).`,
  ),
  IPAS192: demand(
    'Exigência de conformidade',
    'O INPI pediu que uma petição deste processo seja posta em conformidade',
    petitionFormal,
    `${SAME_ACT} 5 dias, como a exigência formal no pedido (LPI art. 157, parágrafo único).`,
  ),
  IPAS236: demand(
    'Notificação de novo impedimento legal em grau de recurso',
    'Ao julgar o recurso, o INPI encontrou um novo impedimento ao registro: você pode se manifestar',
    appealObjection,
    'Manifestação em 60 dias, o prazo das exigências em grau de recurso (LPI art. 214); a tabela não dá o prazo.',
  ),
  IPAS267: demand(
    'Exigência de mérito (em petição)',
    'O INPI fez uma exigência numa petição deste processo',
    petitionMerit,
    `${SAME_ACT} 60 dias, como a exigência de mérito no pedido (LPI art. 159) e no recurso (art. 214).`,
  ),
  IPAS362: demand(
    'Exigência sobre alto renome',
    'O INPI fez uma exigência sobre o pedido de alto renome',
    petitionMerit,
    `${SAME_ACT} 60 dias, como a exigência de mérito no pedido (LPI art. 159).`,
  ),
  // Despachos em processos designados ao Brasil pela via do Protocolo de Madri
  IPAS753: demand(
    'Notificação de obrigatoriedade de apresentação de documentos de marca coletiva ou de certificação',
    'O INPI pediu os documentos da marca coletiva ou de certificação da designação',
    markDocuments,
    'Prazo de 60 dias para o regulamento de utilização da marca coletiva e os documentos da marca de certificação (LPI arts. 147 e 148, parágrafos únicos); sem eles, o arquivamento (IPAS755).',
  ),
};
