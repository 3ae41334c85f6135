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
