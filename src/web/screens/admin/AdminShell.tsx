import { Text } from '@mantine/core';
import { IconBriefcase, IconCertificate, IconUsers } from '@tabler/icons-react';
import { Outlet } from '@tanstack/react-router';
import { SidebarShell } from '../../ui/SidebarShell';

const items = [
  { label: 'Marcas', to: '/admin', icon: <IconCertificate size={18} /> },
  { label: 'Serviços', to: '/admin/servicos', icon: <IconBriefcase size={18} /> },
  { label: 'Usuários', to: '/admin/usuarios', icon: <IconUsers size={18} /> },
];

export function AdminShell() {
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
