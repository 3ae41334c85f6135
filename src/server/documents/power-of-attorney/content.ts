import { formatCnpj, formatCpf } from '@brazilian-utils/brazilian-utils';
import { maskCep } from '../../../shared/documents';

export interface Grantor {
  nome: string;
  tipoDoc: 'cpf' | 'cnpj';
  docNum: string;
}

export interface PowerOfAttorneyInput {
  grantors: Grantor[];
  /** The holder's address, from the profile. */
  address: { endereco: string; numero: string; complemento: string; cidade: string; estado: string; cep: string };
  agent: { name: string; cnpj: string; city: string };
  marcaId: number;
  brandName: string | null;
  niceClass: number | null;
  date: Date;
}

export interface PowerOfAttorneyContent {
  title: string;
  sections: { heading: string; paragraphs: string[] }[];
  placeAndDate: string;
  signatures: { name: string; document: string }[];
}

const formattedDocument = (grantor: Grantor) =>
  grantor.tipoDoc === 'cnpj' ? `CNPJ ${formatCnpj(grantor.docNum, { version: 2 })}` : `CPF ${formatCpf(grantor.docNum)}`;

const qualification = (grantor: Grantor) =>
  grantor.tipoDoc === 'cnpj'
    ? `${grantor.nome}, pessoa jurídica inscrita no CNPJ sob o nº ${formatCnpj(grantor.docNum, { version: 2 })}`
    : `${grantor.nome}, inscrito(a) no CPF sob o nº ${formatCpf(grantor.docNum)}`;

function addressLine(address: PowerOfAttorneyInput['address']): string {
  const place = [address.cidade.trim(), address.estado.trim()].filter(Boolean).join('/');
  const cep = /^\d{8}$/.test(address.cep) ? `CEP ${maskCep(address.cep)}` : '';
  return [address.endereco, address.numero, address.complemento, place, cep]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** "21 de novembro de 2026", as dated in Brazil. */
export function longDateInBrazil(date: Date): string {
  return new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Sao_Paulo' }).format(date);
}

export const POWERS = [
  'requerer e efetuar o depósito do pedido de registro da marca;',
  'acompanhar o processo administrativo em todas as suas fases;',
  'cumprir exigências e responder a despachos e notificações do INPI;',
  'apresentar oposições, manifestações e recursos administrativos, bem como contestar os apresentados por terceiros;',
  'receber notificações, intimações e demais comunicações;',
  'emitir guias e pagar taxas e retribuições oficiais;',
  'praticar todos os demais atos necessários ao fiel cumprimento deste mandato.',
];

/** The power of attorney's wording, apart from its layout: the grantors are the request's owners. */
export function powerOfAttorneyContent(input: PowerOfAttorneyInput): PowerOfAttorneyContent {
  const several = input.grantors.length > 1;
  const address = addressLine(input.address);
  const grantorParagraphs = input.grantors.map((grantor, index) => `${several ? `${index + 1}. ` : ''}${qualification(grantor)};`);
  if (address) grantorParagraphs.push(`${several ? 'Todos com endereço' : 'Com endereço'} para correspondência em ${address}.`);

  const agent = [input.agent.name, input.agent.cnpj && `inscrita no CNPJ sob o nº ${formatCnpj(input.agent.cnpj, { version: 2 })}`, input.agent.city && `com sede em ${input.agent.city}`]
    .filter(Boolean)
    .join(', ');

  const brand = input.brandName
    ? `ao pedido de registro da marca "${input.brandName}"${input.niceClass ? ` na classe ${input.niceClass} da Classificação Internacional de Nice` : ''} (pedido nº ${input.marcaId})`
    : `ao pedido de registro de marca nº ${input.marcaId}`;
  const grant = several
    ? 'os outorgantes acima qualificados nomeiam e constituem seu bastante procurador o outorgado, a quem conferem poderes para representá-los'
    : 'o(a) outorgante acima qualificado(a) nomeia e constitui seu bastante procurador o outorgado, a quem confere poderes para representá-lo(a)';

  return {
    title: 'PROCURAÇÃO',
    sections: [
      { heading: several ? 'OUTORGANTES' : 'OUTORGANTE', paragraphs: grantorParagraphs },
      { heading: 'OUTORGADO', paragraphs: [`${agent}.`] },
      {
        heading: 'PODERES',
        paragraphs: [
          `Pelo presente instrumento particular de mandato, ${grant} perante o Instituto Nacional da Propriedade Industrial (INPI) em tudo o que se referir ${brand}, podendo, para tanto:`,
          ...POWERS.map((power, index) => `${String.fromCharCode(97 + index)}) ${power}`),
        ],
      },
    ],
    placeAndDate: `${input.agent.city || input.address.cidade || 'Brasil'}, ${longDateInBrazil(input.date)}.`,
    signatures: input.grantors.map((grantor) => ({ name: grantor.nome, document: formattedDocument(grantor) })),
  };
}
