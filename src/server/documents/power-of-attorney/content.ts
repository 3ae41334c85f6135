import { formatCnpj } from '@brazilian-utils/brazilian-utils/format-cnpj';
import { formatCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { maskCep } from '../../../shared/documents';
import { BRASILIA_TIME_ZONE } from '../../../shared/time/brasilia';

export interface PostalAddress {
  logradouro: string;
  numero: string;
  complemento: string;
  /** Absent from addresses written before the neighbourhood was asked. */
  bairro?: string;
  cidade: string;
  estado: string;
  cep: string;
}

/** One grantor, qualified with their own data: a person, or a company and who signs for it. */
export interface Grantor {
  nome: string;
  tipoDoc: 'cpf' | 'cnpj';
  docNum: string;
  /** A person's nationality, as they chose or wrote it ("brasileiro", "brasileira", "portuguesa"); unused for a company. */
  nacionalidade?: string;
  endereco: PostalAddress | null;
  /** A company's legal representative ("representada por"), a person qualified with their nationality. */
  representante?: { nome: string; cpf: string; nacionalidade?: string } | null;
}

/** The attorney: the operator's company, from configuration (src/server/config.ts). */
export interface Agent {
  name: string;
  cnpj: string;
  address: string;
  /** The development default: the document says so in capitals. */
  sample: boolean;
}

/**
 * What any power of attorney needs: who grants, who is granted, what for and which powers. The brand
 * request's (generate.ts) and a service's (oposição, recurso: naming the process) differ only in `object`
 * and, if they wish, `powers`.
 */
export interface PowerOfAttorneyInput {
  grantors: Grantor[];
  agent: Agent;
  /** Completes "em tudo o que se referir a …", e.g. brandObject(...) or "ao processo nº 912345678 (oposição)". */
  object: string;
  powers?: readonly string[];
  date: Date;
}

export interface PowerOfAttorneyContent {
  title: string;
  notice: string | null;
  sections: { heading: string; paragraphs: string[] }[];
  placeAndDate: string;
  signatures: { name: string; lines: string[] }[];
}

export const SAMPLE_NOTICE =
  'MODELO DE EXEMPLO: os dados do outorgado não foram configurados (COMPANY_NAME, COMPANY_CNPJ, COMPANY_ADDRESS). Não use este documento.';

const cpf = (digits: string) => formatCpf(digits);
const cnpj = (chars: string) => formatCnpj(chars, { version: 2 });

export function addressLine(address: PostalAddress): string {
  const place = [address.cidade.trim(), address.estado.trim()].filter(Boolean).join('/');
  const cep = /^\d{8}$/.test(address.cep) ? `CEP ${maskCep(address.cep)}` : '';
  return [address.logradouro, address.numero, address.complemento, address.bairro ?? '', place, cep]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

function qualification(grantor: Grantor): string {
  const address = grantor.endereco ? addressLine(grantor.endereco) : '';
  if (grantor.tipoDoc === 'cnpj') {
    const parts = [
      `${grantor.nome}, pessoa jurídica de direito privado inscrita no CNPJ sob o nº ${cnpj(grantor.docNum)}`,
    ];
    if (address) parts.push(`com sede em ${address}`);
    const representative = grantor.representante;
    if (representative)
      parts.push(
        [
          `neste ato representada por ${representative.nome}`,
          representative.nacionalidade?.trim(),
          `inscrito(a) no CPF sob o nº ${cpf(representative.cpf)}`,
        ]
          .filter(Boolean)
          .join(', '),
      );
    return parts.join(', ');
  }
  const parts = [grantor.nome];
  if (grantor.nacionalidade?.trim()) parts.push(grantor.nacionalidade.trim());
  parts.push(`inscrito(a) no CPF sob o nº ${cpf(grantor.docNum)}`);
  if (address) parts.push(`residente e domiciliado(a) em ${address}`);
  return parts.join(', ');
}

function signature(grantor: Grantor): { name: string; lines: string[] } {
  if (grantor.tipoDoc === 'cnpj') {
    const lines = [`CNPJ ${cnpj(grantor.docNum)}`];
    if (grantor.representante) lines.push(`por ${grantor.representante.nome}, CPF ${cpf(grantor.representante.cpf)}`);
    return { name: grantor.nome, lines };
  }
  return { name: grantor.nome, lines: [`CPF ${cpf(grantor.docNum)}`] };
}

/** "21 de novembro de 2026", as dated in Brazil. */
export function longDateInBrazil(date: Date): string {
  return new Intl.DateTimeFormat('pt-BR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: BRASILIA_TIME_ZONE,
  }).format(date);
}

export const POWERS = [
  'requerer e efetuar o depósito do pedido de registro da marca;',
  'acompanhar o processo administrativo em todas as suas fases;',
  'cumprir exigências e responder a despachos e notificações do INPI;',
  'apresentar oposições, manifestações e recursos administrativos, bem como contestar os apresentados por terceiros;',
  'receber notificações, intimações e demais comunicações;',
  'emitir guias e pagar taxas e retribuições oficiais;',
  'substabelecer, no todo ou em parte, com ou sem reserva de iguais poderes;',
  'praticar todos os demais atos necessários ao fiel cumprimento deste mandato.',
] as const;

/**
 * The brand request's object. Before the INPI gives a process number there is none to name: the brand
 * (once named) identifies the filing, and our internal order number is never written where the INPI's would go.
 */
export function brandObject(brand: { name: string | null; niceClasses: readonly number[] }): string {
  if (!brand.name) return 'ao pedido de registro de marca a ser depositado em seu nome';
  const numbers = brand.niceClasses.map(String);
  const listed = numbers.length <= 1 ? numbers.join('') : `${numbers.slice(0, -1).join(', ')} e ${numbers.at(-1)}`;
  const classes =
    numbers.length === 0
      ? ''
      : ` ${numbers.length === 1 ? 'na classe' : 'nas classes'} ${listed} da Classificação Internacional de Nice`;
  return `ao pedido de registro da marca "${brand.name}"${classes}`;
}

/** The wording, apart from its layout. */
export function powerOfAttorneyContent(input: PowerOfAttorneyInput): PowerOfAttorneyContent {
  const several = input.grantors.length > 1;
  const grantorParagraphs = input.grantors.map(
    (grantor, index) => `${several ? `${index + 1}. ` : ''}${qualification(grantor)}.`,
  );
  const agentParts = [input.agent.name];
  if (input.agent.cnpj) agentParts.push(`pessoa jurídica inscrita no CNPJ sob o nº ${cnpj(input.agent.cnpj)}`);
  if (input.agent.address) agentParts.push(`com sede em ${input.agent.address}`);

  const grant = several
    ? 'os outorgantes acima qualificados nomeiam e constituem seu bastante procurador o outorgado, a quem conferem poderes para representá-los'
    : 'o(a) outorgante acima qualificado(a) nomeia e constitui seu bastante procurador o outorgado, a quem confere poderes para representá-lo(a)';
  const powers = input.powers ?? POWERS;
  const place = input.grantors
    .map(
      (grantor) =>
        grantor.endereco && [grantor.endereco.cidade.trim(), grantor.endereco.estado.trim()].filter(Boolean).join('/'),
    )
    .find(Boolean);

  return {
    title: 'PROCURAÇÃO',
    notice: input.agent.sample ? SAMPLE_NOTICE : null,
    sections: [
      { heading: several ? 'OUTORGANTES' : 'OUTORGANTE', paragraphs: grantorParagraphs },
      { heading: 'OUTORGADO', paragraphs: [`${agentParts.join(', ')}.`] },
      {
        heading: 'PODERES',
        paragraphs: [
          `Pelo presente instrumento particular de mandato, ${grant} perante o Instituto Nacional da Propriedade Industrial (INPI) em tudo o que se referir ${input.object}, podendo, para tanto:`,
          ...powers.map((power, index) => `${String.fromCharCode(97 + index)}) ${power}`),
        ],
      },
    ],
    placeAndDate: `${place || 'Brasil'}, ${longDateInBrazil(input.date)}.`,
    signatures: input.grantors.map(signature),
  };
}

/** The whole text, as frozen at confirmation and compared in tests. */
export function powerOfAttorneyText(content: PowerOfAttorneyContent): string {
  return [
    content.title,
    ...(content.notice ? [content.notice] : []),
    ...content.sections.flatMap((section) => [`${section.heading}:`, ...section.paragraphs]),
    content.placeAndDate,
    ...content.signatures.flatMap((entry) => [entry.name, ...entry.lines]),
  ].join('\n');
}
