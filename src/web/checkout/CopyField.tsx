import { Box, Button, Stack, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useCopyWithToast } from '../ui/copy-text';

/** A code the customer copies into the bank's app: shown whole (it wraps), with a copy button. */
export function CopyField({
  label,
  value,
  copied,
  buttonLabel,
}: {
  label: string;
  value: string;
  copied: string;
  buttonLabel: string;
}) {
  const copyWithToast = useCopyWithToast();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} component="label" htmlFor={`copiar-${label}`}>
        {label}
      </Text>
      <Box
        id={`copiar-${label}`}
        component="output"
        ff="monospace"
        fz="sm"
        p="sm"
        bg="gray.0"
        style={{
          display: 'block',
          wordBreak: 'break-all',
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 'var(--mantine-radius-md)',
        }}
      >
        {value}
      </Box>
      <Button variant="light" leftSection={<IconCopy size={18} />} onClick={() => void copyWithToast(value, copied)}>
        {buttonLabel}
      </Button>
    </Stack>
  );
}
