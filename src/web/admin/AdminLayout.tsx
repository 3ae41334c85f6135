import { Anchor, Group, Text } from '@mantine/core';
import {
  IconBriefcase,
  IconCash,
  IconCertificate,
  IconDownload,
  IconGavel,
  IconMessages,
  IconSignature,
  IconUsers,
} from '@tabler/icons-react';
import { Link, Outlet } from '@tanstack/react-router';
import { SidebarShell } from '../ui/SidebarShell';

/** The spec's sidebar: Marcas, Serviços, Usuários, then INPI, and "Sair" at the bottom (SidebarShell). */
const items = [
  { label: 'Marcas', to: '/admin', icon: <IconCertificate size={18} /> },
  { label: 'Serviços', to: '/admin/servicos', icon: <IconBriefcase size={18} /> },
  { label: 'Usuários', to: '/admin/usuarios', icon: <IconUsers size={18} /> },
  { label: 'INPI', to: '/admin/inpi', icon: <IconGavel size={18} /> },
];

/** The team's tools beyond the spec's three lists: the download audit and duplicate payments, above every page. */
function TeamTools() {
  return (
    <Group justify="flex-end" gap="md" mb="xs" aria-label="Ferramentas da equipe" role="group">
      <Anchor
        renderRoot={(props) => <Link to="/admin/equipe" search={{ aba: 'downloads' }} {...props} />}
        size="sm"
        c="dimmed"
        className="standalone-link"
      >
        <Group gap={4} wrap="nowrap">
          <IconDownload size={14} /> Downloads
        </Group>
      </Anchor>
      <Anchor
        renderRoot={(props) => <Link to="/admin/equipe" search={{ aba: 'pagamentos' }} {...props} />}
        size="sm"
        c="dimmed"
        className="standalone-link"
      >
        <Group gap={4} wrap="nowrap">
          <IconCash size={14} /> Pagamentos
        </Group>
      </Anchor>
      <Anchor
        renderRoot={(props) => <Link to="/admin/equipe" search={{ aba: 'assinaturas' }} {...props} />}
        size="sm"
        c="dimmed"
        className="standalone-link"
      >
        <Group gap={4} wrap="nowrap">
          <IconSignature size={14} /> Assinaturas
        </Group>
      </Anchor>
      <Anchor
        renderRoot={(props) => <Link to="/admin/equipe" search={{ aba: 'mensagens' }} {...props} />}
        size="sm"
        c="dimmed"
        className="standalone-link"
      >
        <Group gap={4} wrap="nowrap">
          <IconMessages size={14} /> Mensagens
        </Group>
      </Anchor>
    </Group>
  );
}

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
      <TeamTools />
      <Outlet />
    </SidebarShell>
  );
}
