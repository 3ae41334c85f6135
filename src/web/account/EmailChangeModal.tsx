import { Alert, Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../api/client';
import { requestEmailChange } from '../api/account';

/** Asks for the new address and the password; the change waits for the link mailed to the new address. */
export function EmailChangeModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [novoEmail, setNovoEmail] = useState('');
  const [senha, setSenha] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const close = () => {
    setNovoEmail('');
    setSenha('');
    setOutcome(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Alterar e-mail" centered>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          setSending(true);
          try {
            setOutcome({ ok: true, text: (await requestEmailChange(novoEmail, senha)).mensagem });
          } catch (error) {
            setOutcome({
              ok: false,
              text: errorMessage(error, 'Não foi possível pedir a troca de e-mail. Tente novamente.'),
            });
          } finally {
            setSending(false);
          }
        }}
      >
        <Stack>
          {outcome?.ok ? (
            <Alert color="green" variant="light" role="status">
              {outcome.text}
            </Alert>
          ) : (
            <>
              <TextInput
                label="Novo e-mail"
                type="email"
                inputMode="email"
                autoComplete="email"
                value={novoEmail}
                onChange={(event) => setNovoEmail(event.currentTarget.value)}
              />
              <PasswordInput
                label="Sua senha"
                autoComplete="current-password"
                value={senha}
                onChange={(event) => setSenha(event.currentTarget.value)}
              />
              {outcome && (
                <Alert color="red" variant="light">
                  {outcome.text}
                </Alert>
              )}
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {outcome?.ok ? 'Fechar' : 'Cancelar'}
            </Button>
            {!outcome?.ok && (
              <Button type="submit" loading={sending} disabled={novoEmail.trim() === '' || senha === ''}>
                Enviar link de confirmação
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
