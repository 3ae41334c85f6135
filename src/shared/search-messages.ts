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
    'O acervo de marcas ainda não foi carregado: a busca automática ainda não cobre nenhuma RPI. Não é um parecer.',
  // Why a result came up, in plain words: what it shares with the query, the class, the situation.
  sameName: 'Mesmo nome',
  sameSound: 'Nome que soa igual',
  closeSpelling: 'Grafia muito parecida',
  contains: (words: string[]) => `Tem em comum ${words.map((word) => `"${word}"`).join(', ')}`,
  likeSpelling: 'Grafia parecida',
  sameClass: (classe: number) => `na mesma classe (${classe})`,
  relatedClass: (classes: number[]) => `em classe afim (${classes.join(', ')})`,
  otherClass: (classes: number[]) =>
    classes.length === 0 ? 'sem classe publicada' : `em outra classe (${classes.join(', ')})`,
  inClasses: (classes: number[]) => (classes.length === 0 ? 'sem classe publicada' : `na classe ${classes.join(', ')}`),
  live: (situacao: string) => `processo ${situacao}: pode impedir o registro.`,
  dead: (situacao: string) => `processo ${situacao}: em regra não impede um novo registro.`,
  otherClassLow: 'Em outra classe, sem afinidade: em regra não impede.',
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
