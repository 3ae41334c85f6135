import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { SearchDraft } from '../../shared/schemas/search';
import { searchDraftTexts, searchPageTexts } from '../../shared/search-messages';
import { SearchResults } from '../search/SearchResults';
import { useBusyAction } from '../ui/use-busy-action';
import { getSearchDraft } from './admin-api';
import { ModalSection } from './ModalSection';

/**
 * A Busca's starting point for the specialist: the public search's marks for the name and class the customer sent,
 * asked on demand (it reads the whole national index) and never shown to the customer.
 */
export function SearchDraftSection({ serviceId }: { serviceId: number }) {
  const [draft, setDraft] = useState<SearchDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const search = useBusyAction({ failed: searchDraftTexts.failed, onFailure: setError });
  const load = () =>
    search.run(async () => {
      setError(null);
      setDraft(await getSearchDraft(serviceId));
    });
  return (
    <ModalSection title={searchDraftTexts.title} grid={false}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {searchDraftTexts.hint}
        </Text>
        <Button variant="light" onClick={() => void load()} loading={search.running} w="fit-content">
          {draft ? searchDraftTexts.again : searchDraftTexts.action}
        </Button>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {draft && (
          <Stack gap="sm" aria-live="polite">
            <Text fw={700}>{searchDraftTexts.query(draft.marca, draft.classe)}</Text>
            <Alert color={draft.cobertura.estado === 'completa' ? 'blue' : 'yellow'}>{draft.cobertura.texto}</Alert>
            {draft.cobertura.estado !== 'vazia' && (
              <Text>{searchPageTexts.total(draft.total, draft.resultados.length)}</Text>
            )}
            <SearchResults rows={draft.resultados} />
          </Stack>
        )}
      </Stack>
    </ModalSection>
  );
}
