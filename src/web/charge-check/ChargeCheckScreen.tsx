import { Alert, Button, Card, Container, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { type ChargeCheckAnswer, chargeCheckMessages as text } from '../../shared/charge-check';
import { formatCents } from '../../shared/money';
import { api, errorMessage } from '../api/client';
import { usePublicConfig } from '../config';
import { PageFrame } from '../ui/PageFrame';
import { usePageTitle } from '../use-page-title';

const brazilDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

function Verdict({ answer }: { answer: ChargeCheckAnswer }) {
  if (!answer.emitidaPorNos)
    return (
      <Alert color="red" variant="light" title={text.notOurs} icon={<IconAlertTriangle aria-hidden />} role="status">
        {answer.orientacao}
      </Alert>
    );
  return (
    <Alert color="teal" variant="light" title={text.ours} icon={<IconShieldCheck aria-hidden />} role="status">
      <Stack gap={4}>
        <Text size="sm">
          {text.amount}: {formatCents(answer.valor)}
        </Text>
        {answer.vencimento && (
          <Text size="sm">
            {text.dueDate}: {brazilDate(answer.vencimento)}
          </Text>
        )}
        <Text size="sm">
          {text.order}: {answer.pedido}
        </Text>
        <Text size="sm" fw={answer.situacao === 'pendente' ? 400 : 700}>
          {text.situation}: {text.situations[answer.situacao]}
        </Text>
      </Stack>
    </Alert>
  );
}

/** /confira-cobranca: anyone pastes a boleto line, a barcode or a Pix code and learns whether we issued it. */
export function ChargeCheckScreen() {
  const config = usePublicConfig();
  usePageTitle(`${text.title} | ${config.appName}`);
  const [codigo, setCodigo] = useState('');
  const [answer, setAnswer] = useState<ChargeCheckAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAnswer(null);
    setError(null);
    setChecking(true);
    try {
      setAnswer(await api<ChargeCheckAnswer>('/cobrancas/verificar', { method: 'POST', body: { codigo } }));
    } catch (failure) {
      setError(errorMessage(failure, text.invalid));
    } finally {
      setChecking(false);
    }
  }

  return (
    <PageFrame>
      <Container size={640} py={{ base: 32, sm: 56 }}>
        <Stack gap="lg">
          <Title order={1} fz={28}>
            {text.title}
          </Title>
          <Text>{text.intro}</Text>
          <Card withBorder padding="lg" component="form" onSubmit={submit} noValidate>
            <Stack gap="md">
              <Textarea
                label={text.fieldLabel}
                value={codigo}
                onChange={(event) => setCodigo(event.currentTarget.value)}
                autosize
                minRows={2}
                required
                error={error}
              />
              <Button type="submit" loading={checking} style={{ alignSelf: 'flex-start' }}>
                {text.submit}
              </Button>
            </Stack>
          </Card>
          {answer && <Verdict answer={answer} />}
          {answer?.emitidaPorNos !== false && (
            <Text size="sm" c="dimmed">
              {text.orientation}
            </Text>
          )}
        </Stack>
      </Container>
    </PageFrame>
  );
}
