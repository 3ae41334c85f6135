import { Text, UnstyledButton } from '@mantine/core';
import { messages } from '../../shared/messages';
import { useCopyWithToast } from '../ui/copy-text';
import classes from './CopyableField.module.css';

const COPY_TOAST_MS = 2000;
export const NOT_INFORMED = 'Não informado';

/** A labelled value; clicking it copies the value and says "{label} foi copiado para área de transferência" for 2 s. */
export function CopyableField({ label, value }: { label: string; value: string | number | null | undefined }) {
  const copyWithToast = useCopyWithToast();
  const text = value === null || value === undefined || value === '' ? null : String(value);
  if (text === null) {
    return (
      <div className={classes.field}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm" c="dimmed" fs="italic">
          {NOT_INFORMED}
        </Text>
      </div>
    );
  }
  return (
    <UnstyledButton
      className={classes.field}
      data-copyable
      aria-label={`${label}: ${text}. Clique para copiar`}
      title="Clique para copiar"
      onClick={() => void copyWithToast(text, messages.copy.field(label), COPY_TOAST_MS)}
    >
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}>
        {text}
      </Text>
    </UnstyledButton>
  );
}
