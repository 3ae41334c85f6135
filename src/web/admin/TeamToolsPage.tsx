import { Tabs } from '@mantine/core';
import { IconCash, IconDownload, IconMessages, IconSignature } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import classes from './AdminTabs.module.css';
import { DownloadsPage } from './DownloadsPage';
import { DuplicatePaymentsPage } from './DuplicatePaymentsPage';
import { OutboxPage } from './OutboxPage';
import { positiveInteger } from './admin-search';
import { SignatureCheckPage } from './SignatureCheckPage';
import type { TeamToolsSearch } from './LazyAdminPages';

const tabs = ['downloads', 'pagamentos', 'assinaturas', 'mensagens'] as const;
type Tab = (typeof tabs)[number];
const tabOf = (value: unknown): Tab => tabs.find((tab) => tab === value) ?? 'downloads';

/**
 * /admin/equipe: the audit of staff downloads, duplicate payments, the signature check and the outbox (e-mail and
 * WhatsApp), one tab each (?aba=downloads|pagamentos|assinaturas|mensagens). The machines' diagrams are the developers' page, /admin/desenvolvimento.
 */
export function TeamToolsPage({ search }: { search: TeamToolsSearch }) {
  const navigate = useNavigate();
  const aba = tabOf(search.aba);
  const pagina = positiveInteger(search.pagina);
  return (
    <Tabs
      value={aba}
      onChange={(value) => void navigate({ to: '/admin/equipe', search: { aba: tabOf(value) } })}
      keepMounted={false}
      classNames={classes}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="downloads" leftSection={<IconDownload size={16} />}>
          Downloads
        </Tabs.Tab>
        <Tabs.Tab value="pagamentos" leftSection={<IconCash size={16} />}>
          Pagamentos
        </Tabs.Tab>
        <Tabs.Tab value="assinaturas" leftSection={<IconSignature size={16} />}>
          Assinaturas
        </Tabs.Tab>
        <Tabs.Tab value="mensagens" leftSection={<IconMessages size={16} />}>
          Mensagens
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="downloads">
        <DownloadsPage pagina={pagina ?? 1} />
      </Tabs.Panel>
      <Tabs.Panel value="pagamentos">
        <DuplicatePaymentsPage />
      </Tabs.Panel>
      <Tabs.Panel value="assinaturas">
        <SignatureCheckPage />
      </Tabs.Panel>
      <Tabs.Panel value="mensagens">
        <OutboxPage pagina={pagina ?? 1} />
      </Tabs.Panel>
    </Tabs>
  );
}
