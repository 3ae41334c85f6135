import { Form, useForm } from '@formisch/react';
import { Alert, Button, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { messages } from '../../shared/messages';
import { newPasswordFormSchema } from '../../shared/schemas/new-password';
import { resetPassword } from '../api/auth';
import { errorMessage } from '../api/client';
import { NewPasswordFields } from './NewPasswordFields';
import { AccountCardPage } from './AccountCardPage';

type Outcome = { ok: true; text: string } | { ok: false; text: string } | null;

export function ResetPasswordScreen({ token }: { token: string }) {
  const form = useForm({ schema: newPasswordFormSchema, validate: 'input' });
  const [outcome, setOutcome] = useState<Outcome>(token ? null : { ok: false, text: messages.reset.invalidLink });

  return (
    <AccountCardPage
      tabTitle="Redefinir senha"
      title="Crie uma nova senha"
      subtitle="Escolha uma senha com pelo menos 8 caracteres."
    >
      {outcome?.ok ? (
        <Stack>
          <Alert color="green" variant="light" role="status">
            {outcome.text}
          </Alert>
          <Button component={Link} to="/login">
            Ir para o login
          </Button>
        </Stack>
      ) : (
        <Form
          of={form}
          onSubmit={async (output) => {
            try {
              const answer = await resetPassword(token, output.newPassword);
              setOutcome({ ok: true, text: answer.mensagem });
            } catch (error) {
              setOutcome({ ok: false, text: errorMessage(error, messages.reset.invalidLink) });
            }
          }}
        >
          <Stack>
            <NewPasswordFields form={form} />
            {outcome && (
              <Alert color="red" variant="light">
                {outcome.text}
              </Alert>
            )}
            <Button type="submit" loading={form.isSubmitting} disabled={!token}>
              Salvar nova senha
            </Button>
          </Stack>
        </Form>
      )}
    </AccountCardPage>
  );
}
