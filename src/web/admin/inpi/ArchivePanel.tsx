import { Alert, Badge, Button, Group, NumberInput, Paper, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { archiveMessages, durationWords, type ArchiveProgress } from '../../../shared/archive-progress';
import { api, errorMessage } from '../../api/client';

const POLL_MS = 2000;

const latestRun = () =>
  api<{ execucao: ArchiveProgress | null }>('/admin/inpi/acervo').then((answer) => answer.execucao);
const startRun = (de: number, ate: number) =>
  api<{ mensagem: string; execucao: ArchiveProgress }>('/admin/inpi/acervo', { method: 'POST', body: { de, ate } });

/** The run's progress: issue n of m, processos per second and the time left, read again while it runs. */
function RunProgress({ run }: { run: ArchiveProgress }) {
  const done = run.feitas + run.puladas;
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text fw={600}>
          RPI nº {run.de} a {run.ate}: {archiveMessages.issueOf(done, run.total)}
        </Text>
        <Badge color={run.status === 'falhou' ? 'red' : run.status === 'concluida' ? 'green' : 'blue'}>
          {archiveMessages.statusNames[run.status]}
        </Badge>
      </Group>
      <Progress
        value={(done / run.total) * 100}
        animated={run.status === 'executando'}
        aria-label={`Leitura do acervo: ${archiveMessages.issueOf(done, run.total)}`}
      />
      <Text size="sm" c="dimmed">
        {run.processos.toLocaleString('pt-BR')} processos lidos · {run.processosPorSegundo.toLocaleString('pt-BR')}{' '}
        processos/s
        {run.status === 'executando' && run.restanteSegundos !== null
          ? ` · faltam ~${durationWords(run.restanteSegundos)}`
          : ''}
        {run.puladas > 0 ? ` · ${run.puladas} já lidas ou não publicadas` : ''}
      </Text>
      {run.erro && (
        <Alert color="red" role="alert">
          {run.erro}
        </Alert>
      )}
    </Stack>
  );
}

/** Reading the RPI archive into the national marks index behind the public search (/busca). */
export function ArchivePanel() {
  const [run, setRun] = useState<ArchiveProgress | null>(null);
  const [de, setDe] = useState<number | string>('');
  const [ate, setAte] = useState<number | string>('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    latestRun()
      .then((latest) => {
        if (!live) return;
        setRun(latest);
        if (latest?.status === 'executando') timer = setTimeout(() => setTick((n) => n + 1), POLL_MS);
      })
      .catch(() => {});
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [tick]);

  const start = async () => {
    setMessage(null);
    try {
      const answer = await startRun(Number(de), Number(ate));
      setMessage({ ok: true, text: answer.mensagem });
      setRun(answer.execucao);
      setTick((n) => n + 1);
    } catch (error) {
      setMessage({ ok: false, text: errorMessage(error, 'Não foi possível iniciar a leitura do acervo.') });
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Lê as revistas de RPI_URL uma depois da outra para o índice nacional de marcas da busca pública. Revistas já
          lidas são puladas; uma leitura interrompida continua de onde parou.
        </Text>
        <Group align="flex-end" wrap="wrap">
          <NumberInput label="Da RPI nº" min={1} value={de} onChange={setDe} w={140} allowDecimal={false} />
          <NumberInput label="Até a RPI nº" min={1} value={ate} onChange={setAte} w={140} allowDecimal={false} />
          <Button onClick={() => void start()} disabled={!de || !ate || run?.status === 'executando'}>
            Ler acervo
          </Button>
        </Group>
        {message && (
          <Alert color={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </Alert>
        )}
        {run && <RunProgress run={run} />}
      </Stack>
    </Paper>
  );
}
