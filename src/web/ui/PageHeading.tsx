import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

const looks = {
  /** The back office: a plain heading, the line under it small and quiet. */
  desk: { fz: 26, c: undefined, leadSize: 'sm' },
  /** The customer area's pages. */
  page: { fz: 26, c: undefined, leadSize: undefined },
  /** The checkout's steps: larger on a wide screen, in the brand's colour. */
  checkout: { fz: { base: 26, sm: 32 }, c: 'marca.9', leadSize: undefined },
} as const;

/** A page's one h1 and the line that says what the page is for. */
export function PageHeading({
  title,
  lead,
  look = 'page',
}: {
  title: ReactNode;
  lead?: ReactNode;
  look?: keyof typeof looks;
}) {
  const { fz, c, leadSize } = looks[look];
  const heading = (
    <>
      <Title order={1} fz={fz} c={c}>
        {title}
      </Title>
      {lead && (
        <Text size={leadSize} c="dimmed">
          {lead}
        </Text>
      )}
    </>
  );
  return look === 'desk' ? <div>{heading}</div> : <Stack gap={4}>{heading}</Stack>;
}
