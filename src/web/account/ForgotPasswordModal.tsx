import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { LoginSend, LoginState } from './use-login-machine';

export function ForgotPasswordModal({ state, send }: { state: LoginState; send: LoginSend }) {
  const { resetEmail, resetError, resetMessage } = state.context;
  return (
    <Modal
      opened={state.matches('forgot')}
      onClose={() => send({ type: 'RESET_CANCEL' })}
      title="Recuperar senha"
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'RESET_SUBMIT' });
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Informe o e-mail da sua conta. Enviaremos um link para você criar uma nova senha.
          </Text>
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={resetEmail}
            onChange={(event) => send({ type: 'RESET_EDIT', value: event.currentTarget.value })}
            data-autofocus
          />
          {resetError && (
            <Alert color="red" variant="light">
              {resetError}
            </Alert>
          )}
          {resetMessage && (
            <Alert color="green" variant="light" role="status">
              {resetMessage}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => send({ type: 'RESET_CANCEL' })}>
              Cancelar
            </Button>
            <Button
              type="submit"
              loading={state.matches({ forgot: 'sending' })}
              disabled={state.matches({ forgot: 'sent' })}
            >
              Enviar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
