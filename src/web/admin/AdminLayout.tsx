import { Text } from '@mantine/core';
import { IconBriefcase, IconCertificate, IconDownload, IconSitemap, IconUsers } from '@tabler/icons-react';
import { Outlet } from '@tanstack/react-router';
import { SidebarShell } from '../components/layout/SidebarShell';

/** The spec's three entries, then the download audit and QA's diagrams; "Sair" sits at the bottom (SidebarShell). */
const items = [
  { label: 'Marcas', to: '/admin', icon: <IconCertificate size={18} /> },
  { label: 'Serviços', to: '/admin/servicos', icon: <IconBriefcase size={18} /> },
  { label: 'Usuários', to: '/admin/usuarios', icon: <IconUsers size={18} /> },
  { label: 'Downloads', to: '/admin/downloads', icon: <IconDownload size={18} /> },
  { label: 'Diagramas', to: '/admin/diagramas', icon: <IconSitemap size={18} /> },
];

export function AdminLayout() {
  return (
    <SidebarShell
      heading={
        <Text size="xl" fw={700}>
          Página de Admin
        </Text>
      }
      items={items}
    >
      <Outlet />
    </SidebarShell>
  );
}
