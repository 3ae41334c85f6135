/**
 * Official INPI fees (retribuições) for trademarks, as data with a date and a source.
 * They change by ordinance, not with our prices: re-check INPI's published table and bump `verifiedAt`.
 */
export interface InpiFee {
  id: 'deposito-pre-aprovada' | 'deposito-livre' | 'prorrogacao-ordinaria' | 'prorrogacao-extraordinaria';
  label: string;
  /** Full amount per class, in cents. */
  fullCents: number;
  /** Amount per class with the 50% discount, in cents. */
  discountedCents: number;
  note: string;
}

export interface InpiFeeTable {
  effectiveFrom: string;
  source: string;
  sourceUrl: string;
  /** When someone last compared this table with INPI's published one. */
  verifiedAt: string;
  discountPercent: number;
  /** Who gets the discount, each with its condition. */
  discountHolders: string[];
  /** Who may pay nothing, and on which services. */
  exemption: string;
  fees: readonly InpiFee[];
}

export const inpiFeeTable: InpiFeeTable = {
  effectiveFrom: '2025-09-20',
  source:
    'Tabela de retribuições dos serviços prestados pelo INPI, publicada pelo próprio INPI (Portaria INPI/PR nº 10/2025, autorizada pela Portaria GM/MDIC nº 110/2025)',
  sourceUrl: 'https://www.gov.br/inpi/pt-br/servicos/marcas',
  verifiedAt: '2026-11-21',
  discountPercent: 50,
  // Who gets the discount. The Portarias of 2025 (GM/MDIC nº 110/2025, INPI/PR nº 10/2025) could not be read whole
  // here; this list joins what the public accounts of them say: ME, EPP, MEI, Inova Simples, ICTs and non-profits
  // (law-firm summaries, May–July 2025), cooperativas and instituições de ensino e pesquisa going from 60% to 50%
  // (ABAPI's report of the INPI's own presentation, 13/06/2025), and the holders of the rules they replace (Portaria
  // MDIC nº 39/2014 and Resolução INPI nº 129/2014): pessoas naturais without a stake in a company of the same
  // field, cooperativas as the law defines them, and public bodies for their own acts. No account says any was dropped.
  discountHolders: [
    'pessoas naturais (pessoas físicas), no pedido em nome próprio, desde que não sejam sócias de empresa do mesmo ramo da marca',
    'microempreendedores individuais (MEI), microempresas (ME) e empresas de pequeno porte (EPP), como define a Lei Complementar nº 123/2006',
    'cooperativas, como a lei as define',
    'empresas simples de inovação (Inova Simples, Lei Complementar nº 167/2019)',
    'instituições de ensino e pesquisa e instituições científicas, tecnológicas e de inovação (ICTs)',
    'entidades sem fins lucrativos',
    'órgãos públicos, quando o pedido é de ato próprio',
  ],
  exemption:
    'Pessoas de baixa renda inscritas no CadÚnico e pessoas com deficiência inscritas no Registro de Referência da Pessoa com Deficiência do Governo Federal podem ter até 100% de desconto nos serviços que a tabela indica.',
  fees: [
    {
      id: 'deposito-pre-aprovada',
      label: 'Pedido de registro de marca com especificação pré-aprovada',
      fullCents: 88_000,
      discountedCents: 44_000,
      note: 'Valor por classe, pago no depósito; já inclui o primeiro decênio de vigência e a expedição do certificado.',
    },
    {
      id: 'deposito-livre',
      label: 'Pedido de registro de marca com especificação de livre preenchimento',
      fullCents: 172_000,
      discountedCents: 86_000,
      note: 'Valor por classe, pago no depósito; já inclui o primeiro decênio de vigência e a expedição do certificado.',
    },
    // Services 374 and 375. The 2025 table's figures for them could not be read here: these are the last published
    // ones (Portaria MDIC nº 275/2011) with the 2025 discount of 50%; staff confirm the amount when issuing the GRU.
    {
      id: 'prorrogacao-ordinaria',
      label: 'Prorrogação de registro de marca, no prazo ordinário (último ano de vigência)',
      fullCents: 106_500,
      discountedCents: 53_250,
      note: 'Valor por classe; confirmado pela nossa equipe na emissão da GRU.',
    },
    {
      id: 'prorrogacao-extraordinaria',
      label: 'Prorrogação de registro de marca, no prazo extraordinário (6 meses após o fim da vigência)',
      fullCents: 161_000,
      discountedCents: 80_500,
      note: 'Valor por classe, com o acréscimo do prazo extraordinário; confirmado pela nossa equipe na emissão da GRU.',
    },
  ],
};

export const REGISTRATION_VALIDITY_YEARS = 10;
/** Typical time from filing to decision when nobody opposes and INPI makes no demands; it can take longer. */
export const TYPICAL_PROCESSING_MONTHS = { min: 8, max: 12 } as const;

export function findInpiFee(id: InpiFee['id']): InpiFee {
  const fee = inpiFeeTable.fees.find((entry) => entry.id === id);
  if (!fee) throw new Error(`Taxa do INPI desconhecida: ${id}`);
  return fee;
}

/** Official fees for filing a mark in `classes` classes. */
export function inpiFilingCents(id: InpiFee['id'], classes: number, discounted: boolean): number {
  if (!Number.isInteger(classes) || classes < 1) throw new Error('O número de classes deve ser um inteiro positivo.');
  const fee = findInpiFee(id);
  return (discounted ? fee.discountedCents : fee.fullCents) * classes;
}
