import type { Likeness } from './likeness';

/** The public viability search's words (/busca, GET /api/busca): one place for every sentence it shows. */
export type Risk = 'alto' | 'medio' | 'baixo';

export const riskLabels: Record<Risk, string> = {
  alto: 'Risco alto',
  medio: 'Risco médio',
  baixo: 'Risco baixo',
};

export const searchMessages = {
  nameMissing: 'Digite o nome da marca que você quer consultar.',
  nameTooLong: 'O nome da marca pode ter no máximo 100 caracteres.',
  nameWithoutLetters: 'Digite um nome com letras ou números.',
  classInvalid: 'A classe deve ser um número de 1 a 45.',
  tooMany: (seconds: number) =>
    `Muitas consultas seguidas deste endereço. Tente de novo em ${seconds} segundo${seconds === 1 ? '' : 's'}.`,
  coverage: (de: number, ate: number) =>
    `Busca automática cobrindo a RPI nº ${de} a ${ate}, não é um parecer. O resultado não garante o registro: a análise de um especialista (Busca de anterioridade) considera o que a busca automática não vê.`,
  noCoverage:
    'A busca automática ainda não está disponível: o acervo de marcas do INPI ainda não foi carregado neste serviço. Enquanto isso, a Busca de anterioridade faz a pesquisa com um especialista.',
  partialCoverage: (de: number, ate: number, revistas: number) =>
    `Busca automática cobrindo só ${revistas === 1 ? 'a RPI' : `${revistas} revistas, da RPI`} nº ${de}${revistas === 1 ? '' : ` a ${ate}`}: ainda não são todas as revistas em que uma marca em vigor pode ter sido publicada, e uma marca publicada fora delas não aparece. Não é um parecer.`,
  // Why a result came up, in plain words: what it shares with the query, the class, the situation.
  likeness: ({ kind, strength, shared, setAside }: Likeness): string => {
    const quoted = (words: string[]) => words.map((word) => `"${word}"`).join(', ');
    const aside = setAside.length
      ? ` (${quoted(setAside)} só descreve${setAside.length > 1 ? 'm' : ''} o produto)`
      : '';
    switch (kind) {
      case 'sameName':
        return 'Mesmo nome';
      case 'sameDistinctive':
        return `Mesmo elemento distintivo, ${quoted(shared)}${aside}`;
      case 'joinedOrSplit':
        return 'Mesmo nome, com as palavras juntas ou separadas';
      case 'pluralOrGender':
        return 'Mesmo nome, no plural ou no outro gênero';
      case 'sameSound':
        return 'Nome que soa igual';
      case 'wordOrder':
        return 'As mesmas palavras, em outra ordem';
      case 'containsEarlier':
        return `O nome consultado reproduz esta marca com acréscimo${aside}`;
      case 'partOfEarlier':
        return `O nome consultado é parte desta marca, ${quoted(shared)}`;
      case 'closeSpelling':
        return strength === 'strong' ? 'Grafia muito parecida' : 'Grafia parecida';
      case 'sharedWord':
        return `Só ${quoted(shared)} em comum, e o resto do nome é diferente`;
    }
  },
  sameClass: (classe: number) => `na mesma classe (${classe})`,
  relatedClass: (classes: number[]) => `em classe afim (${classes.join(', ')})`,
  otherClass: (classes: number[]) =>
    classes.length === 0 ? 'sem classe publicada' : `em outra classe (${classes.join(', ')})`,
  inClasses: (classes: number[]) => (classes.length === 0 ? 'sem classe publicada' : `na classe ${classes.join(', ')}`),
  live: (situacao: string) => `processo ${situacao}: pode impedir o registro.`,
  dead: (situacao: string) => `processo ${situacao}: em regra não impede um novo registro.`,
  otherClassLow: 'Em outra classe, sem afinidade: em regra não impede.',
  draftWithoutName: 'Este pedido ainda não tem o nome da marca: a busca automática precisa dele.',
};

/** The /busca page and the landing's search box. */
export const searchPageTexts = {
  title: 'Sua marca está livre? Consulte grátis',
  lead: 'Digite o nome e, se quiser, a classe do seu produto ou serviço: comparamos com todas as marcas que o INPI publicou na RPI que já lemos, por nome, som e palavras em comum.',
  nameLabel: 'Nome da marca',
  namePlaceholder: 'Ex.: Doce Sertão',
  classLabel: 'Classe (opcional)',
  classPlaceholder: 'Todas as classes; digite o que você vende para achar a sua',
  submit: 'Buscar',
  searching: 'Buscando…',
  failed: 'Não foi possível buscar agora. Tente de novo em instantes.',
  total: (total: number, shown: number) =>
    total === 0
      ? 'Nenhuma marca parecida encontrada.'
      : total > shown
        ? `${total} marcas parecidas; as ${shown} de maior risco abaixo.`
        : `${total} marca${total === 1 ? '' : 's'} parecida${total === 1 ? '' : 's'}.`,
  nothingFound:
    'Nenhuma marca parecida apareceu na busca automática. Isso é um bom sinal, mas não é garantia: o especialista confere grafias, imagens e classes afins que a busca automática não alcança.',
  nothingFoundInPart:
    'Nenhuma marca parecida nas revistas que a busca já leu. Como ela ainda não cobre todas, isso não quer dizer que o nome esteja livre: o especialista da Busca de anterioridade confere a base inteira do INPI.',
  unavailableTitle: 'Busca automática indisponível por enquanto',
  deadLabel: 'Sem efeito: não impede um novo registro',
  processo: (numero: string) => `Processo nº ${numero}`,
  classes: (classes: number[]) => (classes.length ? `Classe ${classes.join(', ')}` : 'Sem classe publicada'),
  titular: (titular: string) => `Titular: ${titular}`,
  buyTitle: 'Quer a resposta de um especialista?',
  buyText: (marca: string) =>
    `A Busca de anterioridade analisa "${marca}" na base do INPI e entrega um parecer sobre a viabilidade do registro.`,
  buyAction: 'Contratar a Busca de anterioridade',
  plansAction: 'Ver planos de registro',
  heroLabel: 'Consulte grátis se o nome da sua marca está livre',
  heroAction: 'Consultar',
};

/** The staff's draft for a Busca, in the service's details. */
export const searchDraftTexts = {
  title: 'Busca automática (rascunho)',
  hint: 'O mesmo julgamento da busca pública, para o nome e a classe que o cliente enviou. Confira cada marca no INPI antes de escrever o parecer.',
  action: 'Buscar marcas parecidas',
  again: 'Buscar de novo',
  failed: 'Não foi possível fazer a busca automática agora. Tente de novo em instantes.',
  query: (marca: string, classe: number | null) =>
    `"${marca}", ${classe === null ? 'todas as classes' : `classe ${classe}`}`,
};
