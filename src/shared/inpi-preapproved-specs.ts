import { foldAccents } from './fold';
import type { InpiFee } from './inpi-fees';

/**
 * A few items of the INPI's pre-approved specification list (e-Marcas' "especificação pré-aprovada": the items of
 * the Nice Classification's alphabetical list the INPI accepts as they are), for the classes our customers file in
 * most. Each Portuguese item stands beside the NCL 12 English item it translates, so anyone can check it against
 * WIPO's list. The INPI's own Portuguese list (e-Marcas, "Classificação de produtos e serviços" at gov.br/inpi)
 * could not be opened here: staff confirm the item in e-Marcas, and a wording not listed here counts as free text.
 * Source and limits: docs/decisions/014-pre-approved-specification-and-vienna.md.
 */
export interface PreApprovedItem {
  termo: string;
  /** The item of WIPO's NCL 12 alphabetical list (English) it translates. */
  ncl: string;
}

export const PRE_APPROVED_CHECKED_AT = '2026-11-26';

export const preApprovedItems: Readonly<Record<number, readonly PreApprovedItem[]>> = {
  3: [
    { termo: 'Cosméticos', ncl: 'Cosmetics' },
    { termo: 'Perfumes', ncl: 'Perfumes' },
    { termo: 'Batons', ncl: 'Lipsticks' },
  ],
  25: [
    { termo: 'Roupas', ncl: 'Clothing' },
    { termo: 'Calçados', ncl: 'Footwear' },
    { termo: 'Camisetas', ncl: 'T-shirts' },
    { termo: 'Chapéus', ncl: 'Hats' },
  ],
  30: [
    { termo: 'Café', ncl: 'Coffee' },
    { termo: 'Pão', ncl: 'Bread' },
    { termo: 'Bolos', ncl: 'Cakes' },
    { termo: 'Chocolate', ncl: 'Chocolate' },
  ],
  35: [
    { termo: 'Publicidade', ncl: 'Advertising' },
    { termo: 'Marketing', ncl: 'Marketing' },
  ],
  41: [
    { termo: 'Educação física', ncl: 'Physical education' },
    { termo: 'Instrução de ginástica', ncl: 'Gymnastic instruction' },
  ],
  42: [
    { termo: 'Programação de computadores', ncl: 'Computer programming' },
    { termo: 'Software como serviço [SaaS]', ncl: 'Software as a service [SaaS]' },
  ],
  43: [
    { termo: 'Serviços de restaurante', ncl: 'Restaurant services' },
    { termo: 'Serviços de bar', ncl: 'Bar services' },
    { termo: 'Serviços de hotel', ncl: 'Hotel services' },
  ],
  44: [
    { termo: 'Serviços de salão de beleza', ncl: 'Beauty salon services' },
    { termo: 'Serviços de cabeleireiro', ncl: 'Hairdressing services' },
    { termo: 'Massagem', ncl: 'Massage' },
  ],
};

/** How two wordings compare: no accents or case, one space, no final period. */
const comparable = (text: string) => foldAccents(text).replace(/\s+/g, ' ').trim().replace(/\.$/, '');

export type SpecificationKind =
  { tipo: 'pre-aprovada'; itens: string[]; taxa: InpiFee['id'] } | { tipo: 'livre'; taxa: InpiFee['id'] };

/**
 * Pre-approved when every item of the customer's wording (separated by ";" or a line) is one of the class's
 * pre-approved items, written as the list writes it; otherwise free text. A single free item makes the whole filing
 * free text at the INPI, with its higher fee.
 */
export function specificationKind(classe: number | null, wording: string | null): SpecificationKind {
  const items = (wording ?? '').split(/[;\n]/).map(comparable).filter(Boolean);
  const listed = classe === null ? [] : (preApprovedItems[classe] ?? []);
  const found = items.map((item) => listed.find((entry) => comparable(entry.termo) === item));
  if (items.length > 0 && found.every(Boolean)) {
    return { tipo: 'pre-aprovada', itens: found.map((entry) => entry!.termo), taxa: 'deposito-pre-aprovada' };
  }
  return { tipo: 'livre', taxa: 'deposito-livre' };
}
