import { Tabs } from '@mantine/core';
import { IconDownload, IconSitemap } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { DiagramsPage } from './DiagramsPage';
import { DownloadsPage } from './DownloadsPage';
import { positiveInteger } from './admin-search';
import type { TeamToolsSearch } from './LazyAdminPages';

/** /admin/equipe: the audit of staff downloads and QA's diagrams, one tab each (?aba=downloads|diagramas). */
export function TeamToolsPage({ search }: { search: TeamToolsSearch }) {
  const navigate = useNavigate();
  const aba = search.aba === 'diagramas' ? 'diagramas' : 'downloads';
  const pagina = positiveInteger(search.pagina);
  const diagrama = typeof search.diagrama === 'string' ? search.diagrama : undefined;
  return (
    <Tabs value={aba} onChange={(value) => void navigate({ to: '/admin/equipe', search: { aba: value === 'diagramas' ? 'diagramas' : 'downloads' } })} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="downloads" leftSection={<IconDownload size={16} />}>
          Downloads
        </Tabs.Tab>
        <Tabs.Tab value="diagramas" leftSection={<IconSitemap size={16} />}>
          Diagramas
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="downloads">
        <DownloadsPage pagina={pagina ?? 1} />
      </Tabs.Panel>
      <Tabs.Panel value="diagramas">
        <DiagramsPage selected={diagrama} />
      </Tabs.Panel>
    </Tabs>
  );
}
