import { Form, useForm } from '@formisch/react';
import { Alert, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { messages } from '../../../shared/messages';
import { newPasswordFormSchema } from '../../../shared/schemas/new-password';
import { resetPassword } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { NewPasswordFields } from '../../components/forms/NewPasswordFields';
import { PageFrame } from '../../components/layout/PageFrame';
import { usePublicConfig } from '../../config';
import { usePageTitle } from '../../use-page-title';

type Outcome = { ok: true; text: string } | { ok: false; text: string } | null;

export function ResetPasswordScreen({ token }: { token: string }) {
  const config = usePublicConfig();
  usePageTitle(`Redefinir senha | ${config.appName}`);
  const form = useForm({ schema: newPasswordFormSchema, validate: 'input' });
  const [outcome, setOutcome] = useState<Outcome>(token ? null : { ok: false, text: messages.reset.invalidLink });

  return (
    <PageFrame>
      <Container size={440} py={{ base: 32, sm: 64 }}>
        <Stack gap="lg">
          <Stack gap={4} ta="center">
            <Title order={1} fz={28}>
              Crie uma nova senha
            </Title>
            <Text c="dimmed">Escolha uma senha com pelo menos 8 caracteres.</Text>
          </Stack>
          <Card withBorder shadow="sm" padding="xl">
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
          </Card>
        </Stack>
      </Container>
    </PageFrame>
  );
}
