import { Alert, Button, Container, Group, Loader, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { PLAN, signUpPagePath } from '../../shared/catalogue';
import { niceClasses } from '../../shared/nice-classes';
import { searchPageTexts } from '../../shared/search-messages';
import { errorMessage } from '../api/client';
import type { SearchAnswer } from '../../shared/schemas/search';
import { searchMarks } from '../api/search';
import { usePublicConfig } from '../config';
import { publicPageMeta } from '../seo';
import { niceClassFilter } from '../ui/nice-class-filter';
import { SiteFooter } from '../ui/SiteFooter';
import { SiteHeader } from '../ui/SiteHeader';
import { MAIN_CONTENT_ID } from '../ui/SkipLink';
import { usePageTitle } from '../use-page-title';
import { SearchResults } from './SearchResults';
import { keepSearchPrefill } from './search-prefill';

const route = getRouteApi('/busca');
const classOptions = niceClasses.map((entry) => ({
  value: String(entry.numero),
  label: `${entry.numero} – ${entry.titulo}`,
}));

type Outcome =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; answer: SearchAnswer } | { kind: 'failed'; message: string };

/** The answer for the address's query: fetched whenever the query in the address changes (a shared link, Back). */
function useSearchAnswer(marca: string | undefined, classe: number | undefined): Outcome {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  useEffect(() => {
    if (!marca?.trim()) return setOutcome({ kind: 'idle' });
    const abort = new AbortController();
    setOutcome({ kind: 'loading' });
    searchMarks(marca, classe, abort.signal).then(
      (answer) => setOutcome({ kind: 'done', answer }),
      (error: unknown) => {
        if (!abort.signal.aborted) setOutcome({ kind: 'failed', message: errorMessage(error, searchPageTexts.failed) });
      },
    );
    return () => abort.abort();
  }, [marca, classe]);
  return outcome;
}

/** From a result to the expert's Busca (the name and class go to its form) or to the registration plans. */
function BuyPanel({ marca, classe }: { marca: string; classe: number | undefined }) {
  return (
    <Paper withBorder p="lg" radius="md" bg="marca.0">
      <Stack gap="sm">
        <Title order={2} fz={22}>
          {searchPageTexts.buyTitle}
        </Title>
        <Text>{searchPageTexts.buyText(marca)}</Text>
        <Group gap="sm">
          <Button
            component="a"
            href={signUpPagePath(PLAN.busca)}
            onClick={() => keepSearchPrefill({ nomeMarca: marca, segmento: classe ? String(classe) : '' })}
          >
            {searchPageTexts.buyAction}
          </Button>
          <Button component="a" href="/#planos" variant="outline">
            {searchPageTexts.plansAction}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /busca: the free viability search. Prerendered with its form; the query lives in the address, so it can be shared. */
export function SearchScreen() {
  const config = usePublicConfig();
  usePageTitle(publicPageMeta(config)['/busca'].title);
  const search = route.useSearch();
  const navigate = useNavigate();
  // The prerendered page has an empty form: the address's query is applied once hydrated, so both renders agree.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const marca = hydrated ? search.marca : undefined;
  const classe = hydrated ? search.classe : undefined;
  const [name, setName] = useState('');
  const [klass, setKlass] = useState<string | null>(null);
  useEffect(() => {
    setName(marca ?? '');
    setKlass(classe ? String(classe) : null);
  }, [marca, classe]);
  const outcome = useSearchAnswer(marca, classe);

  return (
    <>
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Container size="md" py={{ base: 32, md: 56 }}>
          <Stack gap="lg">
            <Title order={1} fz={{ base: 28, sm: 36 }}>
              {searchPageTexts.title}
            </Title>
            <Text size="lg">{searchPageTexts.lead}</Text>
            <form
              method="get"
              action="/busca"
              role="search"
              onSubmit={(event) => {
                event.preventDefault();
                if (!name.trim()) return;
                void navigate({
                  to: '/busca',
                  search: { marca: name.trim(), classe: klass ? Number(klass) : undefined },
                });
              }}
            >
              <Stack gap="sm">
                <TextInput
                  name="marca"
                  label={searchPageTexts.nameLabel}
                  placeholder={searchPageTexts.namePlaceholder}
                  required
                  maxLength={100}
                  value={name}
                  onChange={(event) => setName(event.currentTarget.value)}
                />
                <Select
                  name="classe"
                  label={searchPageTexts.classLabel}
                  placeholder={searchPageTexts.classPlaceholder}
                  data={classOptions}
                  filter={niceClassFilter}
                  searchable
                  clearable
                  nothingFoundMessage="Nenhuma classe encontrada"
                  value={klass}
                  onChange={setKlass}
                  maxDropdownHeight={280}
                />
                <Group>
                  <Button type="submit" loading={outcome.kind === 'loading'}>
                    {searchPageTexts.submit}
                  </Button>
                </Group>
              </Stack>
            </form>
            <div aria-live="polite">
              {outcome.kind === 'loading' && (
                <Group gap="xs">
                  <Loader size="sm" />
                  <Text>{searchPageTexts.searching}</Text>
                </Group>
              )}
              {outcome.kind === 'failed' && (
                <Alert color="red" role="alert">
                  {outcome.message}
                </Alert>
              )}
              {outcome.kind === 'done' && marca && outcome.answer.cobertura.estado === 'vazia' && (
                <Stack gap="md">
                  <Alert color="yellow" title={searchPageTexts.unavailableTitle}>
                    {outcome.answer.cobertura.texto}
                  </Alert>
                  <BuyPanel marca={marca} classe={classe} />
                </Stack>
              )}
              {outcome.kind === 'done' && marca && outcome.answer.cobertura.estado !== 'vazia' && (
                <Stack gap="md">
                  <Alert color={outcome.answer.cobertura.estado === 'completa' ? 'blue' : 'yellow'}>
                    {outcome.answer.cobertura.texto}
                  </Alert>
                  <Text fw={600}>{searchPageTexts.total(outcome.answer.total, outcome.answer.resultados.length)}</Text>
                  {outcome.answer.resultados.length === 0 ? (
                    <Text>
                      {outcome.answer.cobertura.estado === 'completa'
                        ? searchPageTexts.nothingFound
                        : searchPageTexts.nothingFoundInPart}
                    </Text>
                  ) : (
                    <SearchResults rows={outcome.answer.resultados} />
                  )}
                  <BuyPanel marca={marca} classe={classe} />
                </Stack>
              )}
            </div>
          </Stack>
        </Container>
      </main>
      <SiteFooter />
    </>
  );
}
