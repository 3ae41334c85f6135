/**
 * Words that describe the goods or praise them rather than name anyone's (LPI art. 124 VI; "marcas fracas"):
 * TROPICANA PREMIUM and TROPICANA SUCOS NATURAIS share what distinguishes them, TROPICANA. Two sources make the list:
 * this reviewed file, and the words the archive itself shows in the marks of many different holders in one class
 * (national_class_words, refreshed after each issue is indexed). Capitals without accents, as names are compared.
 */

/** Praise and qualities that describe nothing of one's own, in any class. */
const anyClass =
  'PREMIUM GOURMET EXPRESS PLUS SUPER MEGA MAX TOP PRIME VIP GOLD SELECT ESPECIAL SPECIAL TRADICIONAL ARTESANAL ORGANICO ORGANICOS ORGANICA ORGANICAS DELIVERY';

/** Reviewed by class: what the class's goods are called. */
const byClass: Record<number, string> = {
  3: 'COSMETICOS COSMETICO COSMETICA COSMETICAS PERFUMARIA PERFUMES',
  5: 'FARMA FARMACIA FARMACEUTICA MEDICAMENTOS SUPLEMENTOS',
  9: 'SOFTWARE SOFTWARES TECNOLOGIA SISTEMAS APP APLICATIVO INFORMATICA ELETRONICOS',
  12: 'MOTORS MOTOR AUTOMOTIVA AUTOMOTIVO VEICULOS PECAS',
  14: 'JOIAS JOIA JOALHERIA RELOGIOS ACESSORIOS BIJUTERIAS',
  25: 'MODA MODAS CONFECCOES CONFECCAO JEANS ROUPAS CALCADOS FASHION WEAR',
  29: 'CARNES LATICINIOS FRIOS EMBUTIDOS',
  30: 'DOCE DOCES DOCERIA CONFEITARIA BOLOS SORVETES CHOCOLATES PANIFICADORA PANIFICACAO',
  31: 'AGRO AGRICOLA SEMENTES RACOES',
  32: 'SUCO SUCOS BEBIDAS AGUA AGUAS CERVEJA CERVEJAS CERVEJARIA REFRIGERANTES NATURAL NATURAIS',
  33: 'CACHACA CACHACAS VINHO VINHOS VINICOLA DESTILARIA BEBIDAS',
  35: 'VAREJO ATACADO MARKETING',
  36: 'IMOVEIS IMOBILIARIA INVESTIMENTOS SEGUROS FINANCEIRA',
  37: 'CONSTRUCOES CONSTRUTORA REFORMAS AUTOMOTIVO',
  39: 'TRANSPORTES TRANSPORTE LOGISTICA TURISMO VIAGENS',
  41: 'EDUCACAO ENSINO CURSOS EVENTOS PRODUCOES IDIOMAS',
  42: 'SOFTWARE SOFTWARES TECNOLOGIA SISTEMAS SOLUCOES',
  43: 'HOTEL POUSADA BUFFET GASTRONOMIA COZINHA CHURRASCARIA',
  44: 'ESTETICA SAUDE ODONTOLOGIA ODONTO',
  45: 'ADVOCACIA ADVOGADOS JURIDICO',
};

const words = (line: string) => line.split(' ').filter(Boolean);
const reviewedAny = new Set(words(anyClass));
const reviewedByClass = new Map(
  Object.entries(byClass).map(([classe, line]) => [Number(classe), new Set(words(line))]),
);

/**
 * Common in a class but still someone's: words the archive shows in many holders' marks of one class that staff
 * reviewed and keep as distinctive (a famous mark others imitate). None yet.
 */
const keptDistinctive = new Set<string>([]);

/** Words too common in each class to tell one holder's mark from another's. */
export interface DescriptiveWords {
  /** Whether `spelling` describes rather than distinguishes, in any of `classes` (none given: the reviewed words of any class). */
  has(spelling: string, classes: readonly number[]): boolean;
}

/** The reviewed file alone, with the archive's common words by class when they are known. */
export function descriptiveWords(learned: ReadonlyMap<number, ReadonlySet<string>> = new Map()): DescriptiveWords {
  return {
    has(spelling, classes) {
      if (reviewedAny.has(spelling)) return true;
      return classes.some(
        (classe) =>
          reviewedByClass.get(classe)?.has(spelling) === true ||
          (learned.get(classe)?.has(spelling) === true && !keptDistinctive.has(spelling)),
      );
    },
  };
}
