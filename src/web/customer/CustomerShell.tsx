import { Stack, Text } from '@mantine/core';
import { IconCertificate, IconBriefcase, IconUserEdit } from '@tabler/icons-react';
import { Outlet } from '@tanstack/react-router';
import { SidebarShell } from '../ui/SidebarShell';
import { firstName } from '../session';
import type { Profile } from '../../shared/schemas/profile';

const items = [
  { label: 'Marcas', to: '/home', icon: <IconCertificate size={18} /> },
  { label: 'Serviços', to: '/servicos', icon: <IconBriefcase size={18} /> },
  { label: 'Editar perfil', to: '/editar-perfil', icon: <IconUserEdit size={18} /> },
];

export function CustomerShell({ profile }: { profile: Profile }) {
  return (
    <SidebarShell
      heading={
        <Stack gap={0}>
          <Text size="xl" fw={700}>
            Olá, {firstName(profile.fullName)}
          </Text>
          <Text size="sm" c="dimmed">
            Sua área de cliente
          </Text>
        </Stack>
      }
      items={items}
    >
      <Outlet />
    </SidebarShell>
  );
}
