import { Text } from '@mantine/core';
import { IconBriefcase, IconCertificate, IconUsers } from '@tabler/icons-react';
import { Outlet, useNavigate } from '@tanstack/react-router';
import { SidebarShell } from '../../components/layout/SidebarShell';
import { clearSession } from '../../session';

const items = [
  { label: 'Marcas', to: '/admin', icon: <IconCertificate size={18} /> },
  { label: 'Serviços', to: '/admin/servicos', icon: <IconBriefcase size={18} /> },
  { label: 'Usuários', to: '/admin/usuarios', icon: <IconUsers size={18} /> },
];

export function AdminShell() {
  const navigate = useNavigate();
  return (
    <SidebarShell
      heading={
        <Text size="xl" fw={700}>
          Página de Admin
        </Text>
      }
      items={items}
      onSignOut={() => {
        clearSession();
        void navigate({ to: '/' });
      }}
    >
      <Outlet />
    </SidebarShell>
  );
}
