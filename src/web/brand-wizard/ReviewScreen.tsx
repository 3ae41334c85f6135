import { Anchor, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { WizardScreen } from '../../../machines/brand-wizard/brand-registration';
import { formatDocument, maskCep } from '../../shared/documents';
import { type DocumentField, requiredDocuments } from '../../shared/schemas/brand-wizard';
import { formatBytes, formatDate } from './format';
import { ClassesSummary } from './ClassesSummary';
import { HolderDetails } from '../ui/HolderDetails';
import { breakableEmail, ReadOnlyField } from '../ui/ReadOnlyField';
import { SignatureBadge } from '../ui/SignatureBadge';
import { useBrandWizard } from './brand-wizard-context';
import { WizardFrame } from './WizardFrame';

const documentLabels: Record<DocumentField, string> = {
  logo: 'Logotipo',
  comprovanteRes: 'Comprovante de residência',
  docFoto: 'Documento com foto',
};

function Section(props: { title: string; edit: WizardScreen; marcaId: number; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={props.title}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} fz="lg">
          {props.title}
        </Title>
        {/* Five "Editar" on one page: each one's name says what it edits ("Editar titular"). */}
        <Anchor
          component={Link}
          to={`/${props.edit}` as never}
          search={{ marcaId: props.marcaId } as never}
          size="sm"
          className="standalone-link"
          aria-label={`Editar ${props.title.toLowerCase()}`}
        >
          Editar
        </Anchor>
      </Group>
      {props.children}
    </Stack>
  );
}

const yesNo = (value: boolean) => (value ? 'Sim' : 'Não');

/** /confirmacao-marca: the whole request as it will be filed; "Confirmar" sends it for review. */
export function ReviewScreen() {
  const { state, send } = useBrandWizard();
  const { wizard, marcaId } = state.context;
  const { titular, proprietarios, procuracao, marca, arquivos } = wizard!;
  const confirming = state.matches('confirming');
  const address = [
    [titular.Endereco, titular.Numero].filter(Boolean).join(', '),
    titular.Complemento,
    titular.Bairro,
    [titular.Cidade, titular.Estado].filter(Boolean).join('/'),
    titular.CEP && `CEP ${maskCep(titular.CEP)}`,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <WizardFrame
      screen="confirmacao-marca"
      title="Revise o seu pedido"
      lead="Confira tudo antes de confirmar. Depois da confirmação, nossa equipe analisa o pedido e protocola no INPI."
      error={state.context.error}
      nav={{
        onBack: () => send({ type: 'BACK' }),
        onNext: () => send({ type: 'CONFIRM' }),
        nextLabel: 'Confirmar',
        busy: confirming,
      }}
    >
      <Stack gap="lg">
        <Section title="Titular" edit="titular" marcaId={marcaId}>
          <HolderDetails profile={titular} />
          <ReadOnlyField label="Endereço" value={address} />
        </Section>
        <Divider />
        <Section title="Proprietários" edit="add-titular" marcaId={marcaId}>
          <Stack gap="xs" component="ol" m={0} pl="md">
            {proprietarios.map((owner) => (
              <Text component="li" key={owner.docNum} size="sm" style={{ overflowWrap: 'anywhere' }}>
                <strong>{owner.nome}</strong> · {formatDocument(owner.docNum)} · {breakableEmail(owner.email)}
                {owner.representante &&
                  ` · representada por ${owner.representante.nome} (CPF ${formatDocument(owner.representante.cpf)})`}
                {owner.endereco?.cep &&
                  ` · ${[owner.endereco.logradouro, owner.endereco.numero, owner.endereco.complemento, `${owner.endereco.cidade}/${owner.endereco.estado}`, maskCep(owner.endereco.cep)].filter(Boolean).join(', ')}`}
              </Text>
            ))}
          </Stack>
        </Section>
        <Divider />
        <Section title="Procuração" edit="procuracao" marcaId={marcaId}>
          <Group gap="sm">
            <Text size="sm">{procuracao.arquivo?.nome ?? (procuracao.enviada ? 'Enviada' : 'Não enviada')}</Text>
            {procuracao.enviada && (
              <SignatureBadge
                assinadaDigitalmente={procuracao.assinadaDigitalmente}
                assinatura={procuracao.assinatura}
              />
            )}
          </Group>
        </Section>
        <Divider />
        <Section title="Marca" edit="marca" marcaId={marcaId}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            <ReadOnlyField label="Nome da marca" value={marca.nome} />
            <ReadOnlyField label="Tipo" value={marca.tipo} />
            <ReadOnlyField label="Área de atuação" value={marca.areaAtuacao} />
            <ReadOnlyField
              label="Já é usada"
              value={
                marca.marcaJaUtilizada
                  ? `Sim${marca.dataPrimeiroUso ? `, desde ${formatDate(marca.dataPrimeiroUso)}` : ''}`
                  : 'Não'
              }
            />
            <ReadOnlyField
              label="Registro internacional"
              value={
                marca.registroInternacional
                  ? [
                      yesNo(true),
                      marca.numeroRegistroInternacional && `nº ${marca.numeroRegistroInternacional}`,
                      marca.paisDeRegistro,
                    ]
                      .filter(Boolean)
                      .join(', ')
                  : yesNo(false)
              }
            />
          </SimpleGrid>
          <ReadOnlyField label="Descrição" value={marca.descricao} />
          <ClassesSummary classes={marca.classes} />
        </Section>
        <Divider />
        <Section title="Arquivos" edit="arquivos" marcaId={marcaId}>
          <Stack gap={6}>
            {requiredDocuments(marca.tipo).map((field) => (
              <Group key={field} gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm" c="dimmed">
                  {documentLabels[field]}
                </Text>
                <Text size="sm" ta="right" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {arquivos[field]
                    ? `${arquivos[field].nome} (${formatBytes(arquivos[field].tamanho)})`
                    : 'Não enviado'}
                </Text>
              </Group>
            ))}
          </Stack>
        </Section>
      </Stack>
    </WizardFrame>
  );
}
