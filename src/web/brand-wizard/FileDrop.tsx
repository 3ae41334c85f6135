import '@mantine/dropzone/styles.css';
import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconCircleCheck, IconFileUpload, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { UploadedFile } from '../../shared/schemas/brand-wizard';
import { formatBytes } from './format';

export interface FileDropProps {
  /** Also the file input's name, which tests and assistive tools find it by. */
  name: string;
  label: string;
  hint: string;
  accept: readonly string[];
  /** Chosen here, not sent yet. */
  chosen?: File | null;
  /** Already on the server. */
  kept?: UploadedFile | null;
  onChoose: (file: File) => void;
  /** A file the accept list refused; the caller says why. */
  onRefuse?: (file: File) => void;
  disabled?: boolean;
  error?: string | null;
  children?: ReactNode;
}

/** One file, dropped or picked: what it takes, and the file chosen or already sent. */
export function FileDrop(props: FileDropProps) {
  const refuse = (rejections: FileRejection[]) => {
    const [first] = rejections;
    if (first) props.onRefuse?.(first.file);
  };
  const current = props.chosen
    ? { nome: props.chosen.name, tamanho: props.chosen.size, sent: false }
    : props.kept
      ? { ...props.kept, sent: true }
      : null;
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm" id={`${props.name}-label`}>
        {props.label}
      </Text>
      <Dropzone
        name={props.name}
        onDrop={([file]) => file && props.onChoose(file)}
        onReject={refuse}
        accept={[...props.accept]}
        multiple={false}
        disabled={props.disabled}
        // A button named by the label above it, described by what it holds and why it was refused; the file input
        // it opens gets a Portuguese name instead of the browser's English "Choose File".
        role="button"
        aria-labelledby={`${props.name}-label`}
        aria-describedby={[`${props.name}-status`, props.error && `${props.name}-error`].filter(Boolean).join(' ')}
        aria-disabled={props.disabled || undefined}
        // Not drawn at all: a control inside the button would be a control in a control (the button opens it).
        inputProps={{ 'aria-label': `${props.label}: escolher arquivo`, style: { display: 'none' } }}
        radius="md"
        p="md"
        style={props.error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <Group gap="sm" wrap="nowrap" mih={56} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <ThemeIcon variant="light" size={40} radius="xl">
              <IconFileUpload size={22} />
            </ThemeIcon>
          </Dropzone.Accept>
          <Dropzone.Reject>
            <ThemeIcon variant="light" color="red" size={40} radius="xl">
              <IconX size={22} />
            </ThemeIcon>
          </Dropzone.Reject>
          <Dropzone.Idle>
            <ThemeIcon variant="light" color={current ? 'green' : 'marca'} size={40} radius="xl">
              {current ? <IconCircleCheck size={22} /> : <IconFileUpload size={22} />}
            </ThemeIcon>
          </Dropzone.Idle>
          <Stack gap={0} style={{ minWidth: 0 }} id={`${props.name}-status`}>
            {current ? (
              <>
                {/* A long name takes more lines rather than losing its end (text at 200%, a narrow phone). */}
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }} data-testid={`${props.name}-file`}>
                  {current.nome}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatBytes(current.tamanho)} ·{' '}
                  {current.sent ? 'já enviado; toque para substituir' : 'pronto para enviar; toque para trocar'}
                </Text>
              </>
            ) : (
              <>
                <Text size="sm">Arraste o arquivo aqui ou toque para escolher</Text>
                <Text size="xs" c="dimmed">
                  {props.hint}
                </Text>
              </>
            )}
          </Stack>
        </Group>
      </Dropzone>
      {props.error && (
        <Text size="sm" c="red" role="alert" id={`${props.name}-error`}>
          {props.error}
        </Text>
      )}
      {props.children}
    </Stack>
  );
}
