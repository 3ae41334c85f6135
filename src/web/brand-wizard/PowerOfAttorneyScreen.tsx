import { Box, Button, Group, Loader, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconDownload, IconExternalLink, IconSignature, IconUpload } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  GOV_SIGNATURE_URL,
  powerOfAttorneyStep,
  powerOfAttorneyStepsDone,
  type powerOfAttorneyMachine,
} from '../../../machines/power-of-attorney/power-of-attorney';
import { ACCEPTED_TYPES } from '../../shared/schemas/brand-wizard';
import { FileDrop } from './FileDrop';
import { useBrandWizard } from './brand-wizard-context';
import { WizardFrame } from './WizardFrame';
import { SignatureBadge } from '../ui/SignatureBadge';
import { useToast } from '../ui/toast';
import { wrappingButtonStyles } from '../ui/wrapping-button';

type PowerOfAttorneyActor = ActorRefFrom<typeof powerOfAttorneyMachine>;

function StepCard(props: {
  number: number;
  active: boolean;
  done: boolean;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Group
      align="flex-start"
      wrap="nowrap"
      gap="md"
      p="md"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        border: `1px solid ${props.active ? 'var(--mantine-color-marca-4)' : 'var(--mantine-color-gray-3)'}`,
        background: props.active ? 'var(--mantine-color-marca-0)' : undefined,
      }}
      aria-current={props.active ? 'step' : undefined}
    >
      <ThemeIcon
        size={36}
        radius="xl"
        variant={props.done ? 'filled' : 'light'}
        color={props.done ? 'green' : 'marca'}
        aria-hidden
      >
        {props.done ? <IconCheck size={20} /> : props.icon}
      </ThemeIcon>
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Title order={2} fz="md">
          {props.number}. {props.title}
        </Title>
        {props.children}
      </Stack>
    </Group>
  );
}

/** The three steps, driven by the power-of-attorney machine the wizard (or the service flow) runs as a child. */
export function PowerOfAttorneySteps({
  actor,
  disabled,
  downloadHint,
}: {
  actor: PowerOfAttorneyActor;
  disabled: boolean;
  downloadHint?: string;
}) {
  const toast = useToast();
  const state = useSelector(actor, (snapshot) => snapshot);
  const step = powerOfAttorneyStep(state);
  const done = powerOfAttorneyStepsDone(state.context);
  const downloading = state.matches('downloading');
  const uploading = state.matches('uploading');
  const { uploaded, progress } = state.context;

  useEffect(() => {
    let previous = actor.getSnapshot().context.notice;
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.context.notice && snapshot.context.notice !== previous)
        toast({ color: 'green', message: snapshot.context.notice });
      previous = snapshot.context.notice;
    });
    return () => subscription.unsubscribe();
  }, [actor, toast]);

  const upload = (file: File) => actor.send({ type: 'UPLOAD', file });

  return (
    <Stack gap="md">
      <StepCard
        number={1}
        active={step === 0}
        done={done[0]}
        title="Baixe a procuração"
        icon={<IconDownload size={20} />}
      >
        <Text size="sm" c="dimmed">
          {downloadHint ?? 'Geramos a procuração com os seus dados e os dos proprietários, para o INPI.'}
        </Text>
        <Button
          variant={step === 0 ? 'filled' : 'light'}
          leftSection={<IconDownload size={16} />}
          loading={downloading}
          disabled={disabled || uploading}
          onClick={() => actor.send({ type: 'DOWNLOAD' })}
          style={{ alignSelf: 'flex-start' }}
          styles={wrappingButtonStyles}
        >
          Baixar procuração (PDF)
        </Button>
      </StepCard>
      <StepCard
        number={2}
        active={step === 1}
        done={done[1]}
        title="Assine no gov.br"
        icon={<IconSignature size={20} />}
      >
        <Text size="sm" c="dimmed">
          No Assinador gov.br, envie o PDF baixado, assine com a sua conta gov.br e baixe o arquivo assinado.
        </Text>
        <Button
          component="a"
          href={GOV_SIGNATURE_URL}
          target="_blank"
          rel="noopener noreferrer"
          variant={step === 1 ? 'filled' : 'light'}
          rightSection={<IconExternalLink size={16} />}
          onClick={() => actor.send({ type: 'SIGN' })}
          style={{ alignSelf: 'flex-start' }}
        >
          Assinar no gov.br
        </Button>
      </StepCard>
      <StepCard
        number={3}
        active={step === 2}
        done={done[2]}
        title="Envie a procuração assinada"
        icon={<IconUpload size={20} />}
      >
        <FileDrop
          name="procuracao"
          label="Procuração assinada (PDF)"
          hint="Somente PDF, até 10 MB."
          accept={ACCEPTED_TYPES.procuracao}
          kept={uploaded?.arquivo ?? null}
          onChoose={upload}
          onRefuse={upload}
          disabled={disabled || uploading || downloading}
        >
          {uploading && (
            <Box>
              <Group justify="space-between" mb={4}>
                <Text size="xs" c="dimmed">
                  Enviando…
                </Text>
                <Text size="xs" c="dimmed">
                  {progress ?? 0}%
                </Text>
              </Group>
              <Progress value={progress ?? 0} animated aria-label="Envio da procuração" />
            </Box>
          )}
          {uploaded && !uploading && (
            <SignatureBadge
              assinadaDigitalmente={uploaded.assinadaDigitalmente}
              assinatura={uploaded.assinatura}
              withHint
            />
          )}
        </FileDrop>
      </StepCard>
      {state.context.error && (
        <Text c="red" size="sm" role="alert">
          {state.context.error}
        </Text>
      )}
    </Stack>
  );
}

/** /procuracao: download, sign on gov.br, upload; "Próximo" once the signed PDF is accepted. */
export function PowerOfAttorneyScreen() {
  const { state, send } = useBrandWizard();
  const child = state.children.powerOfAttorney as PowerOfAttorneyActor | undefined;
  const childState = useSelector(child, (snapshot) => snapshot);
  const ready = childState?.matches({ ready: 'uploaded' }) ?? false;
  const busy = childState ? childState.matches('uploading') || childState.matches('downloading') : true;
  return (
    <WizardFrame
      screen="procuracao"
      title="Procuração"
      lead="A procuração autoriza nossa equipe a registrar a marca no INPI em seu nome."
      nav={{
        onBack: () => send({ type: 'BACK' }),
        onNext: () => child?.send({ type: 'NEXT' }),
        nextBlocked: !ready,
        backDisabled: busy,
      }}
    >
      {child ? (
        <PowerOfAttorneySteps actor={child} disabled={false} />
      ) : (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      )}
    </WizardFrame>
  );
}
