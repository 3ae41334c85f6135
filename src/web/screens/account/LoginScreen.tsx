import { Card, Container, Stack, Text, Title } from '@mantine/core';
import { ForgotPasswordModal } from '../../components/login/ForgotPasswordModal';
import { LoginForm } from '../../components/login/LoginForm';
import { useLoginMachine } from '../../components/login/use-login-machine';
import { PageFrame } from '../../components/layout/PageFrame';
import { usePublicConfig } from '../../config';
import { usePageTitle } from '../../use-page-title';

export function LoginScreen() {
  const config = usePublicConfig();
  usePageTitle(`Entrar | ${config.appName}`);
  const [state, send] = useLoginMachine('screen');
  return (
    <PageFrame>
      <Container size={440} py={{ base: 32, sm: 64 }}>
        <Stack gap="lg">
          <Stack gap={4} ta="center">
            <Title order={1} fz={28}>
              Olá! Que bom ter você aqui.
            </Title>
            <Text c="dimmed">Entre para acompanhar suas marcas e serviços.</Text>
          </Stack>
          <Card withBorder shadow="sm" padding="xl">
            <LoginForm state={state} send={send} />
          </Card>
        </Stack>
      </Container>
      <ForgotPasswordModal state={state} send={send} />
    </PageFrame>
  );
}
