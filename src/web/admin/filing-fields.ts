import { formatDocument, maskCep } from '../../shared/documents';
import { inpiFeeTable } from '../../shared/inpi-fees';
import { classesInpiCents, classInpiFee, classSpecificationText } from '../../shared/brand-classes';
import { classSpecificationKind } from '../../shared/inpi-preapproved-specs';
import { hasFigure } from '../../shared/vienna';
import { formatCents } from '../../shared/money';
import { findNiceClass } from '../../shared/nice-classes';
import type { AdminBrandDetail } from './admin-api';
import type { OwnerAddress } from '../../shared/schemas/brand-wizard';
import { formatDate } from './format';

export const VIENNA_LABEL = 'Classificação de Viena';

/** One value staff type into e-Marcas; `value` null when the request does not have it. */
export interface FilingField {
  label: string;
  value: string | null;
}

export interface FilingGroup {
  title: string;
  fields: FilingField[];
}

/** The request's files by the names staff know them. */
export const documentLabels: Record<string, string> = {
  logo: 'Logotipo',
  comprovanteRes: 'Comprovante de residência',
  docFoto: 'Documento com foto',
  procuracao: 'Procuração assinada',
};

const addressOf = (address: OwnerAddress) =>
  [
    [address.logradouro, address.numero, address.complemento].filter(Boolean).join(', '),
    address.bairro,
    [address.cidade, address.estado].filter(Boolean).join('/'),
    address.cep ? `CEP ${maskCep(address.cep)}` : '',
  ]
    .filter(Boolean)
    .join(' - ') || null;

/** The titulares: the co-owners the customer named, or the account holder when they named none. */
function titulares(brand: AdminBrandDetail): FilingGroup[] {
  if (brand.proprietarios.length === 0) {
    const holder = brand.titular;
    return [
      {
        title: 'Titular 1',
        fields: [
          { label: 'Nome', value: holder.fullName },
          { label: 'CPF/CNPJ', value: formatDocument(holder.CPF) },
          { label: 'Nacionalidade', value: null },
          {
            label: 'Endereço',
            value: addressOf({
              logradouro: holder.Endereco,
              numero: holder.Numero,
              complemento: holder.Complemento,
              bairro: '',
              cidade: holder.Cidade,
              estado: holder.Estado,
              cep: holder.CEP,
            }),
          },
          { label: 'E-mail', value: holder.Email },
        ],
      },
    ];
  }
  return brand.proprietarios.map((owner, index) => ({
    title: `Titular ${index + 1}`,
    fields: [
      { label: 'Nome', value: owner.nome },
      { label: owner.tipoDoc === 'cnpj' ? 'CNPJ' : 'CPF', value: formatDocument(owner.docNum) },
      ...(owner.tipoDoc === 'cnpj'
        ? [
            {
              label: 'Representante legal',
              value: owner.representante
                ? [
                    owner.representante.nome,
                    owner.representante.nacionalidade,
                    `CPF ${formatDocument(owner.representante.cpf)}`,
                  ]
                    .filter(Boolean)
                    .join(', ')
                : null,
            },
          ]
        : [{ label: 'Nacionalidade', value: owner.nacionalidade || null }]),
      { label: 'Endereço', value: addressOf(owner.endereco) },
      { label: 'E-mail', value: owner.email },
    ],
  }));
}

/** e-Marcas' nature of the mark: of products, of services, or both when the classes mix them. */
function nature(brand: AdminBrandDetail): string | null {
  const natures = new Set(brand.classes.map((entry) => findNiceClass(entry.classeNice)?.natureza));
  if (natures.size === 0) return null;
  if (natures.size > 1) return 'Marca de produto e de serviço';
  return natures.has('produtos') ? 'Marca de produto' : 'Marca de serviço';
}

const feeLine = (full: number, discounted: number) =>
  `${formatCents(full)} (${formatCents(discounted)} com desconto de ${inpiFeeTable.discountPercent}%)`;

/** One block a class, ready to paste: the pre-approved items as the list writes them, the free text, its fee. */
function classGroups(brand: AdminBrandDetail): FilingGroup[] {
  return brand.classes.map((entry) => {
    const niceClass = findNiceClass(entry.classeNice);
    const kind = classSpecificationKind(entry);
    const fee = classInpiFee(entry);
    return {
      title: niceClass ? `Classe ${niceClass.numero} - ${niceClass.titulo}` : `Classe ${entry.classeNice}`,
      fields: [
        kind.tipo === 'pre-aprovada'
          ? { label: 'Especificação (pré-aprovada)', value: kind.itens.join('; ') }
          : { label: 'Especificação (livre preenchimento)', value: classSpecificationText(entry) || null },
        { label: 'Retribuição', value: `${feeLine(fee.fullCents, fee.discountedCents)}: ${fee.label.toLowerCase()}` },
      ],
    };
  });
}

/** The GRU of the filing: every class's fee, summed. */
function feeGroup(brand: AdminBrandDetail): FilingGroup {
  const count = brand.classes.length;
  return {
    title: 'Retribuição (GRU)',
    fields: [
      {
        label: count === 1 ? 'Total (1 classe)' : `Total (${count} classes)`,
        value: count ? feeLine(classesInpiCents(brand.classes, false), classesInpiCents(brand.classes, true)) : null,
      },
    ],
  };
}

function signature(brand: AdminBrandDetail): FilingField[] {
  const report = brand.documentos.find((file) => file.tipo === 'procuracao')?.assinatura;
  return [
    { label: 'Situação da assinatura', value: report ? report.rotulo : null },
    { label: 'Nível da assinatura', value: report?.nivel ?? null },
    {
      label: 'Signatários',
      value: report?.signatarios.length
        ? report.signatarios
            .map((signer) => (signer.cpf ? `${signer.nome} (CPF ${formatDocument(signer.cpf)})` : signer.nome))
            .join('; ')
        : null,
    },
    ...(report?.pendencias?.length ? [{ label: 'Pendências', value: report.pendencias.join('; ') }] : []),
  ];
}

/** Everything e-Marcas asks for, in its order: titulares, the mark, each class, the GRU, priority, the procuração, the files. */
export function filingGroups(brand: AdminBrandDetail): FilingGroup[] {
  return [
    ...titulares(brand),
    {
      title: 'Marca',
      fields: [
        { label: 'Natureza', value: nature(brand) },
        { label: 'Apresentação', value: brand.Tipo },
        { label: 'Elemento nominativo', value: brand.Nome },
        ...(hasFigure(brand.Tipo) ? [{ label: VIENNA_LABEL, value: brand.classificacaoViena.join('; ') || null }] : []),
      ],
    },
    ...classGroups(brand),
    feeGroup(brand),
    {
      title: 'Prioridade',
      fields: brand.RegistroInternacional
        ? [
            { label: 'País', value: brand.PaisDeRegistro },
            { label: 'Número do pedido no exterior', value: brand.NumeroRegistroInternacional },
          ]
        : [{ label: 'Reivindicação de prioridade', value: 'Não há' }],
    },
    { title: 'Procuração', fields: signature(brand) },
    {
      title: 'Documentos',
      fields: brand.documentos.map((file) => ({
        label: documentLabels[file.tipo] ?? file.tipo,
        value: `${file.nome} (SHA-256 ${file.sha256}${file.assinatura ? `; ${file.assinatura.rotulo}` : ''})`,
      })),
    },
    ...(brand.MarcaJaUtilizada
      ? [
          {
            title: 'Uso anterior',
            fields: [{ label: 'Data do primeiro uso', value: formatDate(brand.DataPrimeiroUso) }],
          },
        ]
      : []),
  ];
}

/** "Copiar tudo": every field as "Rótulo: valor", one a line, grouped as on screen. */
export function filingText(groups: FilingGroup[]): string {
  return groups
    .map((group) =>
      [
        group.title.toUpperCase(),
        ...group.fields.map((field) => `${field.label}: ${field.value ?? 'Não informado'}`),
      ].join('\n'),
    )
    .join('\n\n');
}
