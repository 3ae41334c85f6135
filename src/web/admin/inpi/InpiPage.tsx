import { Stack, Tabs } from '@mantine/core';
import { IconArchive, IconCalendarDue, IconFileZip, IconRadar } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import classes from '../AdminTabs.module.css';
import { ArchivePanel } from './ArchivePanel';
import { DeadlinesTab } from './DeadlinesTab';
import { RpiTab } from './RpiTab';
import { type WatchFilter, WatchTab } from './WatchTab';
import { PageHeading } from '../../ui/PageHeading';

export type InpiTab = 'rpi' | 'prazos' | 'vigilancia' | 'acervo';
export const inpiTab = (value: unknown): InpiTab =>
  value === 'prazos' || value === 'vigilancia' || value === 'acervo' ? value : 'rpi';

/** /admin/inpi?aba=rpi|prazos|vigilancia(&situacao=pendentes|confirmadas|descartadas): the weekly RPI, the deadlines queue and the brand watch. */
export function InpiPage({ aba, situacao }: { aba: InpiTab; situacao: WatchFilter }) {
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <PageHeading
        title="INPI"
        lead="A Revista da Propriedade Industrial de cada semana, os prazos dos clientes e os pedidos parecidos com as marcas deles."
        look="desk"
      />
      <Tabs
        value={aba}
        onChange={(value) => void navigate({ to: '/admin/inpi', search: { aba: inpiTab(value) } })}
        keepMounted={false}
        classNames={classes}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="rpi" leftSection={<IconFileZip size={16} />}>
            RPI
          </Tabs.Tab>
          <Tabs.Tab value="prazos" leftSection={<IconCalendarDue size={16} />}>
            Prazos
          </Tabs.Tab>
          <Tabs.Tab value="vigilancia" leftSection={<IconRadar size={16} />}>
            Vigilância
          </Tabs.Tab>
          <Tabs.Tab value="acervo" leftSection={<IconArchive size={16} />}>
            Acervo
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="rpi">
          <RpiTab />
        </Tabs.Panel>
        <Tabs.Panel value="prazos">
          <DeadlinesTab />
        </Tabs.Panel>
        <Tabs.Panel value="vigilancia">
          <WatchTab
            situacao={situacao}
            onSituacaoChange={(next) =>
              void navigate({
                to: '/admin/inpi',
                search: { aba: 'vigilancia', situacao: next === 'pendentes' ? undefined : next },
              })
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="acervo">
          <ArchivePanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
