import { phoneticKey as inpiPhoneticKey } from '../inpi/phonetic';

/** The pt-BR phonetic key, through this one import so a better key can take its place. */
export const phoneticKey = inpiPhoneticKey;

/**
 * Words that distinguish no mark: company forms, connectives and the commonest descriptive words of a trade. A search
 * for "Padaria Sertão" is about "Sertão"; a mark that only shares "Padaria" is not a conflict.
 */
const genericWords = new Set(
  [
    'LTDA LTD ME EPP EIRELI SA S A CIA COMPANHIA MEI INC CO CORP GROUP GRUPO HOLDING',
    'DE DA DO DAS DOS E EM NA NO NAS NOS A O AS OS UM UMA PARA POR COM THE OF AND AT',
    'BRASIL BRAZIL BRASILEIRA BRASILEIRO NACIONAL INTERNACIONAL',
    'COMERCIO COMERCIAL INDUSTRIA INDUSTRIAL SERVICOS SERVICO EMPRESA EMPREENDIMENTOS ASSOCIACAO',
    'LOJA LOJAS STORE SHOP RESTAURANTE LANCHONETE PADARIA BAR CAFE CAFETERIA PIZZARIA',
    'CLINICA CONSULTORIA ASSESSORIA ESCOLA ACADEMIA STUDIO ESTUDIO',
    'PRODUTOS PRODUTO ALIMENTOS ALIMENTICIOS DISTRIBUIDORA IMPORTADORA EXPORTADORA',
  ].flatMap((line) => line.split(' ')),
);

/** Capitals without accents, anything else a single space: how names are compared and stored for search. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

/** The name's words that can distinguish a mark (no company forms, connectives or trade words), once each. */
export function distinctiveElements(name: string): string[] {
  const words = normaliseName(name)
    .split(' ')
    .filter((word) => word && !genericWords.has(word) && (word.length > 1 || /\d/.test(word)));
  return [...new Set(words)];
}

export interface MarkKeys {
  nomeNormalizado: string;
  chaveFonetica: string;
  elementos: string[];
}

export function markKeys(name: string | null): MarkKeys {
  if (!name) return { nomeNormalizado: '', chaveFonetica: '', elementos: [] };
  return {
    nomeNormalizado: normaliseName(name),
    chaveFonetica: phoneticKey(name),
    elementos: distinctiveElements(name),
  };
}

export { relatedClasses, spellingSimilarity } from '../inpi/phonetic';
