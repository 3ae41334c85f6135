import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { LoginSend, LoginState } from './use-login-machine';

export function LoginForm({ state, send }: { state: LoginState; send: LoginSend }) {
  const submitting = state.matches({ open: 'submitting' });
  // The button is disabled while sending, which drops focus: a refusal takes it, and a screen reader reads it.
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.context.error) alertRef.current?.focus();
  }, [state.context.error]);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      <Stack gap="md">
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="voce@exemplo.com.br"
          value={state.context.email}
          onChange={(event) => send({ type: 'EDIT', field: 'email', value: event.currentTarget.value })}
          data-autofocus
        />
        <PasswordInput
          label="Senha"
          autoComplete="current-password"
          value={state.context.senha}
          onChange={(event) => send({ type: 'EDIT', field: 'senha', value: event.currentTarget.value })}
        />
        {state.context.error && (
          <Alert color="red" variant="light" role="alert" ref={alertRef} tabIndex={-1}>
            {state.context.error}
          </Alert>
        )}
        <Button type="submit" loading={submitting} fullWidth size="md">
          Entrar
        </Button>
        <Anchor component="button" type="button" size="sm" ta="center" onClick={() => send({ type: 'FORGOT' })}>
          Esqueci minha senha
        </Anchor>
      </Stack>
    </form>
  );
}
