import { inpiMessages } from '../../shared/inpi-messages';
import type { DespachoElements } from '../../shared/schemas/inpi';
import { formatDay } from './deadlines';

/**
 * What a petition decided in a despacho is about, read from its `<protocolo codigoServico>` (the INPI's service
 * code: three digits, then the variant) or, failing that, from the "Petição (tipo): …" the texto-complementar
 * prints. Service codes from the INPI's Tabela de Retribuições for marcas: 348 anotação de alteração de nome, sede
 * ou endereço; 349 anotação de transferência de titularidade; 374 and 375 prorrogação no prazo ordinário e
 * extraordinário. Withdrawal (desistência of the application, renúncia of the registration) is read from the words.
 */
export type PetitionKind = 'transferencia' | 'prorrogacao' | 'alteracao' | 'desistencia';

export interface Petition {
  kind: PetitionKind | null;
  /** The petition's number and its service code, as the RPI prints them. */
  numero: string | null;
  servico: string | null;
  /** The INPI's own words for the petition ("Anotação de transferência de titularidade decorrente de cisão"). */
  tipo: string | null;
  /** The new holder of a transfer, and the one it came from. */
  cessionario: string | null;
  cedente: string | null;
}

const byServiceCode: Record<string, PetitionKind> = {
  '348': 'alteracao',
  '349': 'transferencia',
  '374': 'prorrogacao',
  '375': 'prorrogacao',
};

const byWords: [RegExp, PetitionKind][] = [
  [/transfer[eê]ncia/i, 'transferencia'],
  [/prorroga[cç][aã]o/i, 'prorrogacao'],
  [/altera[cç][aã]o de nome|altera[cç][aã]o de sede|altera[cç][aã]o de endere[cç]o/i, 'alteracao'],
  [/desist[eê]ncia|ren[uú]ncia/i, 'desistencia'],
];

/** "… Petição (tipo): Anotação de transferência … (349.2) Procurador: …" → the type's words and its code. */
function typeIn(text: string | null): { tipo: string; codigo: string | null } | null {
  const match = /Peti[cç][aã]o \(tipo\):\s*(.+?)(?:\s*\((\d{3})(?:\.\d+)?\))?(?=\s+[A-ZÀ-Ú][\wÀ-ú ]*:|$)/u.exec(
    text ?? '',
  );
  return match ? { tipo: match[1]!.trim(), codigo: match[2] ?? null } : null;
}

/** The petition a despacho decides, when the RPI says which one; null for a despacho that names none. */
export function petitionOf(elementos: DespachoElements, textoComplementar: string | null): Petition | null {
  const protocolo = elementos.protocolo;
  const typed = typeIn(textoComplementar);
  if (!protocolo && !typed) return null;
  const servico = protocolo?.codigoServico ?? typed?.codigo ?? null;
  const kind =
    [protocolo?.codigoServico, typed?.codigo]
      .map((code) => (code ? byServiceCode[code.slice(0, 3)] : undefined))
      .find((found) => found !== undefined) ??
    (typed ? byWords.find(([words]) => words.test(typed.tipo))?.[1] : undefined) ??
    null;
  return {
    kind,
    numero: protocolo?.numero ?? null,
    servico,
    tipo: typed?.tipo ?? null,
    cessionario: protocolo?.cessionario?.nome ?? null,
    cedente: protocolo?.cedente?.nome ?? null,
  };
}

/** The despachos that grant a petition, whole or in part: what it asked is now so. */
export const grantingCodes = ['IPAS270', 'IPAS349'];
const GRANTED = new Set(grantingCodes);

/** A despacho granting a renewal petition: it sets a new validity end and opens the next renewal. */
export const grantsRenewal = (codigo: string, elementos: DespachoElements, textoComplementar: string | null) =>
  GRANTED.has(codigo) && petitionOf(elementos, textoComplementar)?.kind === 'prorrogacao';

/**
 * What the customer reads for a despacho on a petition: what was granted, told by what it is (the new holder, the
 * new validity end), or the despacho's own sentence with the INPI's words for the petition when we don't know it.
 */
export function petitionSentence(
  codigo: string,
  frase: string,
  petition: Petition,
  renewedUntil: string | null,
): string {
  const said = inpiMessages.petition;
  if (GRANTED.has(codigo) && petition.kind) {
    const granted = {
      transferencia: said.transferred(petition.cessionario, petition.cedente),
      prorrogacao: said.renewed(renewedUntil ? formatDay(renewedUntil) : null),
      alteracao: said.changed,
      desistencia: said.withdrawn,
    }[petition.kind];
    return codigo === 'IPAS349' ? said.inPart(granted) : granted;
  }
  const about = petition.tipo ?? (petition.kind ? said.kinds[petition.kind] : null);
  return about ? `${frase}: ${about}` : frase;
}

/** "Petição nº 810110405339 (serviço 349.2)." for the timeline, when the RPI printed the number. */
export const petitionReference = (petition: Petition): string[] =>
  petition.numero ? [inpiMessages.petition.reference(petition.numero, petition.servico)] : [];
