import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { messages } from '../../shared/messages';
import { downloadMyData } from '../api/account';
import { saveBlob } from '../ui/save-blob';
import { useBusyAction } from '../ui/use-busy-action';
import { DeleteAccountModal } from './DeleteAccountModal';

/** The customer's LGPD rights in /editar-perfil: a copy of everything we hold, and deletion. */
export function PrivacyCard() {
  const download = useBusyAction({ failed: messages.account.exportFailed });
  const [deleting, setDeleting] = useState(false);
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz={18}>
          Seus dados
        </Title>
        <Text size="sm" c="dimmed">
          Baixe uma cópia de tudo o que guardamos sobre você ou exclua sua conta. Veja a{' '}
          <Anchor component={Link} to="/privacidade" size="sm" underline="always">
            política de privacidade
          </Anchor>
          .
        </Text>
        <Group>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            loading={download.running}
            onClick={() =>
              void download.run(async () => {
                saveBlob(await downloadMyData(), `meus-dados-${new Date().toISOString().slice(0, 10)}.zip`);
              })
            }
          >
            Baixar meus dados
          </Button>
          <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(true)}>
            Excluir minha conta
          </Button>
        </Group>
      </Stack>
      <DeleteAccountModal opened={deleting} onClose={() => setDeleting(false)} />
    </Card>
  );
}
