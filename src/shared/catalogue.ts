import type { OrderKind } from './schemas/checkout';
import { foldAccents } from './fold';

/** The one source of names, prices (in cents) and instalments of everything we sell. */
export type PlanId = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface CatalogueEntry {
  planId: PlanId;
  kind: OrderKind;
  title: string;
  aliases: string[];
  /** Total in cents; null when the entry is quoted by chat. */
  priceCents: number | null;
  instalments: number;
  summary: string;
  features: string[];
  /** Months of INPI monitoring included, shown on the order review. */
  monitoringMonths?: number;
}

/**
 * Our fee for each class after a brand request's first: none. The terms of use and the FAQ promise that an
 * additional class costs only the INPI's fee (decision 033); the INPI's fee is charged per class on its GRU.
 */
export const EXTRA_CLASS_PRICE_CENTS = 0;

/** What the brand plans say of extra classes, shown with the plan before payment. */
const EXTRA_CLASSES_FEATURE = 'Várias classes no mesmo pedido: as classes a mais pagam só a taxa do INPI';

export const catalogue: readonly CatalogueEntry[] = [
  {
    planId: 1,
    kind: 'marca',
    title: 'Essencial',
    aliases: ['Básico', 'Basico'],
    priceCents: 99_900,
    instalments: 10,
    summary: 'Tudo o que você precisa para depositar sua marca no INPI com segurança.',
    features: [
      'Busca de viabilidade antes do depósito',
      'Depósito do pedido no INPI em até 15 dias úteis',
      'Acompanhamento do processo por 12 meses',
      'Até 3 novas buscas se a marca não for viável',
      EXTRA_CLASSES_FEATURE,
    ],
    monitoringMonths: 12,
  },
  {
    planId: 2,
    kind: 'marca',
    title: 'Premium',
    aliases: ['Completo'],
    priceCents: 179_900,
    instalments: 10,
    summary: 'Registro completo, com defesa do seu pedido até a concessão.',
    features: [
      'Tudo do plano Essencial',
      'Acompanhamento do processo por 24 meses',
      'Resposta a exigências e manifestações',
      'Recurso em caso de indeferimento',
      EXTRA_CLASSES_FEATURE,
    ],
    monitoringMonths: 24,
  },
  {
    planId: 3,
    kind: 'marca',
    title: 'Corporativo',
    aliases: [],
    priceCents: null,
    instalments: 1,
    summary: 'Para empresas com várias marcas ou classes: proposta sob medida.',
    features: ['Várias marcas e classes', 'Gestão de portfólio', 'Atendimento dedicado'],
  },
  {
    planId: 4,
    kind: 'servico',
    title: 'Busca',
    aliases: ['Busca de anterioridade', 'Pesquisa'],
    priceCents: 11_880,
    instalments: 12,
    summary: 'Descubra se a sua marca pode ser registrada antes de investir nela.',
    features: ['Pesquisa na base do INPI', 'Parecer de viabilidade', 'Parecer válido por 1 semana'],
  },
  {
    planId: 5,
    kind: 'servico',
    title: 'Oposição',
    aliases: ['Oposicao'],
    priceCents: 83_880,
    instalments: 12,
    summary: 'Impeça que outra pessoa registre uma marca parecida com a sua.',
    features: ['Análise do pedido conflitante', 'Redação e protocolo da oposição', 'Acompanhamento da decisão'],
  },
  {
    planId: 6,
    kind: 'servico',
    title: 'Recurso',
    aliases: [],
    priceCents: 83_880,
    instalments: 12,
    summary: 'Recorra de um indeferimento e defenda o seu pedido no INPI.',
    features: ['Análise da decisão do INPI', 'Redação e protocolo do recurso', 'Acompanhamento do julgamento'],
  },
  {
    planId: 7,
    kind: 'servico',
    title: 'Prorrogação',
    aliases: ['Prorrogacao', 'Renovação', 'Renovacao'],
    priceCents: 47_880,
    instalments: 12,
    summary: 'Renove o registro da sua marca por mais 10 anos, sem perder o prazo.',
    features: [
      'Conferência do prazo e da taxa do INPI',
      'Pedido de prorrogação no INPI',
      'Aviso do novo prazo de vigência',
    ],
  },
];

/** The plan ids by name, for the rules that single one out. */
export const PLAN = {
  essencial: 1,
  premium: 2,
  corporativo: 3,
  busca: 4,
  oposicao: 5,
  recurso: 6,
  prorrogacao: 7,
} as const satisfies Record<string, PlanId>;

export const brandPlanIds = [1, 2] as const;
export const servicePlanIds = [4, 5, 6, 7] as const;
/** Entries that can be bought online (the Corporativo plan is quoted by chat). */
export const purchasablePlanIds = [1, 2, 4, 5, 6, 7] as const;

/** Where a plan is bought: the sign-up page the server draws for each plan, and the link the e-mails give. */
export const signUpPagePath = (planId: PlanId) => `/confirmplan?planId=${planId}`;

export function findEntry(planId: number): CatalogueEntry | undefined {
  return catalogue.find((entry) => entry.planId === planId);
}

export function entryTitle(planId: number): string {
  return findEntry(planId)?.title ?? 'Plano desconhecido';
}

export function isBrandPlan(planId: number): boolean {
  return (brandPlanIds as readonly number[]).includes(planId);
}

/** Entries without a price (the Corporativo plan) are quoted by chat, never bought online. */
export function isQuotedByChat(planId: number): boolean {
  return findEntry(planId)?.priceCents === null;
}

export function isServicePlan(planId: number): boolean {
  return (servicePlanIds as readonly number[]).includes(planId);
}

/** The most instalments any of `entries` allows: "em até 10x" for the brand plans, 12x for the services. */
export function maxInstalments(entries: readonly CatalogueEntry[]): number {
  return Math.max(...entries.map((entry) => entry.instalments));
}

export function instalmentCents(entry: CatalogueEntry): number | null {
  return entry.priceCents === null ? null : Math.round(entry.priceCents / entry.instalments);
}

export const brandPlans = catalogue.filter((entry) => entry.kind === 'marca');
export const servicePlans = catalogue.filter((entry) => entry.kind === 'servico');

/** Matches a plan by its name or alias, ignoring case and accents. */
export function matchesEntryName(entry: CatalogueEntry, query: string): boolean {
  const needle = foldAccents(query);
  return [entry.title, ...entry.aliases].some((name) => foldAccents(name).includes(needle));
}
