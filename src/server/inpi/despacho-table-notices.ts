import { TABELA, petitionDecided, type DespachoCode } from './despacho-terms';

/**
 * The codes of the INPI's table of despachos for marcas that inform without opening or closing a term or changing
 * where the process stands: despachos on petitions, one-off services, documents issued, international applications
 * and Madrid communications. Each has the table's name (see TABELA) and our plain sentence. The demands in petitions
 * open a term and are in despacho-table-demands.ts; where a term may exist but no source says how long it is (the
 * Madrid fee's second part, the notices on inherent distinctiveness), none is opened: staff see the despacho and the
 * customer is told to talk to us.
 */
const notices: [codigo: string, nomeOficial: string, frase: string][] = [
  // Despachos em processos
  ['IPAS402', 'Anulação de despacho (em processo)', 'O INPI anulou um despacho anterior deste processo'],
  // Despachos em petições
  ['IPAS185', 'Arquivamento de petição por falta de procuração', 'Uma petição foi arquivada por falta de procuração'],
  [
    'IPAS227',
    'Sobrestamento do exame de mérito (em petição)',
    'O exame de uma petição foi suspenso até outro processo ser decidido',
  ],
  ['IPAS270', 'Deferimento da petição', 'O INPI deferiu uma petição deste processo'],
  ['IPAS271', 'Indeferimento da petição', 'O INPI indeferiu uma petição deste processo'],
  [
    'IPAS337',
    'Indeferimento da petição por falta de legítimo interesse',
    'O INPI indeferiu uma petição por falta de legítimo interesse de quem a apresentou',
  ],
  ['IPAS349', 'Deferimento parcial da petição', 'O INPI deferiu em parte uma petição deste processo'],
  ['IPAS403', 'Anulação de despacho (em petição)', 'O INPI anulou um despacho anterior numa petição deste processo'],
  ['IPAS428', 'Decisão de não conhecer da petição', 'O INPI não conheceu de uma petição deste processo'],
  ['IPAS462', 'Notificação de procedimento judicial', 'O INPI foi notificado de uma ação judicial sobre este processo'],
  ['IPAS499', 'Sobrestamento da instrução técnica', 'A análise técnica de uma petição foi suspensa'],
  ['IPAS566', 'Petição de retificação atendida', 'O INPI atendeu a um pedido de retificação'],
  ['IPAS567', 'Petição de retificação não atendida', 'O INPI não atendeu a um pedido de retificação'],
  [
    'IPAS639',
    'Publicação de decisão judicial transitada em julgado',
    'O INPI publicou uma decisão judicial definitiva sobre este processo',
  ],
  ['IPAS699', 'Ato de prejudicar petição', 'Uma petição deste processo ficou prejudicada e não será examinada'],
  ['IPAS1043', 'Solicitação de cópia reprográfica não atendida', 'O INPI não atendeu a um pedido de cópia do processo'],
  [
    'IPAS1054',
    'Petição de trâmite prioritário atendida',
    'O INPI aceitou o pedido de trâmite prioritário: o exame será antecipado',
  ],
  ['IPAS1055', 'Petição de trâmite prioritário não atendida', 'O INPI não aceitou o pedido de trâmite prioritário'],
  [
    'IPAS1069',
    'Petição de trâmite prioritário apta (aguardando término de prazo legal)',
    'O pedido de trâmite prioritário foi aceito e aguarda o fim de um prazo legal',
  ],
  [
    'IPAS1072',
    'Notificação de confirmação da ausência de distintividade inerente da marca (em recurso)',
    'No recurso, o INPI confirmou que a marca não é distintiva por si só: fale com a nossa equipe',
  ],
  [
    'IPAS1073',
    'Notificação de confirmação da ausência de distintividade inerente da marca (em nulidade)',
    'No processo de nulidade, o INPI confirmou que a marca não é distintiva por si só: fale com a nossa equipe',
  ],
  // Despachos em serviços avulsos
  ['IPAS356', 'Emissão de certidão de busca de marca por classe', 'O INPI emitiu uma certidão de busca por classe'],
  ['IPAS537', 'Emissão de certidão de busca de marca por titular', 'O INPI emitiu uma certidão de busca por titular'],
  [
    'IPAS538',
    'Emissão do Parecer da Comissão de Classificação de Produtos e Serviços',
    'O INPI emitiu o parecer da sua comissão de classificação de produtos e serviços',
  ],
  [
    'IPAS572',
    'Emissão do Parecer da Comissão de Classificação de Elementos Figurativos',
    'O INPI emitiu o parecer da sua comissão de classificação de elementos figurativos',
  ],
  // Despachos de emissão de documentos
  ['IPAS523', 'Emissão de Certidão de andamento', 'O INPI emitiu uma certidão de andamento do processo'],
  ['IPAS575', 'Emissão de Cópia oficial de registro de marca', 'O INPI emitiu uma cópia oficial do registro'],
  ['IPAS576', 'Emissão de Cópia oficial de pedido de registro', 'O INPI emitiu uma cópia oficial do pedido'],
  [
    'IPAS577',
    'Emissão de folha de rosto de cópia reprográfica simples',
    'O INPI emitiu a folha de rosto de uma cópia simples do processo',
  ],
  [
    'IPAS578',
    'Emissão de folha de rosto de cópia reprográfica autenticada',
    'O INPI emitiu a folha de rosto de uma cópia autenticada do processo',
  ],
  [
    'IPAS579',
    'Emissão de segunda via de certificado de registro',
    'O INPI emitiu a segunda via do certificado de registro',
  ],
  [
    'IPAS971',
    'Emissão de segunda via de certificado de registro em designação',
    'O INPI emitiu a segunda via do certificado da designação',
  ],
  // Despachos em processos designados ao Brasil pela via do Protocolo de Madri
  [
    'IPAS782',
    'Notificação de prazo para pagamento da segunda parte da retribuição relativa a designação',
    'O INPI avisou o prazo para pagar a segunda parte da taxa da designação: fale com a nossa equipe',
  ],
  [
    'IPAS1028',
    'Notificação de processo decorrente de transferência parcial (Madri) da inscrição internacional',
    'Este processo nasceu de uma transferência parcial do registro internacional',
  ],
  [
    'IPAS1029',
    'Notificação de processo criado por transferência parcial (Madri) (aguardando fim de sobrestamento)',
    'Este processo nasceu de uma transferência parcial do registro internacional e aguarda o fim de um sobrestamento',
  ],
  [
    'IPAS1030',
    'Notificação de processo criado por transferência parcial (Madri) (exame de recurso: indeferimento)',
    'Este processo nasceu de uma transferência parcial do registro internacional e segue no recurso contra um indeferimento',
  ],
  [
    'IPAS1031',
    'Notificação de processo criado por transferência parcial (Madri) (exame de recurso: defer. parcial)',
    'Este processo nasceu de uma transferência parcial do registro internacional e segue no recurso contra um deferimento parcial',
  ],
  [
    'IPAS1032',
    'Notificação de processo criado por transferência parcial (Madri) (exame de recurso: arquiv. ofício)',
    'Este processo nasceu de uma transferência parcial do registro internacional e segue no recurso contra um arquivamento',
  ],
  [
    'IPAS1033',
    'Notificação de processo criado por transferência parcial (Madri) (exame de recurso: cancel. ofício)',
    'Este processo nasceu de uma transferência parcial do registro internacional e segue no recurso contra um cancelamento',
  ],
  [
    'IPAS1045',
    'Notificação de processo criado por transferência parcial (registro de marca (Madri))',
    'Este processo nasceu de uma transferência parcial de um registro de marca (Protocolo de Madri)',
  ],
  // Despachos em petições referentes a serviços do Protocolo de Madri
  [
    'IPAS790',
    'Decisão de considerar Pedido Internacional inexistente por não cumprir requisitos de certificação',
    'O pedido internacional foi considerado inexistente: não cumpriu os requisitos de certificação',
  ],
  [
    'IPAS791',
    'Notificação de inconsistência em Pedido Internacional',
    'O INPI encontrou uma inconsistência no pedido internacional: fale com a nossa equipe',
  ],
  [
    'IPAS794',
    'Decisão de considerar Pedido Internacional inexistente pela não resposta à notif. de inconsistência',
    'O pedido internacional foi considerado inexistente: a inconsistência não foi respondida',
  ],
  [
    'IPAS797',
    'Pedido Internacional certificado e enviado à Secretaria Internacional',
    'O INPI certificou o pedido internacional e o enviou à OMPI',
  ],
  [
    'IPAS815',
    'Comunicação ao usuário de irregularidade notificada pela SI',
    'A OMPI apontou uma irregularidade no pedido internacional: fale com a nossa equipe',
  ],
  [
    'IPAS820',
    'Irregularidade respondida à Secretaria Internacional',
    'A irregularidade do pedido internacional foi respondida à OMPI',
  ],
  [
    'IPAS831',
    'Decisão de considerar Pedido Internacional inexistente por falta de pagamento',
    'O pedido internacional foi considerado inexistente por falta de pagamento',
  ],
  [
    'IPAS834',
    'Notificação de inconsistência em Pedido Internacional relativa a pagamento',
    'O INPI encontrou uma inconsistência no pagamento do pedido internacional: fale com a nossa equipe',
  ],
  [
    'IPAS837',
    'Decisão de considerar Pedido Internacional inexistente por inconsistência de pagamento não sanada',
    'O pedido internacional foi considerado inexistente: a inconsistência de pagamento não foi sanada',
  ],
  [
    'IPAS838',
    'Decisão de considerar Pedido Internacional inexistente por inconsistência de pag. não respondida',
    'O pedido internacional foi considerado inexistente: a inconsistência de pagamento não foi respondida',
  ],
  [
    'IPAS846',
    'Petição de correção de dados em Pedido Internacional não atendida',
    'O INPI não atendeu a uma correção de dados do pedido internacional',
  ],
  [
    'IPAS847',
    'Petição de correção de dados em Pedido Internacional atendida',
    'O INPI atendeu a uma correção de dados do pedido internacional',
  ],
  [
    'IPAS849',
    'Anulação de despacho (em Pedido Internacional)',
    'O INPI anulou um despacho anterior do pedido internacional',
  ],
  // Despachos específicos para comunicações Madri
  [
    'IPAS900',
    'Anotação de alteração de nome e/ou endereço em designação',
    'O INPI anotou a mudança de nome ou endereço do titular na designação',
  ],
  [
    'IPAS901',
    'Anotação de transferência de titularidade em designação',
    'O INPI anotou a transferência da designação para outro titular',
  ],
  [
    'IPAS902',
    'Anotação de cancelamento parcial de especificação em designação',
    'O INPI anotou o cancelamento de parte dos produtos ou serviços da designação',
  ],
  ['IPAS903', 'Retificação de dados em designação', 'O INPI retificou dados da designação'],
  [
    'IPAS905',
    'Anotação de restrição de especificação em designação',
    'O INPI anotou a restrição dos produtos ou serviços da designação',
  ],
  [
    'IPAS906',
    'Indeferimento de anotação de restrição de especificação em designação',
    'O INPI negou a restrição dos produtos ou serviços da designação',
  ],
  [
    'IPAS907',
    'Anotação de transferência parcial de titularidade em designação',
    'O INPI anotou a transferência de parte da designação para outro titular',
  ],
  [
    'IPAS908',
    'Sobrestamento de anotação de transferência de titularidade em designação',
    'A anotação da transferência da designação foi suspensa',
  ],
  [
    'IPAS972',
    'Anulação de despacho (em comunicação de Madri)',
    'O INPI anulou um despacho anterior sobre a designação',
  ],
  ['IPAS973', 'Ato de prejudicar comunicação de Madri', 'Uma comunicação da OMPI sobre a designação ficou prejudicada'],
  [
    'IPAS1016',
    'Anotação de transferência parcial com efeito de arquivamento de designação ou extinção de registro',
    'O INPI anotou uma transferência parcial que arquiva a designação ou extingue o registro desta parte',
  ],
];

/** Despachos that decide a petition, and so end the demand made in it. */
const decidesPetition = new Set(['IPAS185', 'IPAS270', 'IPAS271', 'IPAS337', 'IPAS349', 'IPAS428', 'IPAS699']);

/** What else is known about a name: how the RPI printed it, or where the lists differ. */
const notes: Record<string, string> = {
  IPAS270: 'Em 2011–2013 a RPI imprimia "Deferimento de petição" (tests/fixtures/rpi).',
  IPAS1069: 'Outra lista independente dá "(aguardando prazo legal)"; vale a transcrição da tabela.',
};

export const noticeCodes: Record<string, DespachoCode> = Object.fromEntries(
  notices.map(([codigo, nomeOficial, frase]) => [
    codigo,
    {
      nomeOficial,
      fonte: notes[codigo] ? `${TABELA} ${notes[codigo]}` : TABELA,
      frase,
      fecha: decidesPetition.has(codigo) ? petitionDecided : [],
      situacao: null,
    } satisfies DespachoCode,
  ]),
);
