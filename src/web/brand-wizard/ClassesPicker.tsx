import { useId, useRef, useState } from 'react';
import { Anchor, Autocomplete, Button, CloseButton, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { classPickerMachine } from '../../../machines/brand-wizard/class-picker';
import { classesFeeText, classInpiFee, withDiscountText, type BrandClass } from '../../shared/brand-classes';
import { EXTRA_CLASS_PRICE_CENTS } from '../../shared/catalogue';
import { findInpiFee } from '../../shared/inpi-fees';
import { classSpecificationKind, searchPreApprovedItems } from '../../shared/inpi-preapproved-specs';
import { formatCents } from '../../shared/money';
import { classesFiledWith } from '../../shared/nice/filed-together';
import { niceClassLabel, niceClasses } from '../../shared/nice-classes';
import { NiceClassHeading } from '../ui/NiceClassHeading';
import { niceClassFilter } from '../ui/nice-class-filter';

type Picker = ActorRefFrom<typeof classPickerMachine>;
type PickerState = SnapshotFrom<typeof classPickerMachine>;

function ClassCard({ entry, state, picker, readOnly, brandName }: ClassCardProps) {
  const [query, setQuery] = useState('');
  // Mantine writes the chosen option into the input right after onOptionSubmit: the input is emptied instead.
  const picked = useRef(false);
  const options = searchPreApprovedItems(entry.classeNice, query)
    .filter((item) => !entry.itens.includes(item.termo))
    .map((item) => item.termo);
  const free = findInpiFee('deposito-livre');
  const fee = classInpiFee(entry);
  const titleId = `${useId()}-classe`;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Text fw={600} id={titleId}>
              {niceClassLabel(entry.classeNice)}
            </Text>
            <NiceClassHeading value={String(entry.classeNice)} />
          </Stack>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            style={{ flexShrink: 0 }}
            disabled={readOnly || !state.can({ type: 'REMOVE_CLASS', classeNice: entry.classeNice })}
            onClick={() => picker.send({ type: 'REMOVE_CLASS', classeNice: entry.classeNice })}
            aria-label={`Remover a classe ${entry.classeNice}`}
          >
            Remover
          </Button>
        </Group>
        <Autocomplete
          label="Produtos ou serviços da lista do INPI"
          description="Busque por palavra e escolha os itens que a marca identifica."
          placeholder="Ex.: café, bolos, restaurante"
          data={options}
          filter={({ options: all }) => all}
          value={query}
          onChange={(value) => {
            setQuery(picked.current ? '' : value);
            picked.current = false;
          }}
          onOptionSubmit={(item) => {
            picked.current = true;
            picker.send({ type: 'ADD_ITEM', classeNice: entry.classeNice, item });
            setQuery('');
          }}
          readOnly={readOnly}
          limit={30}
          maxDropdownHeight={260}
          comboboxProps={{ withinPortal: true }}
        />
        {entry.itens.length > 0 && (
          <Group gap={6} role="list" aria-label={`Itens da classe ${entry.classeNice}`}>
            {entry.itens.map((item) => (
              // Mantine's Pill hides its remove button from keyboards and screen readers, and its Badge cuts long
              // words off: a chip of our own, whose text wraps, with a real button.
              <Group
                key={item}
                role="listitem"
                gap={0}
                wrap="nowrap"
                pl="xs"
                maw="100%"
                style={{ borderRadius: 'var(--mantine-radius-sm)', background: 'var(--mantine-color-blue-light)' }}
              >
                <Text size="sm" fw={500} c="var(--mantine-color-blue-light-color)" style={{ overflowWrap: 'anywhere' }}>
                  {item}
                </Text>
                {!readOnly && (
                  <CloseButton
                    size="sm"
                    // A finger's 44 px around the small cross.
                    style={{ width: 44, height: 44, flexShrink: 0 }}
                    aria-label={`Remover ${item}`}
                    onClick={() => picker.send({ type: 'REMOVE_ITEM', classeNice: entry.classeNice, item })}
                  />
                )}
              </Group>
            ))}
          </Group>
        )}
        <Textarea
          label="Outros produtos ou serviços (texto livre)"
          description={`Só se não achar na lista: a taxa do INPI passa a ${formatCents(free.fullCents)} nesta classe e o INPI costuma pedir ajustes.`}
          autosize
          minRows={2}
          maxLength={2000}
          value={entry.livre ?? ''}
          onChange={(event) =>
            picker.send({ type: 'SET_FREE_TEXT', classeNice: entry.classeNice, text: event.currentTarget.value })
          }
          readOnly={readOnly}
        />
        {brandName.trim() && (
          <Anchor
            href={`/busca?${new URLSearchParams({ marca: brandName.trim(), classe: String(entry.classeNice) })}`}
            target="_blank"
            size="sm"
            style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
          >
            Ver marcas parecidas na classe {entry.classeNice} e nas afins (busca gratuita)
          </Anchor>
        )}
        <Text size="xs" c="dimmed">
          {entry.itens.length === 0 && !entry.livre?.trim()
            ? 'Escolha ao menos um item ou descreva em texto livre o que a marca protege nesta classe.'
            : `Taxa do INPI nesta classe: ${withDiscountText(fee.fullCents, fee.discountedCents)}, ${
                classSpecificationKind(entry).tipo === 'pre-aprovada' ? 'especificação pré-aprovada' : 'texto livre'
              }.`}
        </Text>
      </Stack>
    </Paper>
  );
}

interface ClassCardProps {
  entry: BrandClass;
  state: PickerState;
  picker: Picker;
  readOnly: boolean;
  brandName: string;
}

/**
 * /marca's classes: one card a class, its items picked from the INPI's pre-approved list or written as free text,
 * the classes usually filed with the first one, and what the INPI charges for them all.
 */
export function ClassesPicker({
  state,
  picker,
  readOnly,
  brandName,
}: {
  state: PickerState;
  picker: Picker;
  readOnly: boolean;
  /** The name typed so far: each class links to the free search for it. */
  brandName: string;
}) {
  const { classes } = state.context;
  const legendId = useId();
  // The select only adds: once a class is chosen it becomes a card, and the select is empty for the next one.
  const [classSearch, setClassSearch] = useState('');
  const chosen = new Set(classes.map((entry) => entry.classeNice));
  const options = niceClasses
    .filter((entry) => !chosen.has(entry.numero))
    .map((entry) => ({ value: String(entry.numero), label: `${entry.numero} – ${entry.titulo}` }));
  const main = classes[0];
  const suggestions = main ? classesFiledWith(main.classeNice).filter((entry) => !chosen.has(entry.classe)) : [];
  return (
    <Stack gap="sm" role="group" aria-labelledby={legendId}>
      <Stack gap={2}>
        <Text fw={500} size="sm" id={legendId}>
          Classes de Nice
        </Text>
        <Text size="xs" c="dimmed">
          As áreas de produtos ou serviços que a marca protege. Um pedido pode ter várias classes; o INPI cobra uma taxa
          por classe.
        </Text>
      </Stack>
      {classes.map((entry) => (
        <ClassCard
          key={entry.classeNice}
          entry={entry}
          state={state}
          picker={picker}
          readOnly={readOnly}
          brandName={brandName}
        />
      ))}
      <Select
        label={classes.length === 0 ? 'Classe de Nice' : 'Adicionar outra classe'}
        placeholder="Busque pelo número ou pelo nome"
        data={options}
        filter={niceClassFilter}
        searchable
        value={null}
        searchValue={classSearch}
        onSearchChange={setClassSearch}
        onChange={(value) => {
          if (!value) return;
          picker.send({ type: 'ADD_CLASS', classeNice: Number(value) });
          setClassSearch('');
        }}
        readOnly={readOnly}
        nothingFoundMessage="Nenhuma classe encontrada"
        maxDropdownHeight={280}
        comboboxProps={{ withinPortal: true }}
      />
      {suggestions.length > 0 && (
        <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-0)">
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              Costumam ser registradas junto com a classe {main!.classeNice}
            </Text>
            {suggestions.map((entry) => (
              <Group key={entry.classe} justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">
                  <strong>{niceClassLabel(entry.classe)}</strong>: {entry.porque}
                </Text>
                <Button
                  variant="light"
                  size="compact-sm"
                  style={{ flexShrink: 0 }}
                  disabled={readOnly || !state.can({ type: 'ADD_CLASS', classeNice: entry.classe })}
                  onClick={() => picker.send({ type: 'ADD_CLASS', classeNice: entry.classe })}
                  aria-label={`Adicionar a classe ${entry.classe}`}
                >
                  Adicionar
                </Button>
              </Group>
            ))}
          </Stack>
        </Paper>
      )}
      {state.matches('complete') && (
        <Text size="sm" aria-live="polite">
          {classesFeeText(classes)}{' '}
          {classes.length > 1 && EXTRA_CLASS_PRICE_CENTS === 0 ? 'As classes a mais não têm honorários nossos.' : ''}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        Nossa equipe confere cada item no e-Marcas antes do depósito.
      </Text>
    </Stack>
  );
}
