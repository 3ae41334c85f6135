import { Stack, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

/**
 * An e-mail address that a narrow screen wraps before the "@" or after a dot, not in the middle of a word.
 * Letters are broken only when one part alone is wider than the line.
 */
export function breakableEmail(email: string): ReactNode {
  const parts = email.split(/(?=@)|(?<=\.)/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** A value the customer sees but does not edit here. */
export function ReadOnlyField({
  label,
  value,
  email = false,
}: {
  label: string;
  value: string | null | undefined;
  email?: boolean;
}) {
  const text = value?.trim();
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {!text ? 'Não informado' : email ? breakableEmail(text) : text}
      </Text>
    </Stack>
  );
}
