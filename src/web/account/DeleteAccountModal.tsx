import { Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { messages } from '../../shared/messages';
import { deleteAccount } from '../api/account';
import { errorMessage } from '../api/client';
import { clearSession } from '../session';
import { useToast } from '../ui/toast';
import { ModalFormEnd } from './ModalFormEnd';

/** Deletion asks for the password; afterwards every session is over, so this one is cleared too. */
export function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [senha, setSenha] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setSenha('');
    setFailure(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Excluir minha conta" centered>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          setSending(true);
          try {
            await deleteAccount(senha);
            clearSession();
            toast({ color: 'green', message: messages.account.deleted });
            await navigate({ to: '/' });
          } catch (error) {
            setFailure(errorMessage(error, messages.account.deleteFailed));
          } finally {
            setSending(false);
          }
        }}
      >
        <Stack>
          <Text size="sm">
            Seus dados pessoais, pedidos não pagos e arquivos enviados serão apagados. Pedidos pagos ficam guardados sem
            seus dados pessoais, pelo prazo que a lei fiscal exige. Esta ação não pode ser desfeita.
          </Text>
          <PasswordInput
            label="Sua senha"
            autoComplete="current-password"
            value={senha}
            onChange={(event) => setSenha(event.currentTarget.value)}
          />
          <ModalFormEnd failure={failure} onCancel={close}>
            <Button type="submit" color="red" loading={sending} disabled={senha === ''}>
              Excluir definitivamente
            </Button>
          </ModalFormEnd>
        </Stack>
      </form>
    </Modal>
  );
}
